import { z } from "zod";
import { optional, readEnv, sharedEnv } from "@storyloom/domain/env.ts";

// The shared variables come from domain/src/env.ts, so the API and the workers
// always agree on the database, the Redis server and the key prefix BullMQ
// uses, and the workers send mail the way the API was configured to.
const WORKER_CONCURRENCY_RULE = "must be a whole number from 1 to 64";
const schema = z.object({
  DATABASE_URL: sharedEnv.DATABASE_URL,
  REDIS_URL: sharedEnv.REDIS_URL,
  REDIS_PREFIX: sharedEnv.REDIS_PREFIX,
  SMTP_URL: sharedEnv.SMTP_URL,
  MAIL_FROM: sharedEnv.MAIL_FROM,
  MAIL_OUTBOX_DIR: sharedEnv.MAIL_OUTBOX_DIR,
  LOG_LEVEL: sharedEnv.LOG_LEVEL,
  WORKER_CONCURRENCY: optional(
    z.coerce.number({ error: WORKER_CONCURRENCY_RULE }).int(WORKER_CONCURRENCY_RULE).min(1, WORKER_CONCURRENCY_RULE).max(64, WORKER_CONCURRENCY_RULE),
  ).default(4),
});

export type WorkersConfig = z.output<typeof schema>;

/** Reads the workers' environment once; throws ConfigError naming the first bad variable. */
export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  return readEnv(schema, env);
}
