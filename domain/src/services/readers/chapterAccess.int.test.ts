import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorSubscription, Book, Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import {
  createAuthorSubscription,
  createChapter,
  createPublishedBook,
  createReaderBook,
  createSeries,
  createSeriesSubscription,
  createUser,
  makeSeller,
  unlockChapters,
} from "@storyloom/testkit/factories";
import type { CreatedUser } from "@storyloom/testkit/factories";
import { ANONYMOUS } from "../../auth/actor.ts";
import type { UserActor } from "../../auth/actor.ts";
import { findChapterAccess, loadReaderAccess } from "./chapterAccess.ts";
import { listPublicChapters } from "./listPublicChapters.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function actorOf(person: CreatedUser, options: { admin?: boolean } = {}): UserActor {
  return {
    kind: "user",
    userId: person.user.id,
    email: person.user.email,
    authorId: person.authorProfile.id,
    readerId: person.readerProfile.id,
    readerTheme: "LIGHT",
    permissions: options.admin ? ["ADMIN"] : [],
  };
}

/** Counts the SQL statements `run` sends. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  db.knex.on("query", listener);
  try {
    await run();
  } finally {
    db.knex.off("query", listener);
  }
  return count;
}

async function seriesBook(chapters: number, free: number) {
  const author = await createUser(db.knex);
  const series = await createSeries(db.knex, { authorId: author.authorProfile.id });
  const made = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, seriesId: series.id, chapters, publicChaptersCount: free });
  return { author, series, ...made };
}

describe("loadReaderAccess", () => {
  it("finds the reader's purchases of this book only", async () => {
    const { author, book, chapters } = await seriesBook(3, 0);
    const other = await seriesBook(3, 0);
    const reader = await createUser(db.knex);
    await unlockChapters(db.knex, { readerId: reader.readerProfile.id, bookId: book.id, chapterIds: [chapters[1]!.id] });
    await unlockChapters(db.knex, { readerId: reader.readerProfile.id, bookId: other.book.id, chapterIds: [other.chapters[0]!.id] });
    const access = await loadReaderAccess({ db: db.knex, actor: actorOf(reader), book });
    expect([...access.unlockedChapterIds]).toEqual([chapters[1]!.id]);
    expect(access).toMatchObject({ entireBook: false, isSubscribed: false });
    await createReaderBook(db.knex, { readerId: reader.readerProfile.id, bookId: book.id, entireBook: true });
    expect((await loadReaderAccess({ db: db.knex, actor: actorOf(reader), book })).entireBook).toBe(true);
    expect(author.authorProfile.id).toBe(book.authorId);
  });

  it("counts only undeleted subscriptions to the book's author or series, for the period paid for", async () => {
    const { author, series, book } = await seriesBook(1, 0);
    const subscribed = async (setUp: (readerId: number) => Promise<unknown>) => {
      const reader = await createUser(db.knex);
      await setUp(reader.readerProfile.id);
      return (await loadReaderAccess({ db: db.knex, actor: actorOf(reader), book })).isSubscribed;
    };
    expect(await subscribed((readerId) => createAuthorSubscription(db.knex, { readerId, authorId: author.authorProfile.id }))).toBe(true);
    expect(await subscribed((readerId) => createSeriesSubscription(db.knex, { readerId, seriesId: series.id }))).toBe(true);
    expect(await subscribed((readerId) => createAuthorSubscription(db.knex, { readerId, authorId: author.authorProfile.id, isActive: false }))).toBe(false);
    expect(await subscribed((readerId) => createSeriesSubscription(db.knex, { readerId, seriesId: series.id, isActive: false }))).toBe(false);
    expect(
      await subscribed(async (readerId) => {
        const sub = await createAuthorSubscription(db.knex, { readerId, authorId: author.authorProfile.id });
        await AuthorSubscription.query(db.knex).findById(sub.id).patch({ isDeleted: true });
      }),
    ).toBe(false);
    const elsewhere = await createUser(db.knex);
    expect(await subscribed((readerId) => createAuthorSubscription(db.knex, { readerId, authorId: elsewhere.authorProfile.id }))).toBe(false);
    // Cancelled, it still opens the book until the end of the period paid for; a failed renewal's period is not paid.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(
      await subscribed((readerId) =>
        createAuthorSubscription(db.knex, { readerId, authorId: author.authorProfile.id, isActive: false, currentPeriodEnd: tomorrow }),
      ),
    ).toBe(true);
    expect(
      await subscribed((readerId) => createSeriesSubscription(db.knex, { readerId, seriesId: series.id, currentPeriodEnd: new Date(Date.now() - 1000) })),
    ).toBe(false);
    expect(await subscribed((readerId) => createSeriesSubscription(db.knex, { readerId, seriesId: series.id, currentPeriodEnd: null }))).toBe(false);
  });

  it("asks nothing for the anonymous, the author and admins", async () => {
    const { author, book } = await seriesBook(1, 0);
    const admin = await createUser(db.knex, { admin: true });
    for (const actor of [ANONYMOUS, actorOf(author), actorOf(admin, { admin: true })]) {
      expect(await countQueries(() => loadReaderAccess({ db: db.knex, actor, book }))).toBe(0);
    }
  });
});

describe("listPublicChapters and findChapterAccess", () => {
  it("decide a whole table of contents in a fixed number of queries", async () => {
    const small = await seriesBook(2, 1);
    const large = await seriesBook(30, 1);
    const reader = await createUser(db.knex);
    const actor = actorOf(reader);
    const forSmall = await countQueries(() => listPublicChapters({ db: db.knex, actor, bookId: small.book.id }));
    const forLarge = await countQueries(() => listPublicChapters({ db: db.knex, actor, bookId: large.book.id }));
    expect(forLarge).toBe(forSmall);
    expect(forLarge).toBeLessThanOrEqual(4);
    expect(await countQueries(() => listPublicChapters({ db: db.knex, actor: ANONYMOUS, bookId: large.book.id }))).toBe(2);
  });

  it("index chapters among the published ones and keep a purchase through a move", async () => {
    const { book, chapters } = await seriesBook(3, 1);
    const reader = await createUser(db.knex);
    const actor = actorOf(reader);
    await unlockChapters(db.knex, { readerId: reader.readerProfile.id, bookId: book.id, chapterIds: [chapters[2]!.id] });
    expect(await findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 3 })).toMatchObject({
      chapterId: chapters[2]!.id,
      reason: "bought",
      chaptersCount: 3,
    });
    // A new chapter is published first: every index moves by one, the purchase with its chapter.
    const added = await createChapter(db.knex, { bookId: book.id, status: "PUBLISHED" });
    await db.knex.raw("update chapters set number = case when id = ? then 1 else number + 1 end where book_id = ?", [added.id, book.id]);
    const reasons = (await listPublicChapters({ db: db.knex, actor, bookId: book.id })).map((chapter) => chapter.access.reason);
    expect(reasons).toEqual(["free", "locked", "locked", "bought"]);
    expect(await findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 4 })).toMatchObject({ chapterId: chapters[2]!.id, reason: "bought" });
    await expect(findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 5 })).rejects.toThrow("Chapter not found.");
    await Chapter.query(db.knex).findById(chapters[0]!.id).patch({ status: "DRAFT" });
    expect((await listPublicChapters({ db: db.knex, actor, bookId: book.id })).map((chapter) => chapter.access.reason)).toEqual(["free", "locked", "bought"]);
    await Book.query(db.knex).findById(book.id).patch({ status: "DRAFT" });
    await expect(findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 1 })).rejects.toThrow("Book not found.");
  });
});

describe("the paywall rules through the loaders", () => {
  const DAY = 86_400_000;

  it("read the book's price and rules and each chapter's publication, and open and close chapters at the right times", async () => {
    const { book, chapters } = await seriesBook(4, 1);
    const now = new Date();
    const early = new Date(now.getTime() - DAY);
    await Book.query(db.knex).findById(book.id).patch({ chapterPrice: 149, paidLatestChaptersCount: 2, subscriberEarlyDays: 3 });
    await makeSeller(db.knex, book.authorId);
    await Chapter.query(db.knex)
      .where({ bookId: book.id })
      .patch({ publishedAt: new Date(now.getTime() - 30 * DAY) });
    // Chapter 4 came out yesterday: three days for subscribers first. Chapter 3 becomes free in two days.
    await Chapter.query(db.knex).findById(chapters[3]!.id).patch({ publishedAt: early });
    await Chapter.query(db.knex)
      .findById(chapters[2]!.id)
      .patch({ scheduledUnlockAt: new Date(now.getTime() + 2 * DAY) });
    const reader = await createUser(db.knex);
    const actor = actorOf(reader);
    const reasonsAt = async (at: Date) => (await listPublicChapters({ db: db.knex, actor, bookId: book.id, now: at })).map((chapter) => chapter.access.reason);

    expect(await reasonsAt(now)).toEqual(["free", "free", "locked", "locked"]);
    const third = await findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 3, now });
    expect(third.unlock).toMatchObject({
      canBuyChapters: true,
      chapterPrice: 149,
      freeChaptersCount: 2,
      unlocksFreeAt: new Date(now.getTime() + 2 * DAY),
      subscribersOnlyUntil: null,
    });
    const fourth = await findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 4, now });
    expect(fourth.unlock).toMatchObject({ canBuyChapters: false, chapterPrice: null, subscribersOnlyUntil: new Date(early.getTime() + 3 * DAY) });

    const inThreeDays = new Date(now.getTime() + 3 * DAY);
    expect(await reasonsAt(inThreeDays)).toEqual(["free", "free", "free", "locked"]);
    expect((await findChapterAccess({ db: db.knex, actor, bookId: book.id, chapterIndex: 4, now: inThreeDays })).unlock).toMatchObject({
      canBuyChapters: true,
      subscribersOnlyUntil: null,
    });

    // A fifth chapter is published (in its own early-access window): chapter 4 is one of the latest two, still paid.
    await createChapter(db.knex, { bookId: book.id, status: "PUBLISHED" });
    expect(await reasonsAt(inThreeDays)).toEqual(["free", "free", "free", "locked", "locked"]);
    await Book.query(db.knex).findById(book.id).patch({ paidLatestChaptersCount: 1 });
    expect(await reasonsAt(inThreeDays)).toEqual(["free", "free", "free", "free", "locked"]);
  });
});
