import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomDomain, createSeries } from "@storyloom/testkit/factories";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/internal/tls-ask", () => {
  it("needs a host name", async () => {
    expect((await request(ctx.app).get("/api/internal/tls-ask").expect(400)).body.error.fields).toEqual({ domain: "This field is required." });
    expect((await request(ctx.app).get("/api/internal/tls-ask?domain=a%20b").expect(400)).body.error.fields).toEqual({ domain: "Must be a host name." });
  });

  it.each([
    ["VALIDATED", 200],
    ["VALIDATION_PENDING", 404],
    ["VALIDATION_TIMED_OUT_AND_RETRYING", 404],
    ["VALIDATION_FAILED", 404],
    ["VALIDATION_TIMED_OUT", 404],
    [null, 404],
  ] as const)("answers a live domain whose certificate is %s with %i", async (certificateStatus, status) => {
    const domain = await createCustomDomain(ctx.db.knex, { name: `tls-${certificateStatus ?? "none"}-${Date.now()}.example.com`, certificateStatus });
    await request(ctx.app).get("/api/internal/tls-ask").query({ domain: domain.name }).expect(status);
  });

  it("answers 200 for a registered domain and 404 for unknown or deleted ones", async () => {
    const live = await createCustomDomain(ctx.db.knex, { name: `tls-${Date.now()}.example.test` });
    await request(ctx.app).get("/api/internal/tls-ask").query({ domain: live.name.toUpperCase() }).expect(200);
    const gone = await createCustomDomain(ctx.db.knex, { name: `tls-gone-${Date.now()}.example.test`, isDeleted: true });
    await request(ctx.app).get("/api/internal/tls-ask").query({ domain: gone.name }).expect(404);
    const res = await request(ctx.app).get("/api/internal/tls-ask").query({ domain: "unknown.example.test" }).expect(404);
    expect(res.body.error).toEqual({ code: "not_found", message: "No custom domain is registered under this name." });
  });
});

describe("GET /api/internal/sites/resolve", () => {
  it("needs a host", async () => {
    await request(ctx.app).get("/api/internal/sites/resolve").expect(400);
  });

  it.each(["localhost:8080", "localhost", "127.0.0.1:4000", "LOCALHOST"])("resolves %s to the platform", async (host) => {
    const res = await request(ctx.app).get("/api/internal/sites/resolve").query({ host }).expect(200);
    expect(res.body).toEqual({ kind: "platform" });
  });

  it("resolves PUBLIC_URL's host to the platform", async () => {
    const other = await createTestContext({ publicUrl: "https://storyloom.example" });
    try {
      const res = await request(other.app).get("/api/internal/sites/resolve").query({ host: "storyloom.example" }).expect(200);
      expect(res.body).toEqual({ kind: "platform" });
    } finally {
      await other.close();
    }
  });

  it("resolves custom domains to their book or series", async () => {
    const bookDomain = await createCustomDomain(ctx.db.knex, { name: `site-${Date.now()}.example.test` });
    const book = await request(ctx.app)
      .get("/api/internal/sites/resolve")
      .query({ host: `${bookDomain.name}:443` })
      .expect(200);
    expect(book.body).toEqual({ kind: "book", bookId: bookDomain.bookId });
    const series = await createSeries(ctx.db.knex);
    const seriesDomain = await createCustomDomain(ctx.db.knex, { name: `series-${Date.now()}.example.test`, seriesId: series.id });
    const res = await request(ctx.app).get("/api/internal/sites/resolve").query({ host: seriesDomain.name }).expect(200);
    expect(res.body).toEqual({ kind: "series", seriesId: series.id });
  });

  it("answers 404 for an unknown host", async () => {
    const res = await request(ctx.app).get("/api/internal/sites/resolve").query({ host: "nobody.example.test" }).expect(404);
    expect(res.body.error).toEqual({ code: "not_found", message: "No site is served on this host." });
  });
});
