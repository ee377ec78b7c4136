// Used by server.mjs, outside Astro's bundle: Node runs it directly (type stripping), so
// this module imports nothing but Node's types.
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The largest request body the storefront reads. Its only bodies are sign-in, sign-up
 * and password forms of a few kB; the gateway (Caddyfile) caps storefront bodies at the
 * same size, this cap holds for anyone who reaches the process directly.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Methods whose body Astro never reads, so it is not buffered either. */
const BODILESS_METHODS = new Set(["GET", "HEAD"]);

/**
 * Collects a request body, or resolves undefined as soon as it grows past `limit`
 * bytes; from then on the rest is let through unread, never kept.
 */
export function readBodyUpTo(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (): void => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size > limit) {
        settle();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      settle();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      settle();
      reject(error);
    };
    const onClose = (): void => {
      settle();
      reject(new Error("The client closed the connection before sending the whole body"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

function refuseTooLarge(res: ServerResponse): void {
  // The unread rest of the body would otherwise keep the connection busy: close it.
  res.writeHead(413, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", connection: "close" });
  res.end("Request body too large.\n");
}

/**
 * Wraps the storefront's Node handler so no body over `limit` bytes reaches Astro: a
 * Content-Length over it is refused with 413 before a byte is read, and a body sent
 * without one (chunked) is cut off with 413 once it passes the limit. A body within the
 * limit is read here and handed to Astro as `req.body`, which its Node adapter takes
 * instead of reading the stream (as it does after an Express body parser).
 */
export function withBodyLimit(handler: NodeRequestHandler, limit: number = BODY_LIMIT_BYTES): NodeRequestHandler {
  return async (req, res) => {
    if (BODILESS_METHODS.has(req.method ?? "GET")) return handler(req, res);
    if (Number(req.headers["content-length"] ?? 0) > limit) return refuseTooLarge(res);
    let body: Buffer | undefined;
    try {
      body = await readBodyUpTo(req, limit);
    } catch {
      // The client went away mid-body: nobody is left to answer.
      res.destroy();
      return;
    }
    if (body === undefined) return refuseTooLarge(res);
    Object.assign(req, { body });
    return handler(req, res);
  };
}
