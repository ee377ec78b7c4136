import type { Knex } from "knex";
import { addId, foreignId } from "../src/schemaHelpers.ts";

/**
 * The book assistant's retrieval index (domain/src/services/assistant/README.md):
 * each chapter's text cut into passages of a few paragraphs, searched with
 * PostgreSQL's full-text search (no extension needed), and per chapter the
 * hash of the text last indexed, so a sync re-indexes only what changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("book_passages", (t) => {
    addId(t);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    foreignId(t, "chapter_id", "chapters", "CASCADE").notNullable();
    // The passage's place in its chapter, from 1.
    t.integer("position").notNullable();
    // The paragraph of the chapter it starts at, from 1, to link into the editor.
    t.integer("first_paragraph").notNullable();
    t.text("content").notNullable();
    t.unique(["chapter_id", "position"]);
    t.index(["book_id"]);
  });
  await knex.raw("ALTER TABLE book_passages ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED");
  await knex.raw("CREATE INDEX book_passages_search_index ON book_passages USING gin (search)");
  await knex.schema.createTable("chapter_index_states", (t) => {
    foreignId(t, "chapter_id", "chapters", "CASCADE").primary();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    t.text("content_hash").notNullable();
    t.timestamp("indexed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["book_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("chapter_index_states");
  await knex.schema.dropTableIfExists("book_passages");
}
