import { createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBodyLimit } from "./requestBodyLimit.ts";

const LIMIT = 1024;

/** What reached the wrapped handler: the bodies it was given, by request. */
const handled: Array<{ method: string | undefined; body: unknown }> = [];
let server: Server;
let port: number;

beforeAll(async () => {
  const handler = withBodyLimit((req, res) => {
    const body: unknown = Reflect.get(req, "body");
    handled.push({ method: req.method, body });
    res.end(Buffer.isBuffer(body) ? `read ${body.byteLength}` : "no body");
  }, LIMIT);
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Answer {
  status: number;
  text: string;
  /** How many body bytes the client had written when the answer came. */
  sent: number;
}

/**
 * Sends a POST whose body is written in 512-byte chunks, up to `total` bytes, and
 * stops writing as soon as an answer arrives (as a browser does when refused early).
 */
function post(total: number, headers: Record<string, string | number>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/auth/login", headers }, (res: IncomingMessage) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, sent }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const writeMore = (): void => {
      if (answered || sent >= total) {
        req.end();
        return;
      }
      const size = Math.min(512, total - sent);
      sent += size;
      req.write(Buffer.alloc(size, 0x61), () => setTimeout(writeMore, 2));
    };
    writeMore();
  });
}

describe("withBodyLimit", () => {
  it("hands a body within the limit to the handler, read once", async () => {
    handled.length = 0;
    const answer = await post(LIMIT, { "content-type": "application/x-www-form-urlencoded", "content-length": LIMIT });
    expect(answer).toMatchObject({ status: 200, text: `read ${LIMIT}` });
    expect(handled).toHaveLength(1);
  });

  it("refuses a declared Content-Length over the limit with 413 before reading the body (finding 5)", async () => {
    handled.length = 0;
    const total = 20 * 1024 * 1024;
    const answer = await post(total, { "content-type": "application/x-www-form-urlencoded", "content-length": total });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(total);
    expect(handled).toEqual([]);
  });

  it("cuts off a chunked body once it grows past the limit, with 413 (finding 5)", async () => {
    handled.length = 0;
    const total = 20 * 1024 * 1024;
    const answer = await post(total, { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(total);
    expect(handled).toEqual([]);
  });

  it("passes GET requests through without touching their stream", async () => {
    handled.length = 0;
    const text = await new Promise<string>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path: "/read" }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
    expect(text).toBe("no body");
  });
});
