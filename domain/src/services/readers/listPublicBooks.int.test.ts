import { describe, expect, it } from "vitest";
import type { Knex } from "@storyloom/db";
import { Book, Chapter } from "@storyloom/db/models";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishableBook, createPublishedBook, createUser } from "@storyloom/testkit/factories";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { useServiceTestContext } from "../../testing.ts";
import { deleteChapter } from "../chapters/deleteChapter.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { publishBook } from "../publishing/publishBook.ts";
import { publishChapter } from "../publishing/publishChapter.ts";
import { publishScheduledChapter } from "../publishing/publishScheduledChapter.ts";
import { scheduleChapterPublication } from "../publishing/scheduleChapterPublication.ts";
import { unpublishBook } from "../publishing/unpublishBook.ts";
import { unpublishChapter } from "../publishing/unpublishChapter.ts";
import { listPublicBooks } from "./listPublicBooks.ts";

let db: TestDatabase;
let jobs: JobQueue;
let pages: PublicPageCache;
useServiceTestContext((made) => ({ db, jobs, pages } = made));

/** Minutes after a fixed day (the past: chapters published then). */
const at = (minutes: number): Date => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
const minutesFrom = (base: Date, minutes: number): Date => new Date(base.getTime() + minutes * 60_000);

const lastOf = async (bookId: number): Promise<Date | null> => (await Book.query(db.knex).findById(bookId).throwIfNotFound()).lastChapterPublishedAt;

const lockedChapter = async (trx: Knex.Transaction, id: number): Promise<Chapter> => Chapter.query(trx).findById(id).forUpdate().throwIfNotFound();
const publish = (id: number, now: Date) => db.knex.transaction(async (trx) => publishChapter({ trx, jobs, pages, chapter: await lockedChapter(trx, id), now }));
const unpublish = (id: number) => db.knex.transaction(async (trx) => unpublishChapter({ trx, jobs, pages, chapter: await lockedChapter(trx, id) }));

/** Books whose column is not what the grid computed before it existed: the newest publishedAt of their PUBLISHED chapters. */
async function staleBooks(): Promise<number[]> {
  const { rows } = await db.knex.raw<{ rows: Array<{ id: number }> }>(
    `SELECT id FROM books WHERE last_chapter_published_at IS DISTINCT FROM
       (SELECT max(c.published_at) FROM chapters c WHERE c.book_id = books.id AND c.status = 'PUBLISHED')`,
  );
  return rows.map((row) => Number(row.id));
}

