import { afterAll, beforeAll, describe, expect, it } from "vitest";
// testkit depends on @storyloom/db; importing it by path keeps the workspace free of a cycle.
import { useEmptyDatabase, useTestDatabase } from "../../testkit/src/db.ts";
import type { TestDatabase } from "../../testkit/src/db.ts";
import type { Knex } from "./knex.ts";
import { migrateDownAll, migrateLatest } from "./migrate.ts";
import { databaseEnums } from "./enums.ts";

async function listTables(knex: Knex): Promise<string[]> {
  // Single-word aliases: the snake_case mappers leave raw results' keys as they are.
  const { rows } = await knex.raw<{ rows: Array<{ name: string }> }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  return rows.map((r) => r.name);
}

async function listEnums(knex: Knex): Promise<Record<string, string[]>> {
  const { rows } = await knex.raw<{ rows: Array<{ typname: string; labels: string[] }> }>(`
    SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
    FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace
    JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE n.nspname = 'public'
    GROUP BY t.typname`);
  return Object.fromEntries(rows.map((r) => [r.typname, r.labels]));
}

const bookkeeping = ["knex_migrations", "knex_migrations_lock"];

describe("migrations", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useEmptyDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("run up from an empty database, down to empty, and up again", async () => {
    const ran = await migrateLatest(db.knex);
    expect(ran.length).toBeGreaterThan(0);

    const tables = await listTables(db.knex);
    for (const table of [
      "users",
      "sessions",
      "author_profiles",
      "reader_profiles",
      "books",
      "chapters",
      "reader_books",
      "payments",
      "jobs",
      "story_book_scenes",
      "custom_domains",
      "assistants",
      "newsletters",
      "outgoing_emails",
      "author_public_profiles",
    ]) {
      expect(tables).toContain(table);
    }

    const enums = await listEnums(db.knex);
    expect(enums.job_status).toEqual(["WATING", "ACTIVE", "COMPLETED", "FAILED", "CANCELED"]);
    // Every enumeration exported to TypeScript exists in the database with the same values, and no other.
    expect(enums).toEqual(Object.fromEntries(Object.entries(databaseEnums).map(([k, v]) => [k, [...v]])));

    const rolledBack = await migrateDownAll(db.knex);
    expect(rolledBack).toEqual([...ran].reverse());
    expect(await listTables(db.knex)).toEqual(bookkeeping);
    expect(await listEnums(db.knex)).toEqual({});
    const { rows: leftovers } = await db.knex.raw<{ rows: unknown[] }>(
      "SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')",
    );
    expect(leftovers).toEqual([]);

    expect(await migrateLatest(db.knex)).toEqual(ran);
    expect((await listTables(db.knex)).length).toBe(tables.length);
  });
});

describe("schema constraints", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("refuse the writes that would break a rule", async () => {
    const knex = db.knex;
    const [user] = await knex("users").insert({ email: "Rule@Example.test", password: "x" }).returning("id");
    await expect(knex("users").insert({ email: "rule@example.TEST", password: "y" })).rejects.toThrow(/users_email_lower_unique/);
    const [author] = await knex("author_profiles").insert({ userId: user.id }).returning("id");
    const [book] = await knex("books").insert({ title: "Rules", authorId: author.id }).returning("id");
    await knex("chapters").insert({ bookId: book.id, number: 1 });
    await expect(knex("chapters").insert({ bookId: book.id, number: 1 })).rejects.toThrow(/chapters_book_id_number_unique/);
    // Renumbering in one statement passes because the unique constraint is checked per statement.
    await knex("chapters").insert({ bookId: book.id, number: 2 });
    await knex("chapters")
      .where({ bookId: book.id })
      .update({ number: knex.raw("number + 1") });
    await expect(knex("books").insert({ title: "Bad", authorId: author.id, rating: 6 })).rejects.toThrow(/books_rating_check/);
    await expect(knex("jobs").insert({ type: "BOOK_AI_GENERATE_BY_NOTES", status: "WAITING", authorId: author.id, bookId: book.id })).rejects.toThrow(
      /invalid input value for enum job_status/,
    );
    await knex("custom_domains").insert({ name: "Read.Example.test", bookId: book.id, isDeleted: true });
    await knex("custom_domains").insert({ name: "read.example.test", bookId: book.id, ownershipVerifiedAt: new Date() });
    // Pending claims on a verified name are allowed (they never block the owner); a second verified one is not.
    await knex("custom_domains").insert({ name: "READ.example.test", bookId: book.id });
    await expect(knex("custom_domains").insert({ name: "READ.example.test", bookId: book.id, ownershipVerifiedAt: new Date() })).rejects.toThrow(
      /custom_domains_verified_name_unique/,
    );
    await expect(knex("custom_domains").insert({ name: "nowhere.example.test" })).rejects.toThrow(/custom_domains_target_check/);
  });
});
