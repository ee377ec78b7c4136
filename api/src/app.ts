import express from "express";
import type { Redis } from "ioredis";
import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/enqueue.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import type { Logger } from "@storyloom/domain/logger.ts";
import { createRateLimiters } from "@storyloom/domain/rateLimit.ts";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { createAiClients } from "@storyloom/domain/integrations/ai.ts";
import { createPayments } from "@storyloom/domain/integrations/payments.ts";
import { createCustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import type { Config } from "./config.ts";
import { authenticate } from "./middlewares/authenticate.ts";
import { createErrorHandler, notFoundHandler } from "./middlewares/errorHandler.ts";
import { logRequests } from "./middlewares/requestLog.ts";
import { setApiResponseHeaders } from "./middlewares/responseHeaders.ts";
import { routes as allRoutes } from "./routes/index.ts";
import type { Route } from "./routes/defineRoute.ts";
import { mountRoutes } from "./routes/mount.ts";

export interface AppDeps {
  config: Config;
  /** With the objection models bound to it (bindModels). */
  knex: Knex;
  redis: Redis;
  /** Where requests add background jobs (after their transaction commits); the API itself sends no mail. */
  jobs: JobQueue;
  /** The storefront's render cache, invalidated by services that change public pages. */
  pages: PublicPageCache;
  logger?: Logger;
  /** The routes to mount; every route of routes/index.ts unless a test narrows them. */
  routes?: readonly Route[];
}

/** The API as an Express app, without listening (main.ts and the tests do that). */
export function createApp(deps: AppDeps): express.Express {
  const { config, knex, redis, jobs, pages } = deps;
  const logger = deps.logger ?? createLogger(config);
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("trust proxy", config.trustProxy);

  app.use(logRequests(logger));
  app.use(setApiResponseHeaders);
  app.use("/api", authenticate({ config, knex }));
  mountRoutes(app, deps.routes ?? allRoutes, {
    config,
    knex,
    redis,
    jobs,
    pages,
    logger,
    limiters: createRateLimiters(redis, config.redisPrefix),
    storage: createStorage(config.storage),
    ai: createAiClients(config.ai),
    payments: createPayments(config.payments),
    customDomains: createCustomDomainsDeps(config.customDomains),
  });

  app.use(notFoundHandler);
  app.use(createErrorHandler({ publicUrl: config.publicUrl }));
  return app;
}
