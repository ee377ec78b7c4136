import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  review_violation: [
    "DISRUPTION_OF_SERVICE",
    "DOXING",
    "HARASSMENT_OR_THREATS",
    "HATE_SPEECH",
    "ILLEGAL_CONDUCT_OR_ACTIVITY",
    "MALICIOUS_CODE_OR_SPAM",
    "SCRAPING_OR_MINING",
    "SOLICITATION",
    "UNAUTHORISED_ACCESS",
    "PROHIBITED_SEXUAL_DEPICTIONS",
  ],
} as const;

const tables = ["reader_books", "book_review_reactions", "book_review_reports", "reader_notifications"];

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("reader_books", (t) => {
    addId(t);
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    t.integer("paid_chapters_count").notNullable().defaultTo(0);
    t.integer("current_chapter_index").notNullable().defaultTo(0);
    t.text("payment_intent_id");
    t.integer("chapters_read").notNullable().defaultTo(0);
    t.timestamp("first_read_at", { useTz: true });
    t.timestamp("last_read_at", { useTz: true });
    t.double("current_chapter_progress").notNullable().defaultTo(0);
    t.boolean("entire_book").notNullable().defaultTo(false);
    t.smallint("rating");
    t.text("review_markup");
    t.text("review_title");
    t.timestamp("reviewed_at", { useTz: true });
    t.integer("review_reactions_sum").notNullable().defaultTo(0);
    t.integer("downloads_count").notNullable().defaultTo(0);
    t.boolean("audiobook_mode").notNullable().defaultTo(false);
    foreignId(t, "current_chapter_id", "chapters", "SET NULL");
    addTimestamps(knex, t);
    t.unique(["reader_id", "book_id"]);
    t.index(["book_id"]);
    t.index(["current_chapter_id"]);
    t.check("paid_chapters_count >= 0", [], "reader_books_paid_chapters_count_check");
    t.check("current_chapter_index >= 0", [], "reader_books_current_chapter_index_check");
    t.check("chapters_read >= 0", [], "reader_books_chapters_read_check");
    t.check("current_chapter_progress between 0 and 1", [], "reader_books_current_chapter_progress_check");
    t.check("rating between 1 and 5", [], "reader_books_rating_check");
    t.check("downloads_count >= 0", [], "reader_books_downloads_count_check");
  });
  // A book's review list: only rows that carry a review, newest first.
  await knex.raw("CREATE INDEX reader_books_reviews_idx ON reader_books (book_id, reviewed_at DESC) WHERE reviewed_at IS NOT NULL");

  await knex.schema.createTable("book_review_reactions", (t) => {
    addId(t);
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    // A review is the review part of a reader_books row.
    foreignId(t, "review_id", "reader_books", "CASCADE").notNullable();
    t.smallint("value").notNullable();
    addTimestamps(knex, t);
    t.unique(["review_id", "reader_id"]);
    t.index(["reader_id"]);
    t.check("value in (-1, 1)", [], "book_review_reactions_value_check");
  });

  await knex.schema.createTable("book_review_reports", (t) => {
    addId(t);
    enumColumn(t, "violation", "review_violation").notNullable();
    t.text("comment");
    foreignId(t, "reporter_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "review_id", "reader_books", "CASCADE").notNullable();
    t.timestamp("date_time", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean("deleted").notNullable().defaultTo(false);
    t.text("notes");
    addTimestamps(knex, t);
    t.unique(["review_id", "reporter_id"]);
    t.index(["reporter_id"]);
  });

  await knex.schema.createTable("reader_notifications", (t) => {
    addId(t);
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    t.boolean("get_emails").notNullable().defaultTo(true);
    t.boolean("completed_sign_up").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.unique(["reader_id", "author_id"]);
    t.index(["author_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}