describe("books.last_chapter_published_at", () => {
  it("follows a chapter published, unpublished, republished, redated, moved, deleted or inserted published", async () => {
    const { authorProfile } = await createUser(db.knex);
    const book = await createPublishableBook(db.knex, { authorId: authorProfile.id });
    const [first] = await Chapter.query(db.knex).where({ bookId: book.id });
    expect(await lastOf(book.id)).toBeNull();

    await publish(first!.id, at(0));
    expect(await lastOf(book.id)).toEqual(at(0));
    const second = await createChapter(db.knex, { bookId: book.id });
    expect(await lastOf(book.id)).toEqual(at(0));
    await publish(second.id, at(10));
    expect(await lastOf(book.id)).toEqual(at(10));

    // Unpublished, the chapter before is the newest again; republished, it keeps its first publication's time.
    await unpublish(second.id);
    expect(await lastOf(book.id)).toEqual(at(0));
    await publish(second.id, at(20));
    expect(await lastOf(book.id)).toEqual(at(10));

    // Its published date changed, earlier then later than the other chapter's.
    await Chapter.query(db.knex)
      .findById(second.id)
      .patch({ publishedAt: at(-5) });
    expect(await lastOf(book.id)).toEqual(at(0));
    await Chapter.query(db.knex)
      .findById(second.id)
      .patch({ publishedAt: at(30) });
    expect(await lastOf(book.id)).toEqual(at(30));

    // Moved to another book: both books change.
    const other = await createPublishableBook(db.knex, { authorId: authorProfile.id });
    await Chapter.query(db.knex).findById(second.id).patch({ bookId: other.id, number: 2 });
    expect(await lastOf(book.id)).toEqual(at(0));
    expect(await lastOf(other.id)).toEqual(at(30));

    // Deleted: the book has no published chapter left.
    await db.knex.transaction(async (trx) => deleteChapter({ trx, pages, chapter: await Chapter.query(trx).findById(second.id).throwIfNotFound() }));
    expect(await lastOf(other.id)).toBeNull();

    // Several inserted published in one statement (as the seed or an import would), and drafts that do not count.
    await Chapter.query(db.knex).insert([
      { bookId: other.id, number: 2, markup: "<p>A.</p>", status: "PUBLISHED", publishedAt: at(40) },
      { bookId: other.id, number: 3, markup: "<p>B.</p>", status: "PUBLISHED", publishedAt: at(45) },
      { bookId: other.id, number: 4, markup: "<p>C.</p>", status: "DRAFT", publishedAt: at(50) },
    ]);
    expect(await lastOf(other.id)).toEqual(at(45));

    // A book deleted with its chapters (the cascade fires the trigger for a book that is gone).
    await Book.query(db.knex).deleteById(other.id);
    expect(await lastOf(book.id)).toEqual(at(0));
    expect(await staleBooks()).toEqual([]);
  });

  it("counts a scheduled chapter once its job publishes it, not before", async () => {
    const book = await createPublishableBook(db.knex);
    const [first] = await Chapter.query(db.knex).where({ bookId: book.id });
    await publish(first!.id, at(0));
    const scheduled = await createChapter(db.knex, { bookId: book.id });
    const now = new Date();
    await db.knex.transaction(async (trx) =>
      scheduleChapterPublication({ trx, jobs, chapter: await lockedChapter(trx, scheduled.id), scheduledPublicationAt: minutesFrom(now, 10), now }),
    );
    expect(await lastOf(book.id)).toEqual(at(0));

    // Before its time the job does nothing; at its time it writes the chapter PUBLISHED, and the book follows.
    expect(await publishScheduledChapter({ knex: db.knex, jobs, pages, chapterId: scheduled.id, now: minutesFrom(now, 5) })).toBe("skipped");
    expect(await lastOf(book.id)).toEqual(at(0));
    expect(await publishScheduledChapter({ knex: db.knex, jobs, pages, chapterId: scheduled.id, now: minutesFrom(now, 11) })).toBe("published");
    expect(await lastOf(book.id)).toEqual(minutesFrom(now, 11));
  });

  it("is kept while the book is a draft, and puts the book in its place in the grid once published", async () => {
    const { authorProfile } = await createUser(db.knex);
    const authorId = authorProfile.id;
    const older = await createPublishedBook(db.knex, { authorId, chapters: 1 });
    await Chapter.query(db.knex)
      .findById(older.chapters[0]!.id)
      .patch({ publishedAt: at(40) });
    const book = await createPublishableBook(db.knex, { authorId });
    const [chapter] = await Chapter.query(db.knex).where({ bookId: book.id });
    await publish(chapter!.id, at(50));
    expect(await lastOf(book.id)).toEqual(at(50));
    const grid = async () => (await listPublicBooks({ db: db.knex, sort: "updated", authorId, page: 1, pageSize: 10 })).items.map((item) => item.id);
    expect(await grid()).toEqual([older.book.id]);

    await db.knex.transaction(async (trx) =>
      publishBook({ trx, jobs, pages, book: await Book.query(trx).findById(book.id).forUpdate().throwIfNotFound(), placement: { publishType: "single_book" } }),
    );
    expect(await lastOf(book.id)).toEqual(at(50));
    expect(await grid()).toEqual([book.id, older.book.id]);

    await db.knex.transaction(async (trx) => unpublishBook({ trx, jobs, pages, book: await Book.query(trx).findById(book.id).forUpdate().throwIfNotFound() }));
    expect(await lastOf(book.id)).toEqual(at(50));
    expect(await grid()).toEqual([older.book.id]);
  });

  it("keeps the newest time when two chapters of a book are published at once", async () => {
    const book = await createPublishableBook(db.knex);
    const newer = (await Chapter.query(db.knex).where({ bookId: book.id }))[0]!;
    const older = await createChapter(db.knex, { bookId: book.id });
    const first = await db.knex.transaction();
    const second = await db.knex.transaction();
    try {
      await first("chapters")
        .where({ id: newer.id })
        .update({ status: "PUBLISHED", publishedAt: at(20) });
      // The second waits for the first's lock on the book; its snapshot does not hold the first's chapter.
      const publishing = second("chapters")
        .where({ id: older.id })
        .update({ status: "PUBLISHED", publishedAt: at(10) });
      const waiting = publishing.then(() => "done");
      await expect.poll(async () => waitingBackends(), { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
      await first.commit();
      expect(await waiting).toBe("done");
      await second.commit();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    expect(await lastOf(book.id)).toEqual(at(20));
  });
});

/** Connections of this database waiting for a lock. */
async function waitingBackends(): Promise<number> {
  const { rows } = await db.knex.raw<{ rows: Array<{ waiting: number }> }>(
    "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0]?.waiting ?? 0;
}

/** The "updated" order as the grid computed it before the column: the newest published chapter of each book, by subquery. */
async function orderBeforeTheColumn(filter: { genreId?: number; authorId?: number }): Promise<number[]> {
  const { rows } = await db.knex.raw<{ rows: Array<{ id: number }> }>(
    `SELECT id FROM books
      WHERE status = 'PUBLISHED' AND NOT deleted AND NOT is_suspended
        AND (?::bigint IS NULL OR genre_id = ?) AND (?::bigint IS NULL OR author_id = ?)
      ORDER BY (SELECT max(c.published_at) FROM chapters c WHERE c.book_id = books.id AND c.status = 'PUBLISHED') DESC NULLS LAST,
               published_at DESC NULLS LAST, id DESC`,
    [filter.genreId ?? null, filter.genreId ?? null, filter.authorId ?? null, filter.authorId ?? null],
  );
  return rows.map((row) => Number(row.id));
}

/** Every page of the grid, `pageSize` at a time, in order. */
async function gridPages(filter: { genreId?: number; authorId?: number }, pageSize: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await listPublicBooks({ db: db.knex, sort: "updated", ...filter, page, pageSize });
    ids.push(...items.map((item) => item.id));
    if (items.length === 0 || ids.length >= total) return ids;
  }
}

describe("the updated grid", () => {
  it("orders books as the query before the column did: ties, books without published chapters, by genre and by author", async () => {
    const { authorProfile } = await createUser(db.knex);
    const authorId = authorProfile.id;
    const genres = await db.knex("genres").select<Array<{ id: number }>>("id").orderBy("id").limit(2);
    const [, genreId] = genres.map((genre) => Number(genre.id));
    const make = async (options: { publishedAt: Date | null; chapters: Array<{ status: Chapter["status"]; publishedAt: Date | null }>; genre?: number }) => {
      const { book } = await createPublishedBook(db.knex, { authorId });
      await Book.query(db.knex)
        .findById(book.id)
        .patch({ publishedAt: options.publishedAt, ...(options.genre === undefined ? {} : { genreId: options.genre }) });
      for (const [index, chapter] of options.chapters.entries()) {
        await Chapter.query(db.knex).insert({
          bookId: book.id,
          number: index + 1,
          markup: "<p>Text.</p>",
          status: chapter.status,
          publishedAt: chapter.publishedAt,
          scheduledPublicationAt: chapter.status === "SCHEDULED" ? minutesFrom(new Date(), 60) : null,
        });
      }
      return book.id;
    };
    const published = (minutes: number) => ({ status: "PUBLISHED" as const, publishedAt: at(minutes) });
    const made = [
      // Ties on the newest chapter and the book's publication: the id decides.
      await make({ publishedAt: at(-100), chapters: [published(0), published(30)] }),
      await make({ publishedAt: at(-100), chapters: [published(30)], genre: genreId }),
      await make({ publishedAt: at(-100), chapters: [published(30), published(5)] }),
      // The same newest chapter, the book published later or never dated.
      await make({ publishedAt: at(-50), chapters: [published(30)], genre: genreId }),
      await make({ publishedAt: null, chapters: [published(30)] }),
      // A draft chapter that kept its first publication's time, a scheduled one, one published undated: none counts.
      await make({ publishedAt: at(-100), chapters: [published(20), { status: "DRAFT", publishedAt: at(90) }] }),
      await make({ publishedAt: at(-100), chapters: [{ status: "SCHEDULED", publishedAt: null }], genre: genreId }),
      await make({ publishedAt: at(-90), chapters: [{ status: "PUBLISHED", publishedAt: null }] }),
      // No chapter at all: by publication, then id.
      await make({ publishedAt: at(-90), chapters: [], genre: genreId }),
      await make({ publishedAt: at(-90), chapters: [] }),
      await make({ publishedAt: at(-80), chapters: [] }),
      await make({ publishedAt: null, chapters: [] }),
      await make({ publishedAt: null, chapters: [], genre: genreId }),
      // Not public: in no grid.
      await make({ publishedAt: at(-10), chapters: [published(99)] }),
    ];
    const hidden = made.at(-1)!;
    await Book.query(db.knex).findById(hidden).patch({ isSuspended: true });

    const mine = await orderBeforeTheColumn({ authorId });
    expect(mine).toEqual([3, 2, 1, 0, 4, 5, 10, 9, 8, 7, 6, 12, 11].map((index) => made[index]));
    expect(await gridPages({ authorId }, 3)).toEqual(mine);
    expect(await gridPages({ genreId }, 2)).toEqual(await orderBeforeTheColumn({ genreId }));
    expect(await gridPages({}, 5)).toEqual(await orderBeforeTheColumn({}));
    expect(await staleBooks()).toEqual([]);
  });
});
