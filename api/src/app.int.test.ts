import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import request from "supertest";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createKnex } from "@storyloom/db";
import { createApp } from "./app.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import { createTestContext } from "./testing.ts";
import type { TestContext } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/health", () => {
  it("answers ok when PostgreSQL and Redis answer", async () => {
    const res = await request(ctx.app).get("/api/health").expect(200);
    expect(res.body).toEqual({ status: "ok", db: "ok", redis: "ok" });
  });

  it("answers 503 degraded naming what is down", async () => {
    // knex's pool reports the failed connection on the console; this test expects it.
    const quiet = [vi.spyOn(console, "log").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
    const logger = createLogger({ logLevel: "silent" });
    const knex = createKnex("postgres://postgres@127.0.0.1:5432/storyloom_no_such_database", { poolMax: 1 });
    const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    redis.on("error", () => {});
    const app = createApp({ config: ctx.config, knex, redis, jobs: ctx.jobs, pages: ctx.pages, logger });
    try {
      const res = await request(app).get("/api/health").expect(503);
      expect(res.body).toEqual({ status: "degraded", db: "down", redis: "down" });
    } finally {
      redis.disconnect();
      await knex.destroy();
      for (const spy of quiet) spy.mockRestore();
    }
  });
});

describe("request ids", () => {
  it("echoes an incoming x-request-id", async () => {
    const res = await request(ctx.app).get("/api/health").set("x-request-id", "gateway-123").expect(200);
    expect(res.headers["x-request-id"]).toBe("gateway-123");
  });

  it("generates one when absent or malformed", async () => {
    const res = await request(ctx.app).get("/api/health").expect(200);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await request(ctx.app).get("/api/health").set("x-request-id", "a b\tc").expect(200);
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("unknown routes", () => {
  it("answers 404 JSON", async () => {
    const res = await request(ctx.app).get("/api/v1/nothing-here").expect(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "No route for GET /api/v1/nothing-here." } });
    await request(ctx.app).post("/api/auth/nothing").send({}).expect(404);
  });
});

describe("malformed request paths", () => {
  it("answers a path that is not valid percent-encoding with 400, on public and signed-in routes alike", async () => {
    const res = await request(ctx.app).get("/api/auth/signin/%ZZ").expect(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: "The request path is not valid URL encoding." });
    await request(ctx.app).post("/api/auth/callback/%E0%A4").send({}).expect(400);
  });
});

describe("cross-site writes to product calls", () => {
  it("refuses a state-changing call a browser marks cross-site, and lets same-origin and server calls through", async () => {
    const body = { email: `cross.${Date.now()}@example.test`, password: "long-enough-password", name: "Cross" };

    const crossSite = await request(ctx.app).post("/api/v1/users").set("Sec-Fetch-Site", "cross-site").send(body).expect(403);
    expect(crossSite.body.error).toEqual({ code: "forbidden", message: "Requests from another site are not accepted." });
    await request(ctx.app).get("/api/v1/users/is-email-taken").query({ email: body.email }).set("Sec-Fetch-Site", "cross-site").expect(200);

    await request(ctx.app).post("/api/v1/users").set("Sec-Fetch-Site", "same-origin").send(body).expect(201);
    const taken = await request(ctx.app).get("/api/v1/users/is-email-taken").query({ email: body.email }).expect(200);
    expect(taken.body).toEqual({ isEmailTaken: true });
  });
});

describe("compressed request bodies", () => {
  const paths = ["/api/v1/users", "/api/v1/users/password-reset", "/api/auth/callback/credentials", "/api/auth/signout", "/api/auth/session", "/api/auth/_log"];

  it.each(["gzip", "deflate", "br"])("answers a body that is not valid %s with 400 on every route that takes a body", async (encoding) => {
    for (const path of paths) {
      const res = await request(ctx.app)
        .post(path)
        .set("Content-Type", "application/json")
        .set("Content-Encoding", encoding)
        .send(Buffer.from('{"not":"compressed"}'));
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.error).toEqual({ code: "validation_error", message: "The request body is not validly compressed for its Content-Encoding." });
    }
  });

  it("reads a validly compressed body", async () => {
    // Over a real socket: supertest re-encodes a Buffer body it is given.
    const server = ctx.app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/users`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-encoding": "gzip" },
        body: gzipSync(Buffer.from(JSON.stringify({ name: "Ann" }))),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        email: "This field is required.",
        password: "This field is required.",
      });
    } finally {
      server.close();
    }
  });
});
