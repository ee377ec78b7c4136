import type { Knex } from "knex";

// books.last_chapter_published_at: the newest published_at among the book's
// PUBLISHED chapters (null when it has none), which the storefront's "last
// updated" grids sort by (domain/src/services/readers/listPublicBooks.ts).
// Computed for each public book on every page it cost 330-730 ms at scale
// (bench/README.md, the database at scale); kept on the book, one index per
// grid serves it. The next migration fills it in, the one after builds the
// indexes.
//
// The database keeps it, not the publishing code: a trigger on chapters works
// it out again for the book a chapter leaves and the one it joins whenever a
// published chapter is inserted or deleted (its book's cascade included), is
// published or unpublished, moves to another book or gets another
// published_at, so no path that writes chapters (services, the seed, a fix by
// hand) can leave it stale (docs/decisions/data-model.md, A book's newest
// chapter is kept by a trigger). It depends on the chapters alone, not on the
// clock: a scheduled chapter counts once its job writes it PUBLISHED.
//
// The book row is locked before its newest chapter is read: the statement
// after the lock takes a new snapshot (READ COMMITTED, a volatile PL/pgSQL
// function), so it sees the chapter of any transaction that held the lock
// first, and two chapters of one book published at once cannot leave the
// older one's time.

const REFRESH = `
CREATE FUNCTION refresh_book_last_chapter_published_at(book bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM books WHERE id = book FOR NO KEY UPDATE;
  UPDATE books SET last_chapter_published_at = newest.published_at
    FROM (SELECT max(published_at) AS published_at FROM chapters WHERE book_id = book AND status = 'PUBLISHED') newest
   WHERE books.id = book AND books.last_chapter_published_at IS DISTINCT FROM newest.published_at;
END $$`;

const ON_CHAPTER_CHANGE = `
CREATE FUNCTION chapters_refresh_book_last_chapter_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_book_last_chapter_published_at(OLD.book_id);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_book_last_chapter_published_at(NEW.book_id);
  ELSIF TG_OP = 'UPDATE' AND NEW.book_id <> OLD.book_id THEN
    PERFORM refresh_book_last_chapter_published_at(NEW.book_id);
  END IF;
  RETURN NULL;
END $$`;

// Only a change that can move a book's newest published chapter fires the trigger (and takes the book's
// lock): renumbering, text edits, unlock times and drafts being scheduled do not.
const TRIGGERS: Array<[string, string]> = [
  ["chapters_last_published_on_insert", "AFTER INSERT ON chapters FOR EACH ROW WHEN (NEW.status = 'PUBLISHED')"],
  [
    "chapters_last_published_on_update",
    `AFTER UPDATE ON chapters FOR EACH ROW WHEN ((OLD.status = 'PUBLISHED' OR NEW.status = 'PUBLISHED') AND (OLD.status IS DISTINCT FROM NEW.status
       OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.book_id IS DISTINCT FROM NEW.book_id))`,
  ],
  ["chapters_last_published_on_delete", "AFTER DELETE ON chapters FOR EACH ROW WHEN (OLD.status = 'PUBLISHED')"],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE books ADD COLUMN last_chapter_published_at timestamptz");
  await knex.raw(REFRESH);
  await knex.raw(ON_CHAPTER_CHANGE);
  for (const [name, when] of TRIGGERS) await knex.raw(`CREATE TRIGGER ${name} ${when} EXECUTE FUNCTION chapters_refresh_book_last_chapter_published_at()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of TRIGGERS) await knex.raw(`DROP TRIGGER ${name} ON chapters`);
  await knex.raw("DROP FUNCTION chapters_refresh_book_last_chapter_published_at()");
  await knex.raw("DROP FUNCTION refresh_book_last_chapter_published_at(bigint)");
  await knex.raw("ALTER TABLE books DROP COLUMN last_chapter_published_at");
}
