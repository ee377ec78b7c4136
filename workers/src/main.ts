import { Redis } from "ioredis";
import pino from "pino";
import { bindModels, createKnex } from "@storyloom/db";
import { createJobQueue, QUEUE_NAMES } from "@storyloom/domain/jobs/index.ts";
import { aiConfigOf, createAiClients } from "@storyloom/domain/integrations/ai.ts";
import { createMailer } from "@storyloom/domain/integrations/mail.ts";
import { createStorage, storageConfigOf } from "@storyloom/domain/integrations/storage.ts";
import { createCancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import { createCustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import { createPublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { loadWorkersConfig } from "./config.ts";
import { schedules, queueOf } from "./queues.ts";
import { createHandlers, startWorkers } from "./workers.ts";

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
// Named after the prefix, so an operator (or a test) can tell this process's connections apart.
const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, connectionName: `storyloom-workers:${config.REDIS_PREFIX}` });
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.MAIL_OUTBOX_DIR, logger });
// The producer side: job schedulers, and handlers that add jobs (mail.requeuePending).
const jobs = createJobQueue({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, logger });

// Scheduled publications invalidate the storefront's cached pages, under the same REDIS_PREFIX.
const pages = createPublicPageCache({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, logger });

// The AI jobs: the providers' SDKs, and the channel on which the API says a job was cancelled.
const ai = createAiClients(aiConfigOf(config));
const cancellations = createCancelWatcher({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, logger });

const customDomains = createCustomDomainsDeps(config);

// EPUBs are built here and stored where the API serves files from.
const storage = createStorage(storageConfigOf(config));

const handlers = createHandlers({
  knex,
  mailer,
  jobs,
  pages,
  ai,
  cancellations,
  logger,
  aiJobRetryBaseMs: config.AI_JOB_RETRY_BASE_MS,
  customDomains,
  storage,
  publicUrl: config.PUBLIC_URL,
});
const workers = startWorkers({
  connection,
  redisPrefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  handlers,
  logger,
  lockMs: config.JOB_LOCK_MS,
  stalledCheckMs: config.JOB_STALLED_CHECK_MS,
  readerMailPerMinute: config.READER_MAIL_PER_MINUTE,
});

async function upsertSchedules(): Promise<void> {
  for (const schedule of schedules) {
    await jobs.queue(queueOf[schedule.name]).upsertJobScheduler(schedule.name, { every: schedule.everyMs }, { name: schedule.name, data: {} });
  }
}
await upsertSchedules();
// A Redis restarted without persistence has forgotten the job schedulers (and any delayed
// job): put the schedulers back whenever the connection comes back, so the
// publishing.publishDue sweep publishes what was scheduled (docs/decisions/books-and-publishing.md, Jobs).
connection.on("ready", () => {
  upsertSchedules().catch((error: unknown) => logger.error({ err: error }, "could not restore the job schedulers"));
});
logger.info({ queues: QUEUE_NAMES, mail: config.SMTP_URL ? "smtp" : { outbox: config.MAIL_OUTBOX_DIR } }, "workers ready");

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "stopping workers");
  await Promise.all(workers.map((worker) => worker.close()));
  await jobs.close();
  await cancellations.close();
  await pages.close();
  await connection.quit();
  mailer.close();
  await knex.destroy();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
