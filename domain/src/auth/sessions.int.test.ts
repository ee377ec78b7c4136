import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createUser } from "@storyloom/testkit/factories";
import { createSession, validateSessionToken } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("validateSessionToken", () => {
  it("answers lookups made together with one query, each with its own session and its own time", async () => {
    const reader = await createUser(db.knex);
    const admin = await createUser(db.knex, { admin: { expiresAt: new Date(Date.now() + HOUR) } });
    const readerSession = await createSession(db.knex, { userId: reader.user.id });
    const adminSession = await createSession(db.knex, { userId: admin.user.id });
    const queries: string[] = [];
    const countQuery = (query: { sql: string }): void => {
      queries.push(query.sql);
    };
    db.knex.on("query", countQuery);
    try {
      // Five lookups: the statement for eight, with three padding rows.
      const [asReader, asReaderAgain, asAdmin, asAdminLater, unknown] = await Promise.all([
        validateSessionToken(db.knex, readerSession.token),
        validateSessionToken(db.knex, readerSession.token),
        validateSessionToken(db.knex, adminSession.token),
        // Two hours on, the admin's permission has expired: same session, no ADMIN.
        validateSessionToken(db.knex, adminSession.token, new Date(Date.now() + 2 * HOUR)),
        validateSessionToken(db.knex, "a".repeat(39)),
      ]);
      expect(queries).toHaveLength(1);
      expect(asReader?.actor).toMatchObject({ userId: reader.user.id, readerId: reader.readerProfile.id, permissions: [] });
      expect(asReaderAgain?.session.id).toBe(readerSession.session.id);
      expect(asAdmin?.actor).toMatchObject({ userId: admin.user.id, permissions: ["ADMIN"] });
      expect(asAdminLater?.actor).toMatchObject({ userId: admin.user.id, permissions: [] });
      expect(unknown).toBeNull();
    } finally {
      db.knex.off("query", countQuery);
    }
  });
});
