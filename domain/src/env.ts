/**
 * The one environment reader of every process (api, workers, storefront,
 * scripts): the variables they share are defined here once, so they agree on
 * defaults and rules, and a bad value stops a process with one line naming it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: domain/src/env.ts → ../.. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A missing or malformed variable; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** A variable that is set to "" counts as unset, as most process managers write it. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** A URL whose scheme is one of `protocols`, e.g. ["redis:", "rediss:"]. */
export function urlWithProtocols(protocols: string[], label: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    // abort: a check after this one may assume a parseable URL.
    { message: `must be ${/^h/.test(label) ? "an" : "a"} ${label} URL`, abort: true },
  );
}

/** An http(s) origin such as https://example.com, without path, query or credentials; read as its origin. */
export const originUrl = urlWithProtocols(["http:", "https:"], "http(s)")
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.pathname === "/" && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    },
    { message: "must be an origin such as https://example.com, without path or query", abort: true },
  )
  .transform((value) => new URL(value).origin);

export const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(1, "must be a port number between 1 and 65535")
  .max(65535, "must be a port number between 1 and 65535");

/** A port to listen on; 0 asks the system for a free one (the process logs the one it got), so test stacks never race for a port. */
export const listenPort = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(0, "must be a port number between 0 and 65535")
  .max(65535, "must be a port number between 0 and 65535");

/** The variables more than one process reads, with the one default each has. */
export const sharedEnv = {
  NODE_ENV: optional(z.enum(["development", "test", "production"], { error: "must be development, test or production" })).default("development"),
  PUBLIC_URL: optional(originUrl).default("http://localhost:8080"),
  DATABASE_URL: optional(urlWithProtocols(["postgres:", "postgresql:"], "postgres://")).default("postgres://postgres@127.0.0.1:5432/storyloom"),
  REDIS_URL: optional(urlWithProtocols(["redis:", "rediss:"], "redis://")).default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: optional(z.string().max(100, "must be at most 100 characters")).default("storyloom:"),
  SMTP_URL: optional(urlWithProtocols(["smtp:", "smtps:"], "smtp:// or smtps://")),
  MAIL_FROM: optional(z.string().min(3, "must be at least 3 characters")).default("Storyloom <no-reply@storyloom.local>"),
  // Relative to the repository root, whatever the working directory.
  MAIL_OUTBOX_DIR: optional(z.string())
    .default(".data/outbox")
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  // Uploaded files (covers): a directory relative to the repository root, or an S3 bucket when S3_BUCKET is set.
  FILES_DIR: optional(z.string())
    .default(".data/files")
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")),
  S3_ENDPOINT: optional(urlWithProtocols(["http:", "https:"], "http(s)")),
  S3_REGION: optional(z.string().min(1)).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(booleanFlag).default(false),
  // The AI providers' own variables (domain/src/integrations/ai.ts).
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(urlWithProtocols(["http:", "https:"], "http(s)")),
  ANTHROPIC_API_KEY: optional(z.string().min(1)),
  ANTHROPIC_BASE_URL: optional(urlWithProtocols(["http:", "https:"], "http(s)")),
  AI_SIMULATED: optional(booleanFlag).default(false),
  // The assistant's retrieval adds the provider's embeddings to full-text search when set (an OpenAI embeddings model, e.g. text-embedding-3-small).
  OPENAI_EMBEDDINGS_MODEL: optional(z.string().regex(/^[\w.:-]{1,80}$/, "must be an embeddings model name such as text-embedding-3-small")),
  // Custom domains (domain/src/integrations/certificates.ts and dns.ts).
  CERTIFICATES: optional(z.enum(["on-demand", "acm"], { error: "must be on-demand or acm" })).default("on-demand"),
  AWS_REGION: optional(z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, "must be an AWS region such as us-east-1")),
  ACM_ENDPOINT: optional(urlWithProtocols(["http:", "https:"], "http(s)")),
  DNS_SERVERS: optional(
    z
      .string()
      .regex(/^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i, "must be DNS server addresses (host or host:port), comma-separated")
      .transform((value) => value.split(",")),
  ),
  CUSTOM_DOMAIN_CNAME_TARGET: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "must be a host name")
      .transform((host) => host.toLowerCase().replace(/\.$/, "")),
  ),
  CUSTOM_DOMAIN_A_RECORDS: optional(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,3}){3}(,\d{1,3}(\.\d{1,3}){3})*$/, "must be IPv4 addresses, comma-separated")
      .transform((value) => value.split(",")),
  ),
  // The payment provider (domain/src/integrations/payments.ts).
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must be a webhook signing secret (whsec_…)")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, "must be a Stripe publishable key (pk_…)")),
  STRIPE_API_BASE: optional(urlWithProtocols(["http:", "https:"], "http(s)")),
  PAYMENTS_OFFLINE: optional(booleanFlag).default(false),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })).default("info"),
  PRODUCTION_HOST: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as storyloom.com")
      .transform((host) => host.toLowerCase()),
  ),
};

/** Parses `env` with `schema`; throws ConfigError naming the first bad variable. */
export function readEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}`);
  }
  return result.data;
}
