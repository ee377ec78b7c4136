import { randomUUID } from "node:crypto";
import express from "express";
import { pinoHttp } from "pino-http";
import type { Redis } from "ioredis";
import type { Knex } from "@storyloom/db";
import type { Config } from "./config.ts";
import type { JobQueue } from "./jobs/enqueue.ts";
import { createLogger, redactUrl } from "./logger.ts";
import type { Logger } from "./logger.ts";
import { createAuthRouter } from "./auth/router.ts";
import { authenticate } from "./middlewares/authenticate.ts";
import { requireContentType } from "./middlewares/contentType.ts";
import { rejectCrossSiteWrites } from "./middlewares/crossSite.ts";
import { createErrorHandler, notFoundHandler } from "./middlewares/errorHandler.ts";
import { createFailureLimiter } from "./middlewares/rateLimit.ts";
import { createAdminRouter } from "./routes/admin/router.ts";
import { createHealthRouter } from "./routes/health/router.ts";
import { createInternalRouter } from "./routes/internal/router.ts";
import { createReadersRouter } from "./routes/readers/router.ts";
import { createUsersRouter } from "./routes/users/router.ts";

export interface AppDeps {
  config: Config;
  /** With the objection models bound to it (bindModels). */
  knex: Knex;
  redis: Redis;
  /** Where requests add background jobs (after their transaction commits); the API itself sends no mail. */
  jobs: JobQueue;
  logger?: Logger;
}

export const BODY_LIMIT = "100kb";
/** Password-reset requests per hour: per e-mail address, and per client address (a shared office or NAT asks for more). */
export const PASSWORD_RESET_LIMITS = { perAccount: 5, perAddress: 20 } as const;
/** Accounts one client address may create per hour, and e-mail availability checks per minute. */
export const SIGN_UP_LIMIT_PER_HOUR = 20;
export const EMAIL_CHECK_LIMIT_PER_MINUTE = 120;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The API as an Express app, without listening (main.ts and the tests do that). */
export function createApp(deps: AppDeps): express.Express {
  const { config, knex, redis, jobs } = deps;
  const logger = deps.logger ?? createLogger(config);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      // An id from the gateway is kept (one id across hops); a malformed one is replaced.
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      // One short line per request: who asked for what, and how it ended.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );
  app.use(express.json({ limit: BODY_LIMIT }));

  app.use("/api/health", createHealthRouter({ knex, redis }));
  app.use("/api", authenticate({ config, knex }));

  const signInLimiter = createFailureLimiter({
    redis,
    prefix: config.redisPrefix,
    name: "signin",
    limit: 5,
    windowSeconds: 60,
    message: "Too many sign-in attempts. Please wait a minute and try again.",
  });
  app.use("/api/auth", createAuthRouter({ config, knex, signInLimiter }));
  // Recovery mails are sent to whatever address is typed: without a limit the
  // call would mail anyone's inbox without end. Both keys count every request.
  const passwordResetLimiter = createFailureLimiter({
    redis,
    prefix: config.redisPrefix,
    name: "password-reset",
    limit: PASSWORD_RESET_LIMITS.perAccount,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests. Please wait an hour and try again.",
    limits: { address: PASSWORD_RESET_LIMITS.perAddress },
  });

  const signUpLimiter = createFailureLimiter({
    redis,
    prefix: config.redisPrefix,
    name: "sign-up",
    limit: SIGN_UP_LIMIT_PER_HOUR,
    windowSeconds: 60 * 60,
    message: "Too many accounts were created from this network. Please wait an hour and try again.",
  });
  const emailCheckLimiter = createFailureLimiter({
    redis,
    prefix: config.redisPrefix,
    name: "email-check",
    limit: EMAIL_CHECK_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    message: "Too many requests. Please wait a minute and try again.",
  });

  const v1 = express.Router();
  v1.use(rejectCrossSiteWrites);
  v1.use(requireContentType(["application/json"]));
  v1.use("/users", createUsersRouter({ config, knex, jobs, passwordResetLimiter, signUpLimiter, emailCheckLimiter }));
  v1.use("/admin", createAdminRouter({ config, knex }));
  v1.use("/readers", createReadersRouter({ knex }));
  app.use("/api/v1", v1);
  app.use("/api/internal", createInternalRouter({ config, knex }));

  app.use(notFoundHandler);
  app.use(createErrorHandler({ publicUrl: config.publicUrl }));
  return app;
}
