import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: api/src/config.ts → ../.. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Used only outside production, so a fresh checkout starts without set-up. */
export const DEVELOPMENT_AUTH_SECRET = "storyloom-development-secret-not-for-production-use";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A variable that is set to "" counts as unset, as most process managers write it. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}, "must be an http(s) URL");

const origin = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.pathname === "/" && !url.search && !url.hash && !url.username;
}, "must be an origin such as https://example.com, without path or query");

/** A URL whose scheme is one of `protocols`, e.g. ["redis:", "rediss:"]. */
export function urlWithProtocols(protocols: string[], label: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${label} URL`);
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(1, "must be a port number between 1 and 65535")
  .max(65535, "must be a port number between 1 and 65535");

/** Express's `trust proxy`: true/false, a hop count, or address names and ranges. */
const trustProxy = z
  .string()
  .min(1)
  .transform((value): boolean | number | string => {
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "test", "production"], { error: "must be development, test or production" })).default("development"),
    API_PORT: optional(port).default(4000),
    API_HOST: optional(z.string().min(1)).default("127.0.0.1"),
    PUBLIC_URL: optional(origin).default("http://localhost:8080"),
    DATABASE_URL: optional(urlWithProtocols(["postgres:", "postgresql:"], "postgres://")).default(
      "postgres://postgres@127.0.0.1:5432/storyloom",
    ),
    REDIS_URL: optional(urlWithProtocols(["redis:", "rediss:"], "redis://")).default("redis://127.0.0.1:6379"),
    REDIS_PREFIX: optional(z.string().max(100, "must be at most 100 characters")).default("storyloom:"),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(urlWithProtocols(["smtp:", "smtps:"], "smtp:// or smtps://")),
    MAIL_FROM: optional(z.string().min(3, "must be at least 3 characters")).default("Storyloom <no-reply@storyloom.local>"),
    MAIL_OUTBOX_DIR: optional(z.string()).default(".data/outbox"),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })).default("info"),
    TRUST_PROXY: optional(trustProxy).default("loopback"),
    PRODUCTION_HOST: optional(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as storyloom.com")),
    STAGING: optional(booleanFlag).default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required when NODE_ENV=production" });
    }
  });

export interface Config {
  nodeEnv: "development" | "test" | "production";
  isProduction: boolean;
  apiPort: number;
  apiHost: string;
  /** The platform origin, without a trailing slash: "http://localhost:8080". */
  publicUrl: string;
  /** True when publicUrl is https: cookies are Secure and carry the __Secure-/__Host- prefixes. */
  secureCookies: boolean;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute directory the outbox transport writes .eml files to. */
  mailOutboxDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | number | string;
  productionHost: string | undefined;
  staging: boolean;
}

/** A missing or malformed variable; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}`);
  }
  const e = result.data;
  const publicUrl = new URL(e.PUBLIC_URL).origin;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith("https:"),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    authSecret: e.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: path.resolve(REPO_ROOT, e.MAIL_OUTBOX_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    productionHost: e.PRODUCTION_HOST,
    staging: e.STAGING,
  };
}
