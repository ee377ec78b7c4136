import type { Knex } from "knex";
import { addId, addTimestamps, foreignId } from "../src/schemaHelpers.ts";

// A book's EPUB as the author sees it (domain/src/services/epubs/README.md):
// the current file (the FileRecord whose s3_key is books.epub_file_key) with
// where it came from and its size, and the state of the latest build request.
// `request_number` goes up with every Generate: the worker builds only the
// latest request, so a job delivered twice or overtaken does nothing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("book_epubs", (t) => {
    addId(t);
    foreignId(t, "book_id", "books", "CASCADE").notNullable().unique();
    t.text("build_status").notNullable().defaultTo("NONE");
    t.integer("request_number").notNullable().defaultTo(0);
    t.timestamp("requested_at", { useTz: true });
    t.timestamp("finished_at", { useTz: true });
    t.text("error");
    foreignId(t, "file_record_id", "file_records", "SET NULL");
    t.text("source");
    t.integer("byte_size");
    addTimestamps(knex, t);
    t.check("build_status in ('NONE', 'BUILDING', 'READY', 'FAILED')", [], "book_epubs_build_status_check");
    t.check("source is null or source in ('GENERATED', 'UPLOADED')", [], "book_epubs_source_check");
    t.check("byte_size is null or byte_size >= 0", [], "book_epubs_byte_size_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("book_epubs");
}
