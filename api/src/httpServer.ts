import { STATUS_CODES } from "node:http";
import type { Server } from "node:http";

const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: "bad_request", message: "The request is not valid HTTP." },
  408: { code: "request_timeout", message: "The request took too long to arrive." },
  431: { code: "request_header_too_large", message: "The request's URL or headers are too large." },
};

function statusOf(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/**
 * Answers requests Node's HTTP parser refuses before Express sees them (a URL
 * or headers over the size limit, malformed HTTP) in the API's error contract
 * instead of Node's empty answer.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    // A connection the client already dropped gets nothing.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusOf(error.code);
    const body = JSON.stringify({ error: CLIENT_ERRORS[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Caddy keeps idle connections to an upstream for 2 minutes (its reverse proxy's default). */
export const GATEWAY_IDLE_TIMEOUT_MS = 120_000;

/**
 * Keeps connections from the gateway open longer than the gateway keeps them
 * idle. Node closes an idle kept-alive connection after 5 s by default; a
 * request the gateway sends on it at that instant meets a reset, and the
 * gateway answers 502 without retrying a POST (the browser suite met it: a
 * reader's AI request after a 5-second pause). The storefront's server does
 * the same (storefront/server.mjs).
 */
export function outlastGatewayIdleConnections(server: Server): void {
  server.keepAliveTimeout = GATEWAY_IDLE_TIMEOUT_MS + 5_000;
  // Node wants the headers' time limit above the keep-alive one, or it closes a connection that is still sending them.
  server.headersTimeout = GATEWAY_IDLE_TIMEOUT_MS + 6_000;
}
