import pino from "pino";
import type { Logger } from "pino";
import type { LogLevel } from "./env.ts";

export type { Logger };

/** The process logger; cookies, tokens and passwords never reach the log. */
export function createLogger(config: { logLevel: LogLevel }): Logger {
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

/** Query parameters that carry credentials in a URL (the `rt` redirect token, reset tokens). */
const SECRET_QUERY_PARAMS = /([?&](?:rt|token)=)[^&#]*/gi;

/** A request URL as it may be logged: credential-bearing query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, "$1[redacted]");
}
