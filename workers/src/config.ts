import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z.url().default("postgres://postgres@127.0.0.1:5432/storyloom"),
  REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: z.string().min(1).default("storyloom:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export type WorkersConfig = z.infer<typeof schema>;

/** Reads the workers' environment once; throws naming the first bad variable. */
export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return result.data;
}
