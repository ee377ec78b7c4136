import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { SESSION_MAX_AGE_MS } from "@storyloom/domain/auth/sessions.ts";
import { purgeExpiredSessions } from "./purgeExpiredSessions.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("purgeExpiredSessions", () => {
  it("deletes expired sessions and spent reset tokens, keeps live ones, and is idempotent", async () => {
    const [user] = await db.knex("users").insert({ email: "purge@example.test", password: "x" }).returning("id");
    const userId = (user as { id: number }).id;
    const hour = 60 * 60 * 1000;
    const now = new Date();
    await db.knex("sessions").insert([
      { id: "expired", userId, expiresAt: new Date(now.getTime() - hour) },
      { id: "live", userId, expiresAt: new Date(now.getTime() + hour) },
      { id: "past-cap", userId, expiresAt: new Date(now.getTime() + hour), createdAt: new Date(now.getTime() - SESSION_MAX_AGE_MS - hour) },
    ]);
    await db.knex("passwordResetTokens").insert([
      { userId, tokenHash: "old", expiresAt: new Date(now.getTime() - hour) },
      { userId, tokenHash: "used", expiresAt: new Date(now.getTime() + hour), usedAt: now },
      { userId, tokenHash: "fresh", expiresAt: new Date(now.getTime() + hour) },
    ]);

    expect(await purgeExpiredSessions(db.knex, now)).toEqual({ sessions: 2, resetTokens: 2 });
    expect((await db.knex("sessions").select("id")).map((row: { id: string }) => row.id)).toEqual(["live"]);
    const tokens = await db.knex("passwordResetTokens").select("tokenHash");
    expect(tokens.map((row: { tokenHash: string }) => row.tokenHash)).toEqual(["fresh"]);
    expect(await purgeExpiredSessions(db.knex, now)).toEqual({ sessions: 0, resetTokens: 0 });
  });
});
