import { Queue, Worker } from "bullmq";
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import pino from "pino";
import { bindModels, createKnex } from "@storyloom/db";
import { jobPayloads, QUEUE_NAMES } from "@storyloom/api/jobs";
import type { JobName } from "@storyloom/api/jobs";
import { loadWorkersConfig } from "./config.ts";
import { schedules, queueOf } from "./queues.ts";
import { purgeExpiredSessions } from "./handlers/purgeExpiredSessions.ts";

let config;
try {
  config = loadWorkersConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const logger = pino({ level: config.LOG_LEVEL, base: { service: "workers" } });
const knex = createKnex(config.DATABASE_URL, { applicationName: "storyloom-workers" });
bindModels(knex);
// BullMQ needs maxRetriesPerRequest: null on the connections its workers block on.
const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const prefix = `${config.REDIS_PREFIX}bull`;

const handlers: { [N in JobName]: (payload: unknown) => Promise<unknown> } = {
  "maintenance.purgeExpiredSessions": async (payload) => {
    jobPayloads["maintenance.purgeExpiredSessions"].parse(payload);
    return purgeExpiredSessions(knex);
  },
};

const workers = QUEUE_NAMES.map(
  (queueName) =>
    new Worker(
      queueName,
      async (job: Job) => {
        const name = job.name as JobName;
        if (queueOf[name] !== queueName) throw new Error(`job ${job.name} does not belong to queue ${queueName}`);
        const result = await handlers[name](job.data);
        logger.info({ job: job.name, id: job.id, result }, "job completed");
        return result;
      },
      { connection, prefix, concurrency: config.WORKER_CONCURRENCY },
    ),
);
for (const worker of workers) {
  worker.on("failed", (job, error) => logger.error({ job: job?.name, id: job?.id, err: error }, "job failed"));
}

const queues = new Map(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix })]));
for (const schedule of schedules) {
  await queues.get(queueOf[schedule.name])?.upsertJobScheduler(schedule.name, { every: schedule.everyMs }, { name: schedule.name, data: {} });
}
logger.info({ queues: QUEUE_NAMES }, "workers ready");

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "stopping workers");
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.all([...queues.values()].map((queue) => queue.close()));
  await connection.quit();
  await knex.destroy();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
