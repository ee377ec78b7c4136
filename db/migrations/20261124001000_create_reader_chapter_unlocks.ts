import type { Knex } from "knex";
import { addId, addTimestamps, foreignId } from "../src/schemaHelpers.ts";

// A chapter a reader bought, by the chapter's id rather than its place: moving,
// inserting, deleting or unpublishing chapters never takes a purchase away nor
// opens a chapter that was not paid for (domain/src/services/readers/README.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("reader_chapter_unlocks", (t) => {
    addId(t);
    foreignId(t, "reader_book_id", "reader_books", "CASCADE").notNullable();
    foreignId(t, "chapter_id", "chapters", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.unique(["reader_book_id", "chapter_id"]);
    t.index(["chapter_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("reader_chapter_unlocks");
}
