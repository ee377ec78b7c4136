import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { ADMIT_AFTER_RENDERS, createRenderCache } from "@storyloom/domain/services/publicPages/renderCacheStore.ts";
import type { RenderCache } from "./renderCache.ts";
import { answerFromRenderCache } from "./renderCacheServer.ts";

const SESSION_COOKIE = "storyloom.session-token";
const redisPrefix = testRedisPrefix();
let redis: Redis;
let cache: RenderCache;
let server: Server;
let base: string;

beforeAll(async () => {
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  await redis.ping();
  cache = createRenderCache({ redis, redisPrefix, buildId: "test" });
  // The storefront's front door as server.mjs has it, with a 404 standing in for Astro on a miss.
  server = createServer((req, res) => {
    void answerFromRenderCache(cache, SESSION_COOKIE, req, res).then((visit) => {
      if (visit) res.writeHead(404, { "x-visit": visit.visit.status }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  redis.disconnect();
});

/** Keeps a page for `path` on the host the requests below use, as renders would. */
async function keep(path: string, body: string): Promise<void> {
  const key = `http://books.test${path}`;
  for (let render = 1; render <= ADMIT_AFTER_RENDERS; render += 1) {
    const found = await cache.lookup(key);
    if (found.kind !== "miss") throw new Error(`expected a miss, got ${found.kind}`);
    const page = {
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["content-security-policy", "default-src 'none'"],
      ] as Array<[string, string]>,
      body: Buffer.from(body),
      sharedWithSignedIn: false,
    };
    await cache.store(key, found.clock, page, ["book:1"]);
  }
}

const ask = (path: string, init: RequestInit = {}, requestId?: string) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { "x-forwarded-host": "books.test", ...(requestId ? { "x-request-id": requestId } : {}), ...(init.headers as Record<string, string> | undefined) },
  });

describe("the storefront's answer from the render cache, before Astro", () => {
  it("answers a kept page with its own headers, the storefront's defaults, the hit mark and each request's own id", async () => {
    await keep("/book/lamp/1", "<p>kept</p>");
    const first = await ask("/book/lamp/1", {}, "first-request");
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("<p>kept</p>");
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(first.headers.get("x-render-cache")).toBe("hit");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("x-request-id")).toBe("first-request");
    // The headers are worked out once per page: a second answer carries its own request id, not the first's.
    const second = await ask("/book/lamp/1", {}, "second-request");
    expect(second.headers.get("x-request-id")).toBe("second-request");
    const unnamed = await ask("/book/lamp/1");
    expect(unnamed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a HEAD with the headers only", async () => {
    await keep("/book/lamp/2", "<p>kept</p>");
    const head = await ask("/book/lamp/2", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-render-cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("leaves a signed-in reader, a page not kept and a write to the pages", async () => {
    await keep("/book/lamp/3", "<p>kept</p>");
    expect((await ask("/book/lamp/3", { headers: { cookie: `${SESSION_COOKIE}=abc` } })).headers.get("x-visit")).toBe("miss");
    expect((await ask("/book/lamp/4")).headers.get("x-visit")).toBe("miss");
    expect((await ask("/book/lamp/3", { method: "POST" })).headers.get("x-visit")).toBe("bypass");
  });
});
