import { describe, expect, it } from "vitest";
import { Book, Chapter, ChapterVersion } from "@storyloom/db/models";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishableBook } from "@storyloom/testkit/factories";
import type { JobQueue } from "../../jobs/enqueue.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { publishDue } from "./publishDue.ts";
import { publishScheduledBook } from "./publishScheduledBook.ts";
import { publishScheduledChapter } from "./publishScheduledChapter.ts";
import { useServiceTestContext } from "../../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
let pages: PublicPageCache;
useServiceTestContext((made) => ({ db, jobs, pages } = made));

const minutesFrom = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

async function stagedBook(at: Date): Promise<Book> {
  const book = await createPublishableBook(db.knex);
  return book.$query(db.knex).patchAndFetch({ status: "STAGED", scheduledPublicationAt: at });
}

describe("publishScheduledBook", () => {
  it("publishes a STAGED book once its time has come, once", async () => {
    const now = new Date();
    const book = await stagedBook(minutesFrom(now, 10));
    expect(await publishScheduledBook({ knex: db.knex, pages, bookId: book.id, now })).toBe("skipped");
    expect((await Book.query(db.knex).findById(book.id))?.status).toBe("STAGED");

    const later = minutesFrom(now, 11);
    expect(await publishScheduledBook({ knex: db.knex, pages, bookId: book.id, now: later })).toBe("published");
    expect(await Book.query(db.knex).findById(book.id)).toMatchObject({ status: "PUBLISHED", publishedAt: later, scheduledPublicationAt: null });
    expect(await publishScheduledBook({ knex: db.knex, pages, bookId: book.id, now: minutesFrom(now, 12) })).toBe("skipped");
    expect((await Book.query(db.knex).findById(book.id))?.publishedAt).toEqual(later);
  });

  it("puts a book that stopped being publishable back to DRAFT instead of publishing it", async () => {
    const now = new Date();
    const book = await stagedBook(minutesFrom(now, -1));
    await Book.query(db.knex).findById(book.id).patch({ description: null });
    expect(await publishScheduledBook({ knex: db.knex, pages, bookId: book.id, now })).toBe("unscheduled");
    expect(await Book.query(db.knex).findById(book.id)).toMatchObject({ status: "DRAFT", scheduledPublicationAt: null, publishedAt: null });
  });
});

describe("publishScheduledChapter", () => {
  it("puts a chapter emptied since it was scheduled back to DRAFT", async () => {
    const now = new Date();
    const chapter = await createChapter(db.knex, { markup: "<p><br></p>" });
    await chapter.$query(db.knex).patch({ status: "SCHEDULED", scheduledPublicationAt: minutesFrom(now, -1) });
    expect(await publishScheduledChapter({ knex: db.knex, jobs, pages, chapterId: chapter.id, now })).toBe("unscheduled");
    expect(await Chapter.query(db.knex).findById(chapter.id)).toMatchObject({ status: "DRAFT", scheduledPublicationAt: null });
  });
});

describe("publishDue (the sweep)", () => {
  it("publishes what is overdue and leaves what is not due, and deleted books", async () => {
    const now = new Date();
    const overdueBook = await stagedBook(minutesFrom(now, -5));
    const futureBook = await stagedBook(minutesFrom(now, 5));
    const overdueChapter = await createChapter(db.knex, { bookId: futureBook.id });
    await overdueChapter.$query(db.knex).patch({ status: "SCHEDULED", scheduledPublicationAt: minutesFrom(now, -2) });
    const deletedBook = await createPublishableBook(db.knex);
    await deletedBook.$query(db.knex).patch({ deleted: true });
    const chapterOfDeleted = await createChapter(db.knex, { bookId: deletedBook.id });
    await chapterOfDeleted.$query(db.knex).patch({ status: "SCHEDULED", scheduledPublicationAt: minutesFrom(now, -2) });

    const result = await publishDue({ knex: db.knex, jobs, pages, now });

    expect(result.books).toBeGreaterThanOrEqual(1);
    expect(result.chapters).toBeGreaterThanOrEqual(1);
    expect((await Book.query(db.knex).findById(overdueBook.id))?.status).toBe("PUBLISHED");
    expect((await Book.query(db.knex).findById(futureBook.id))?.status).toBe("STAGED");
    expect((await Chapter.query(db.knex).findById(overdueChapter.id))?.status).toBe("PUBLISHED");
    expect(await ChapterVersion.query(db.knex).where({ chapterId: overdueChapter.id }).resultSize()).toBe(1);
    expect((await Chapter.query(db.knex).findById(chapterOfDeleted.id))?.status).toBe("SCHEDULED");
    // A second sweep finds nothing more to do.
    expect(await publishDue({ knex: db.knex, jobs, pages, now })).toEqual({ chapters: 0, books: 0 });
  });
});
