import { afterAll, beforeAll, describe, expect, it } from "vitest";
// testkit depends on @storyloom/db; importing it by path keeps the workspace free of a cycle.
import { useTestDatabase } from "../../testkit/src/db.ts";
import type { TestDatabase } from "../../testkit/src/db.ts";
import pg from "pg";
import type { Knex } from "./knex.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await useTestDatabase();
});

afterAll(async () => {
  await db.close();
});

/** A schema change made past this process's knex, as a deploy's migration in another process makes it. */
async function changeElsewhere(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The statements prepared on the connection a transaction holds. */
async function preparedOn(trx: Knex.Transaction): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: Array<{ statement: string }> }>("SELECT statement FROM pg_prepared_statements ORDER BY prepare_time");
  return rows.map((row) => row.statement);
}

describe("repeated statements are prepared once per connection (db/src/knex.ts)", () => {
  it("prepares a statement with bindings under a name made from its text, and runs it again by that name", async () => {
    await db.knex.transaction(async (trx) => {
      const first = await trx("genres").where({ id: 1 }).first("id");
      const again = await trx("genres").where({ id: 2 }).first("id");
      expect([first?.id, again?.id]).toEqual([1, 2]);
      const prepared = await preparedOn(trx);
      expect(prepared.filter((statement) => statement.startsWith('select "id" from "genres"'))).toHaveLength(1);
    });
  });

  it("leaves a statement without bindings, and several statements in one text, unprepared", async () => {
    await db.knex.transaction(async (trx) => {
      await trx.raw("SELECT 1 AS one; SELECT 2 AS two");
      await trx("genres").count({ count: "*" });
      expect((await preparedOn(trx)).filter((statement) => statement.includes("count(") || statement.includes("AS one"))).toEqual([]);
    });
  });

  it("keeps answering when another process changed a table's columns after its statement was prepared (a deploy's migration)", async () => {
    await db.knex.schema.createTable("prepared_probe", (table) => {
      table.increments("id");
      table.text("name");
    });
    await db.knex.transaction(async (trx) => {
      await trx("prepared_probe").insert({ name: "first" });
      expect(await trx("prepared_probe").where({ name: "first" }).select("*")).toEqual([{ id: 1, name: "first" }]);
    });
    await changeElsewhere("ALTER TABLE prepared_probe ADD COLUMN extra text DEFAULT 'x'");
    expect(await db.knex("prepared_probe").where({ name: "first" }).select("*")).toEqual([{ id: 1, name: "first", extra: "x" }]);
    expect(await db.knex("prepared_probe").where({ name: "first" }).select("*")).toEqual([{ id: 1, name: "first", extra: "x" }]);
    await db.knex.schema.dropTable("prepared_probe");
  });

  it("keeps answering when a type its statement names was dropped and made again, in this process (migrating down and up) or in another", async () => {
    const create = "CREATE TYPE prepared_mood AS ENUM ('calm', 'stormy'); CREATE TABLE prepared_moods (id serial PRIMARY KEY, mood prepared_mood NOT NULL)";
    const drop = "DROP TABLE prepared_moods; DROP TYPE prepared_mood";
    await db.knex.raw(create);
    const insert = (mood: string) => db.knex("prepared_moods").insert({ mood }).returning("mood");
    expect(await insert("calm")).toEqual([{ mood: "calm" }]);
    await db.knex.raw(drop);
    await db.knex.raw(create);
    expect(await insert("stormy")).toEqual([{ mood: "stormy" }]);
    await changeElsewhere(`${drop}; ${create}`);
    expect(await insert("calm")).toEqual([{ mood: "calm" }]);
    expect(await insert("stormy")).toEqual([{ mood: "stormy" }]);
    await db.knex.raw("DROP TABLE prepared_moods; DROP TYPE prepared_mood");
  });
});
