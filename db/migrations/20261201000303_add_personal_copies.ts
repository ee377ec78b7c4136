import type { Knex } from "knex";

// Readers' personal EPUB copies are a cache in storage, one per reader, book
// file and holding (domain/src/services/epubs/readerEpubCopy.ts). Each copy is
// recorded here when it is served, so the workers' epubs.sweepCopies can
// delete those nobody asked for in 30 days and those made from a file the
// author has since replaced (domain/src/services/epubs/personalCopies.ts).
// No foreign keys: a row must outlive its book or reader until its file is gone.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("personal_copies", (t) => {
    t.text("storage_key").primary();
    t.integer("book_id").notNullable();
    t.integer("reader_id").notNullable();
    t.text("source_key").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("last_served_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["last_served_at"]);
    t.index(["book_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("personal_copies");
}
