import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS, optional, REPO_ROOT, urlWithProtocols } from "@storyloom/api/config";

// Defaults and rules match api/src/config.ts, so the API and the workers always
// agree on the database, the Redis server and the key prefix BullMQ uses, and
// the workers send mail the way the API was configured to.
const schema = z.object({
  DATABASE_URL: optional(urlWithProtocols(["postgres:", "postgresql:"], "postgres://")).default("postgres://postgres@127.0.0.1:5432/storyloom"),
  REDIS_URL: optional(urlWithProtocols(["redis:", "rediss:"], "redis://")).default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: optional(z.string().max(100, "must be at most 100 characters")).default("storyloom:"),
  SMTP_URL: optional(urlWithProtocols(["smtp:", "smtps:"], "smtp:// or smtps://")),
  MAIL_FROM: optional(z.string().min(3, "must be at least 3 characters")).default("Storyloom <no-reply@storyloom.local>"),
  // Relative to the repository root, not the working directory, as the API reads it.
  MAIL_OUTBOX_DIR: optional(z.string())
    .default(".data/outbox")
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: "must be a log level such as info" })).default("info"),
  WORKER_CONCURRENCY: optional(
    z.coerce.number({ error: "must be a whole number from 1 to 64" }).int("must be a whole number from 1 to 64").min(1, "must be a whole number from 1 to 64").max(64, "must be a whole number from 1 to 64"),
  ).default(4),
});

export type WorkersConfig = z.infer<typeof schema>;

/** Reads the workers' environment once; throws one line naming the first bad variable. */
export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".") || "environment"} ${issue?.message ?? "is invalid"}`);
  }
  return result.data;
}
