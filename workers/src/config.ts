import { z } from "zod";
import { optional, readEnv, sharedEnv } from "@storyloom/domain/env.ts";

// The shared variables come from domain/src/env.ts, so the API and the workers
// always agree on the database, the Redis server and the key prefix BullMQ
// uses, and the workers send mail the way the API was configured to.
const WORKER_CONCURRENCY_RULE = "must be a whole number from 1 to 64";
const LOCK_RULE = "must be a whole number of milliseconds from 500 to 600000";
const RETRY_RULE = "must be a whole number of milliseconds from 0 to 600000";
const READER_MAIL_RULE = "must be a whole number of e-mails per minute from 1 to 1000000";
const schema = z.object({
  DATABASE_URL: sharedEnv.DATABASE_URL,
  REDIS_URL: sharedEnv.REDIS_URL,
  REDIS_PREFIX: sharedEnv.REDIS_PREFIX,
  SMTP_URL: sharedEnv.SMTP_URL,
  MAIL_FROM: sharedEnv.MAIL_FROM,
  MAIL_OUTBOX_DIR: sharedEnv.MAIL_OUTBOX_DIR,
  LOG_LEVEL: sharedEnv.LOG_LEVEL,
  OPENAI_API_KEY: sharedEnv.OPENAI_API_KEY,
  OPENAI_BASE_URL: sharedEnv.OPENAI_BASE_URL,
  ANTHROPIC_API_KEY: sharedEnv.ANTHROPIC_API_KEY,
  ANTHROPIC_BASE_URL: sharedEnv.ANTHROPIC_BASE_URL,
  AI_SIMULATED: sharedEnv.AI_SIMULATED,
  OPENAI_EMBEDDINGS_MODEL: sharedEnv.OPENAI_EMBEDDINGS_MODEL,
  // Custom domains: the checks need to know the platform and how certificates are obtained.
  PUBLIC_URL: sharedEnv.PUBLIC_URL,
  CERTIFICATES: sharedEnv.CERTIFICATES,
  AWS_REGION: sharedEnv.AWS_REGION,
  ACM_ENDPOINT: sharedEnv.ACM_ENDPOINT,
  DNS_SERVERS: sharedEnv.DNS_SERVERS,
  CUSTOM_DOMAIN_CNAME_TARGET: sharedEnv.CUSTOM_DOMAIN_CNAME_TARGET,
  CUSTOM_DOMAIN_A_RECORDS: sharedEnv.CUSTOM_DOMAIN_A_RECORDS,
  // Generated files (EPUBs) go where the API keeps uploads: the same directory or S3 bucket.
  FILES_DIR: sharedEnv.FILES_DIR,
  S3_BUCKET: sharedEnv.S3_BUCKET,
  S3_ENDPOINT: sharedEnv.S3_ENDPOINT,
  S3_REGION: sharedEnv.S3_REGION,
  S3_ACCESS_KEY_ID: sharedEnv.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: sharedEnv.S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: sharedEnv.S3_FORCE_PATH_STYLE,
  // How long a job's lock lasts without its worker renewing it (a killed worker's job is handed on after it), and how often stalled jobs are looked for.
  JOB_LOCK_MS: optional(z.coerce.number({ error: LOCK_RULE }).int(LOCK_RULE).min(500, LOCK_RULE).max(600_000, LOCK_RULE)).default(30_000),
  JOB_STALLED_CHECK_MS: optional(z.coerce.number({ error: LOCK_RULE }).int(LOCK_RULE).min(500, LOCK_RULE).max(600_000, LOCK_RULE)).default(30_000),
  // Tests shorten the AI jobs' retry backoff.
  AI_JOB_RETRY_BASE_MS: optional(z.coerce.number({ error: RETRY_RULE }).int(RETRY_RULE).min(0, RETRY_RULE).max(600_000, RETRY_RULE)).default(2_000),
  // E-mails to readers (campaigns) sent per minute at most: within what the mail provider allows.
  READER_MAIL_PER_MINUTE: optional(
    z.coerce.number({ error: READER_MAIL_RULE }).int(READER_MAIL_RULE).min(1, READER_MAIL_RULE).max(1_000_000, READER_MAIL_RULE),
  ).default(600),
  WORKER_CONCURRENCY: optional(
    z.coerce.number({ error: WORKER_CONCURRENCY_RULE }).int(WORKER_CONCURRENCY_RULE).min(1, WORKER_CONCURRENCY_RULE).max(64, WORKER_CONCURRENCY_RULE),
  ).default(4),
});

export type WorkersConfig = z.output<typeof schema>;

/** Reads the workers' environment once; throws ConfigError naming the first bad variable. */
export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  return readEnv(schema, env);
}
