import pino from "pino";
import type { DestinationStream, Logger, LoggerOptions } from "pino";
import type { LogLevel } from "./env.ts";

export type { Logger };

/** The process logger (on standard output unless given another stream); cookies, tokens and passwords never reach the log. */
export function createLogger(config: { logLevel: LogLevel }, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password", "token", "*.token"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Query parameters that carry credentials in a URL (the `rt` redirect token and its key, reset tokens). */
const SECRET_QUERY_PARAMS = new Set(["rt", "token", "key"]);

function decodedName(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return encoded.toLowerCase();
  }
}

/**
 * A request URL as it may be logged: the values of credential-bearing query
 * parameters replaced. Names are compared decoded, as the query parser reads
 * them, so `?%72t=…` is redacted as surely as `?rt=…`.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = withoutHash.indexOf("?");
  if (queryAt === -1) return url;
  const pairs = withoutHash
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_PARAMS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${withoutHash.slice(0, queryAt + 1)}${pairs.join("&")}${hash}`;
}
