import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "@storyloom/domain/auth/sessions.ts";
import { purgeExpiredSessions } from "./purgeExpiredSessions.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("purgeExpiredSessions", () => {
  it("deletes expired sessions, spent reset tokens and custom domains' spent grant codes, keeps live ones, and is idempotent", async () => {
    const [user] = await db.knex("users").insert({ email: "purge@example.test", password: "x" }).returning("id");
    const userId = (user as { id: number }).id;
    const hour = 60 * 60 * 1000;
    const now = new Date();
    await db.knex("sessions").insert([
      { id: "expired", userId, expiresAt: new Date(now.getTime() - hour) },
      { id: "live", userId, expiresAt: new Date(now.getTime() + hour) },
      { id: "past-cap", userId, expiresAt: new Date(now.getTime() + hour), createdAt: new Date(now.getTime() - SESSION_MAX_AGE_MS - hour) },
      // A custom domain's session lives 30 days at most, a platform session 90.
      {
        id: "site-past-cap",
        userId,
        host: "book.example.com",
        parentSessionId: "live",
        expiresAt: new Date(now.getTime() + hour),
        createdAt: new Date(now.getTime() - SESSION_TTL_MS - hour),
      },
      { id: "site-live", userId, host: "book.example.com", parentSessionId: "live", expiresAt: new Date(now.getTime() + hour) },
    ]);
    const grant = (codeHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      codeHash,
      userId,
      sessionId: "live",
      host: "book.example.com",
      redirectTo: "https://book.example.com/",
      codeChallenge: "c".repeat(43),
      expiresAt,
      usedAt,
    });
    await db
      .knex("siteGrants")
      .insert([
        grant("expired-code", new Date(now.getTime() - 1)),
        grant("used-code", new Date(now.getTime() + 60_000), now),
        grant("waiting-code", new Date(now.getTime() + 60_000)),
      ]);
    await db.knex("passwordResetTokens").insert([
      { userId, tokenHash: "old", expiresAt: new Date(now.getTime() - hour) },
      { userId, tokenHash: "used", expiresAt: new Date(now.getTime() + hour), usedAt: now },
      { userId, tokenHash: "fresh", expiresAt: new Date(now.getTime() + hour) },
    ]);

    expect(await purgeExpiredSessions(db.knex, now)).toEqual({ sessions: 3, resetTokens: 2, siteGrants: 2 });
    expect((await db.knex("sessions").select("id").orderBy("id")).map((row: { id: string }) => row.id)).toEqual(["live", "site-live"]);
    expect((await db.knex("siteGrants").select("codeHash")).map((row: { codeHash: string }) => row.codeHash)).toEqual(["waiting-code"]);
    const tokens = await db.knex("passwordResetTokens").select("tokenHash");
    expect(tokens.map((row: { tokenHash: string }) => row.tokenHash)).toEqual(["fresh"]);
    expect(await purgeExpiredSessions(db.knex, now)).toEqual({ sessions: 0, resetTokens: 0, siteGrants: 0 });
  });
});
