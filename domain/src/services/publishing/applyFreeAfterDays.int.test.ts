import { describe, expect, it } from "vitest";
import { Book, Chapter } from "@storyloom/db/models";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishedBook } from "@storyloom/testkit/factories";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { updateBook } from "../books/updateBook.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { ANONYMOUS } from "../../auth/actor.ts";
import { listPublicChapters } from "../readers/listPublicChapters.ts";
import { publishChapter } from "./publishChapter.ts";
import { publishScheduledChapter } from "./publishScheduledChapter.ts";
import { useServiceTestContext } from "../../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
let pages: PublicPageCache;
useServiceTestContext((made) => ({ db, jobs, pages } = made));

const DAY = 86_400_000;
const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

async function publish(chapterId: number, now: Date): Promise<Chapter> {
  return db.knex.transaction(async (trx) => {
    const chapter = await Chapter.query(trx).findById(chapterId).forUpdate().throwIfNotFound();
    return publishChapter({ trx, jobs, pages, chapter, now });
  });
}

async function setFreeAfterDays(bookId: number, freeAfterDays: number | null): Promise<void> {
  await db.knex.transaction(async (trx) => {
    const book = await Book.query(trx).findById(bookId).forUpdate().throwIfNotFound();
    await updateBook({ trx, pages, book, changes: { freeAfterDays } });
  });
}

async function unlockTimes(bookId: number): Promise<Array<Date | null>> {
  return (await Chapter.query(db.knex).where({ bookId }).orderBy("number")).map((chapter) => chapter.scheduledUnlockAt);
}

describe("free after X days", () => {
  it("gives a chapter published now, or by its schedule, publication + X days, and leaves the author's own unlock time", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 0 });
    await Book.query(db.knex).findById(book.id).patch({ freeAfterDays: 7 });
    const now = new Date("2026-11-24T12:00:00Z");
    const plain = await createChapter(db.knex, { bookId: book.id });
    const own = await createChapter(db.knex, { bookId: book.id });
    const dated = daysFrom(now, 2);
    await Chapter.query(db.knex).findById(own.id).patch({ scheduledUnlockAt: dated });
    const due = await createChapter(db.knex, { bookId: book.id });
    await Chapter.query(db.knex).findById(due.id).patch({ status: "SCHEDULED", scheduledPublicationAt: now });

    expect((await publish(plain.id, now)).scheduledUnlockAt).toEqual(daysFrom(now, 7));
    expect((await publish(own.id, now)).scheduledUnlockAt).toEqual(dated);
    const later = daysFrom(now, 1);
    expect(await publishScheduledChapter({ knex: db.knex, jobs, pages, chapterId: due.id, now: later })).toBe("published");
    expect(await unlockTimes(book.id)).toEqual([daysFrom(now, 7), dated, daysFrom(later, 7)]);
  });

  it("sets nothing when the book has no such rule", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 0 });
    const chapter = await createChapter(db.knex, { bookId: book.id });
    expect((await publish(chapter.id, new Date())).scheduledUnlockAt).toBeNull();
  });

  it("moves the rule's unlock times when the author changes X, turns them on and off, and never moves the author's own", async () => {
    const { book, chapters } = await createPublishedBook(db.knex, { chapters: 3 });
    const publishedAt = new Date("2026-11-01T09:30:00Z");
    await Chapter.query(db.knex).where({ bookId: book.id }).patch({ publishedAt });
    const own = daysFrom(publishedAt, 4);
    await Chapter.query(db.knex).findById(chapters[2]!.id).patch({ scheduledUnlockAt: own });
    const draft = await createChapter(db.knex, { bookId: book.id });

    await setFreeAfterDays(book.id, 7);
    expect(await unlockTimes(book.id)).toEqual([daysFrom(publishedAt, 7), daysFrom(publishedAt, 7), own, null]);
    await setFreeAfterDays(book.id, 30);
    expect(await unlockTimes(book.id)).toEqual([daysFrom(publishedAt, 30), daysFrom(publishedAt, 30), own, null]);
    await setFreeAfterDays(book.id, null);
    expect(await unlockTimes(book.id)).toEqual([null, null, own, null]);
    expect((await Chapter.query(db.knex).findById(draft.id))?.scheduledUnlockAt).toBeNull();
  });

  it("opens a paid chapter to every reader X days after its publication, and not a moment before", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 1, publicChaptersCount: 1 });
    await Book.query(db.knex).findById(book.id).patch({ freeAfterDays: 3, chapterPrice: 99 });
    const now = new Date();
    const chapter = await createChapter(db.knex, { bookId: book.id });
    await publish(chapter.id, now);
    const reasonsAt = async (at: Date) =>
      (await listPublicChapters({ db: db.knex, actor: ANONYMOUS, bookId: book.id, now: at })).map((row) => row.access.reason);
    expect(await reasonsAt(now)).toEqual(["free", "locked"]);
    expect(await reasonsAt(new Date(daysFrom(now, 3).getTime() - 1))).toEqual(["free", "locked"]);
    expect(await reasonsAt(daysFrom(now, 3))).toEqual(["free", "free"]);
  });
});
