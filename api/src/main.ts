import { Redis } from "ioredis";
import { bindModels, createKnex } from "@storyloom/db";
import { createApp } from "./app.ts";
import { answerClientErrors, outlastGatewayIdleConnections } from "./httpServer.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { Config } from "./config.ts";
import { createJobQueue } from "@storyloom/domain/jobs/enqueue.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import { createPublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config);
const knex = createKnex(config.databaseUrl, { applicationName: "storyloom-api" });
bindModels(knex);
const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
redis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
// Mail and other slow work go to the workers through these queues.
const jobs = createJobQueue({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, logger });

// The storefront's render cache, under the same REDIS_PREFIX the storefront uses.
const pages = createPublicPageCache({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, logger });

const app = createApp({ config, knex, redis, jobs, pages, logger });
const server = app.listen(config.apiPort, config.apiHost, (error?: Error) => {
  if (error) {
    logger.fatal({ err: error }, "could not listen");
    process.exit(1);
  }
  // The port the system gave when API_PORT=0.
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : config.apiPort;
  logger.info({ url: `http://${config.apiHost}:${port}`, publicUrl: config.publicUrl }, "api listening");
});

// Requests Node refuses before Express sees them still get an answer in the error contract.
answerClientErrors(server);
outlastGatewayIdleConnections(server);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // A request still open after 10 s must not keep the process alive.
  const force = setTimeout(() => {
    logger.error("shutdown timed out");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // After the server: the last requests' jobs are added once their transactions commit.
  await jobs.close().catch((error: unknown) => logger.error({ err: error }, "could not close the job queues"));
  await pages.close().catch((error: unknown) => logger.error({ err: error }, "could not close the public page cache"));
  await Promise.allSettled([knex.destroy(), redis.quit()]);
  clearTimeout(force);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
