import type { Knex } from "knex";

// Fills in books.last_chapter_published_at (the migration before adds it and
// the trigger that keeps it) from the chapters as they are. Chapters are
// locked against writes while it runs (SHARE: reads go on): a chapter
// published by a transaction this one's snapshot missed would otherwise have
// its book's time overwritten with the older one.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("LOCK TABLE chapters IN SHARE MODE");
  await knex.raw(`
UPDATE books SET last_chapter_published_at = newest.published_at
  FROM (SELECT book_id, max(published_at) AS published_at FROM chapters WHERE status = 'PUBLISHED' GROUP BY book_id) newest
 WHERE books.id = newest.book_id AND books.last_chapter_published_at IS DISTINCT FROM newest.published_at`);
}

export async function down(): Promise<void> {
  // Nothing to undo: the values are those the trigger keeps, and the column goes with the migration before.
}
