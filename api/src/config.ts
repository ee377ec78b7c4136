import { z } from "zod";
import { ConfigError, REPO_ROOT, booleanFlag, listenPort, optional, readEnv, sharedEnv } from "@storyloom/domain/env.ts";
import type { LogLevel } from "@storyloom/domain/env.ts";
import { storageConfigOf } from "@storyloom/domain/integrations/storage.ts";
import type { StorageConfig } from "@storyloom/domain/integrations/storage.ts";
import { aiConfigOf } from "@storyloom/domain/integrations/ai.ts";
import type { AiConfig } from "@storyloom/domain/integrations/ai.ts";
import { paymentsConfigOf } from "@storyloom/domain/integrations/payments.ts";
import type { PaymentsConfig } from "@storyloom/domain/integrations/payments.ts";
import type { CustomDomainsEnv } from "@storyloom/domain/services/customDomains/settings.ts";

export { ConfigError, REPO_ROOT };

/** Used only outside production, so a fresh checkout starts without set-up. */
export const DEVELOPMENT_AUTH_SECRET = "storyloom-development-secret-not-for-production-use";

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
    NODE_ENV: sharedEnv.NODE_ENV,
    API_PORT: optional(listenPort).default(4000),
    API_HOST: optional(z.string().min(1)).default("127.0.0.1"),
    PUBLIC_URL: sharedEnv.PUBLIC_URL,
    DATABASE_URL: sharedEnv.DATABASE_URL,
    REDIS_URL: sharedEnv.REDIS_URL,
    REDIS_PREFIX: sharedEnv.REDIS_PREFIX,
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: sharedEnv.SMTP_URL,
    MAIL_FROM: sharedEnv.MAIL_FROM,
    MAIL_OUTBOX_DIR: sharedEnv.MAIL_OUTBOX_DIR,
    FILES_DIR: sharedEnv.FILES_DIR,
    S3_BUCKET: sharedEnv.S3_BUCKET,
    S3_ENDPOINT: sharedEnv.S3_ENDPOINT,
    S3_REGION: sharedEnv.S3_REGION,
    S3_ACCESS_KEY_ID: sharedEnv.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: sharedEnv.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: sharedEnv.S3_FORCE_PATH_STYLE,
    OPENAI_API_KEY: sharedEnv.OPENAI_API_KEY,
    OPENAI_BASE_URL: sharedEnv.OPENAI_BASE_URL,
    ANTHROPIC_API_KEY: sharedEnv.ANTHROPIC_API_KEY,
    ANTHROPIC_BASE_URL: sharedEnv.ANTHROPIC_BASE_URL,
    AI_SIMULATED: sharedEnv.AI_SIMULATED,
    OPENAI_EMBEDDINGS_MODEL: sharedEnv.OPENAI_EMBEDDINGS_MODEL,
    CERTIFICATES: sharedEnv.CERTIFICATES,
    AWS_REGION: sharedEnv.AWS_REGION,
    ACM_ENDPOINT: sharedEnv.ACM_ENDPOINT,
    DNS_SERVERS: sharedEnv.DNS_SERVERS,
    CUSTOM_DOMAIN_CNAME_TARGET: sharedEnv.CUSTOM_DOMAIN_CNAME_TARGET,
    CUSTOM_DOMAIN_A_RECORDS: sharedEnv.CUSTOM_DOMAIN_A_RECORDS,
    STRIPE_SECRET_KEY: sharedEnv.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: sharedEnv.STRIPE_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: sharedEnv.STRIPE_PUBLISHABLE_KEY,
    STRIPE_API_BASE: sharedEnv.STRIPE_API_BASE,
    PAYMENTS_OFFLINE: sharedEnv.PAYMENTS_OFFLINE,
    LOG_LEVEL: sharedEnv.LOG_LEVEL,
    TRUST_PROXY: optional(trustProxy).default("loopback"),
    PRODUCTION_HOST: sharedEnv.PRODUCTION_HOST,
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
  /** Where uploaded files live: FILES_DIR, or the S3 bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** The AI providers (domain/src/integrations/ai.ts). */
  ai: AiConfig;
  /** The payment provider (domain/src/integrations/payments.ts); null: nothing is for sale. */
  payments: PaymentsConfig | null;
  /** How custom domains get certificates and are checked (domain/src/services/customDomains/settings.ts). */
  customDomains: CustomDomainsEnv;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  productionHost: string | undefined;
  staging: boolean;
}

/** Reads and validates the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(envSchema, env);
  const publicUrl = e.PUBLIC_URL;
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
    mailOutboxDir: e.MAIL_OUTBOX_DIR,
    storage: storageConfigOf(e),
    ai: aiConfigOf(e),
    payments: paymentsConfigOf(e),
    customDomains: {
      PUBLIC_URL: publicUrl,
      CERTIFICATES: e.CERTIFICATES,
      AWS_REGION: e.AWS_REGION,
      ACM_ENDPOINT: e.ACM_ENDPOINT,
      DNS_SERVERS: e.DNS_SERVERS,
      CUSTOM_DOMAIN_CNAME_TARGET: e.CUSTOM_DOMAIN_CNAME_TARGET,
      CUSTOM_DOMAIN_A_RECORDS: e.CUSTOM_DOMAIN_A_RECORDS,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    productionHost: e.PRODUCTION_HOST,
    staging: e.STAGING,
  };
}
