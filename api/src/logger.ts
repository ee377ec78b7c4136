import pino from "pino";
import type { Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** The process logger; cookies, tokens and passwords never reach the log. */
export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "token",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}
