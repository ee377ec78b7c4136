import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS, createSession, deleteUserSessions, validateSessionToken } from "@storyloom/domain/auth/sessions.ts";
import { setCookieLine } from "./testing.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("sessions", () => {
  it("stores only sha256(token) and a 30-day expiry", async () => {
    const { user } = await createUser(ctx.db.knex);
    const now = new Date();
    const { token, session } = await createSession(ctx.db.knex, { userId: user.id, now });
    expect(token).toMatch(/^[a-z2-7]{39}$/); // 24 random bytes in base32
    expect(session.id).toBe(sha256Hex(token));
    expect(session.expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS);
  });

  it("leaves expiry alone while 15 days or more remain", async () => {
    const { user } = await createUser(ctx.db.knex);
    const start = new Date();
    const { token, session } = await createSession(ctx.db.knex, { userId: user.id, now: start });
    const result = await validateSessionToken(ctx.db.knex, token, new Date(start.getTime() + 10 * DAY));
    expect(result?.renewed).toBe(false);
    expect(result?.session.expiresAt.getTime()).toBe(session.expiresAt.getTime());
  });

  it("slides expiry to now + 30 days once fewer than 15 days remain", async () => {
    const { user } = await createUser(ctx.db.knex);
    const start = new Date();
    const { token } = await createSession(ctx.db.knex, { userId: user.id, now: start });
    const later = new Date(start.getTime() + 20 * DAY);
    const result = await validateSessionToken(ctx.db.knex, token, later);
    expect(result?.renewed).toBe(true);
    expect(result?.session.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    const row = await Session.query(ctx.db.knex).findById(sha256Hex(token));
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
  });

  it("never renews past 90 days from sign-in, and ends the session there", async () => {
    const { user } = await createUser(ctx.db.knex);
    const { token, session } = await createSession(ctx.db.knex, { userId: user.id });
    const createdAt = session.createdAt.getTime();
    const day80 = new Date(createdAt + 80 * DAY);
    await Session.query(ctx.db.knex)
      .patch({ expiresAt: new Date(createdAt + 81 * DAY) })
      .where({ id: session.id });
    const renewed = await validateSessionToken(ctx.db.knex, token, day80);
    expect(renewed?.session.expiresAt.getTime()).toBe(createdAt + SESSION_MAX_AGE_MS);
    expect(await validateSessionToken(ctx.db.knex, token, new Date(createdAt + SESSION_MAX_AGE_MS))).toBeNull();
    expect(await Session.query(ctx.db.knex).findById(session.id)).toBeUndefined();
  });

  it("deletes an expired session when it is presented", async () => {
    const { user } = await createUser(ctx.db.knex);
    const start = new Date();
    const { token, session } = await createSession(ctx.db.knex, { userId: user.id, now: start });
    expect(await validateSessionToken(ctx.db.knex, token, new Date(start.getTime() + SESSION_TTL_MS))).toBeNull();
    expect(await Session.query(ctx.db.knex).findById(session.id)).toBeUndefined();
  });

  it("refuses malformed tokens without a query", async () => {
    expect(await validateSessionToken(ctx.db.knex, "not a token!")).toBeNull();
    expect(await validateSessionToken(ctx.db.knex, "")).toBeNull();
  });

  it("deleteUserSessions ends every session of that user only", async () => {
    const { user } = await createUser(ctx.db.knex);
    const { user: other } = await createUser(ctx.db.knex);
    const a = await createSession(ctx.db.knex, { userId: user.id });
    const b = await createSession(ctx.db.knex, { userId: user.id });
    const c = await createSession(ctx.db.knex, { userId: other.id });
    expect(await deleteUserSessions(ctx.db.knex, user.id)).toBe(2);
    expect(await validateSessionToken(ctx.db.knex, a.token)).toBeNull();
    expect(await validateSessionToken(ctx.db.knex, b.token)).toBeNull();
    expect(await validateSessionToken(ctx.db.knex, c.token)).not.toBeNull();
  });

  it("re-sends the cookie with the new expiry when a request renews the session", async () => {
    const { user } = await createUser(ctx.db.knex);
    const { token, session } = await createSession(ctx.db.knex, { userId: user.id });
    await Session.query(ctx.db.knex)
      .patch({ expiresAt: new Date(Date.now() + 2 * DAY) })
      .where({ id: session.id });
    const res = await request(ctx.app).get("/api/auth/session").set("Cookie", `storyloom.session-token=${token}`).expect(200);
    const expires = new Date(res.body.expires as string).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 29 * DAY);
    const line = setCookieLine(res, "storyloom.session-token") ?? "";
    expect(line).toContain(`storyloom.session-token=${token}`);
    expect(new Date(/Expires=([^;]+)/.exec(line)?.[1] ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});
