import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import {
  createAuthorSubscription,
  createPublishedBook,
  createReaderBook,
  createSeries,
  createSeriesSubscription,
  createUser,
} from "@storyloom/testkit/factories";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { createJobQueue, jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { announceChapter, newChapterCampaignKey } from "./announceChapter.ts";
import { cancelNewBookEmail, moveNewBookEmail, newBookCampaignKey, planNewBookEmail, sendDueNewBookEmails } from "./newBookEmail.ts";
import { ensureReaderNotification, findChoiceByToken, listReaderChoices, setChoiceByToken, setReaderChoice } from "./readerNotifications.ts";

let db: TestDatabase;
let jobs: JobQueue;
const redisPrefix = testRedisPrefix();
const publicUrl = "https://storyloom.example";

beforeAll(async () => {
  db = await useTestDatabase();
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
});
afterAll(async () => {
  await jobs.close();
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await db.close();
});

interface Row {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
  readerId: number;
}

const campaignRows = (chapterId: number): Promise<Row[]> =>
  db
    .knex("outgoingEmails")
    .where({ campaignKey: newChapterCampaignKey(chapterId) })
    .orderBy("id")
    .select("*");

/** A published book in a series, of an author with a name; its chapters ask for e-mails. */
async function announcedBook() {
  const author = await createUser(db.knex, { name: "Ada Quill" });
  const series = await createSeries(db.knex, { authorId: author.authorProfile.id });
  const { book, chapters } = await createPublishedBook(db.knex, {
    authorId: author.authorProfile.id,
    seriesId: series.id,
    chapters: 2,
    title: "The Tide Ledger",
  });
  await db
    .knex("chapters")
    .whereIn(
      "id",
      chapters.map((chapter) => chapter.id),
    )
    .update({ sendEmailWhenPublished: true });
  return { author, series, book, chapters: chapters as [(typeof chapters)[number], (typeof chapters)[number]] };
}

describe("the new-chapter e-mail", () => {
  it("goes once to each reader of the book and subscriber of the author or series, with its own unsubscribe link and headers", async () => {
    const { author, series, book, chapters } = await announcedBook();
    const opened = await createUser(db.knex);
    const subscriber = await createUser(db.knex);
    const seriesSubscriber = await createUser(db.knex);
    const both = await createUser(db.knex);
    const suspended = await createUser(db.knex);
    const stranger = await createUser(db.knex);
    await createReaderBook(db.knex, { readerId: opened.readerProfile.id, bookId: book.id });
    await createAuthorSubscription(db.knex, { readerId: subscriber.readerProfile.id, authorId: author.authorProfile.id });
    await createSeriesSubscription(db.knex, { readerId: seriesSubscriber.readerProfile.id, seriesId: series.id });
    await createReaderBook(db.knex, { readerId: both.readerProfile.id, bookId: book.id });
    await createAuthorSubscription(db.knex, { readerId: both.readerProfile.id, authorId: author.authorProfile.id });
    await createReaderBook(db.knex, { readerId: suspended.readerProfile.id, bookId: book.id });
    await db.knex("users").where({ id: suspended.user.id }).update({ status: "SUSPENDED" });
    // The author reading their own book is not their reader.
    await createReaderBook(db.knex, { readerId: author.readerProfile.id, bookId: book.id });
    void stranger;

    const outcome = await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[1].id });
    expect(outcome).toEqual({ kind: "sent", written: 4, queued: 4 });
    const rows = await campaignRows(chapters[1].id);
    expect(rows.map((row) => row.toAddress).sort()).toEqual([opened.user.email, subscriber.user.email, seriesSubscriber.user.email, both.user.email].sort());

    const [first] = rows;
    expect(first!.subject).toBe("The Tide Ledger: Chapter 2: Chapter title 2 is out");
    const choice = await db
      .knex("readerNotifications")
      .where({ readerId: first!.readerId, authorId: author.authorProfile.id })
      .first("unsubscribeToken", "getEmails");
    expect(choice.getEmails).toBe(true);
    expect(first!.headers).toEqual({
      "List-Unsubscribe": `<${publicUrl}/api/v1/readers/unsubscribe/${choice.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(first!.textBody).toContain(`${publicUrl}/unsubscribe/${choice.unsubscribeToken}`);
    expect(first!.textBody).toContain(`Read the chapter: ${publicUrl}/book/the-tide-ledger/${book.id}/chapter/2`);
    expect(first!.htmlBody).toContain(`href="${publicUrl}/unsubscribe/${choice.unsubscribeToken}"`);
    expect(first!.htmlBody).toContain("A new chapter from Ada Quill");
    for (const row of rows) expect(await jobs.queue("readerMail").getJob(jobIdOf("readerMail.send", { emailId: row.id })!)).toBeDefined();

    // Run again (a retried job, a republished edit): nobody is mailed twice.
    expect(await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[1].id })).toMatchObject({ kind: "sent", written: 0 });
    expect(await campaignRows(chapters[1].id)).toHaveLength(4);
  });

  it("leaves out a reader who unsubscribed from the author, by the link or in their settings", async () => {
    const { author, book, chapters } = await announcedBook();
    const byLink = await createUser(db.knex);
    const bySettings = await createUser(db.knex);
    const stays = await createUser(db.knex);
    for (const reader of [byLink, bySettings, stays]) await createReaderBook(db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
    await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[0].id });

    const token = (
      await db.knex("readerNotifications").where({ readerId: byLink.readerProfile.id, authorId: author.authorProfile.id }).first("unsubscribeToken")
    ).unsubscribeToken as string;
    expect(await findChoiceByToken(db.knex, token.toUpperCase())).toMatchObject({
      authorId: author.authorProfile.id,
      authorName: "Ada Quill",
      getEmails: true,
    });
    expect(await setChoiceByToken(db.knex, token, false)).toMatchObject({ getEmails: false });
    await setReaderChoice({ db: db.knex, readerId: bySettings.readerProfile.id, authorId: author.authorProfile.id, getEmails: false });

    await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[1].id });
    expect((await campaignRows(chapters[1].id)).map((row) => row.toAddress)).toEqual([stays.user.email]);
    const { items, total } = await listReaderChoices({ db: db.knex, readerId: bySettings.readerProfile.id, page: 1, pageSize: 10 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ authorName: "Ada Quill", getEmails: false });
  });

  it("is not sent for a chapter that did not ask, is not public, or whose book readers cannot see", async () => {
    const { book, chapters } = await announcedBook();
    const reader = await createUser(db.knex);
    await createReaderBook(db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
    await db.knex("chapters").where({ id: chapters[0].id }).update({ sendEmailWhenPublished: false });
    expect(await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[0].id })).toEqual({
      kind: "skipped",
      reason: "the author did not ask for an e-mail",
    });
    await db.knex("books").where({ id: book.id }).update({ isSuspended: true });
    expect(await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: chapters[1].id })).toEqual({
      kind: "skipped",
      reason: "readers cannot see the book",
    });
    expect(await announceChapter({ knex: db.knex, jobs, publicUrl, chapterId: 999_999_999 })).toEqual({ kind: "skipped", reason: "no such chapter" });
  });

  it("refuses a token that names nothing, however it is written", async () => {
    await expect(findChoiceByToken(db.knex, "not-a-token")).rejects.toThrow("This unsubscribe link is not valid.");
    await expect(findChoiceByToken(db.knex, "00000000-0000-4000-8000-000000000000")).rejects.toThrow("This unsubscribe link is not valid.");
  });
});

describe("the new-book e-mail", () => {
  it("goes at its time to the readers of every book of the author and the subscribers, once, and not before the book is public", async () => {
    const author = await createUser(db.knex, { name: "Ada Quill" });
    const { book: earlier } = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, chapters: 1, title: "The First Tide" });
    const { book } = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, chapters: 1, title: "The Second Tide" });
    const oldReader = await createUser(db.knex);
    const subscriber = await createUser(db.knex);
    await createReaderBook(db.knex, { readerId: oldReader.readerProfile.id, bookId: earlier.id });
    await createAuthorSubscription(db.knex, { readerId: subscriber.readerProfile.id, authorId: author.authorProfile.id });
    const at = new Date(Date.now() + 60_000);
    await db.knex.transaction((trx) => planNewBookEmail(trx, book.id, at));

    // Not due yet; then due, but the book is not public yet: it waits.
    expect(await sendDueNewBookEmails({ knex: db.knex, jobs, publicUrl })).toEqual({ sent: 0 });
    await db.knex("books").where({ id: book.id }).update({ status: "STAGED" });
    expect(await sendDueNewBookEmails({ knex: db.knex, jobs, publicUrl, now: new Date(at.getTime() + 1_000) })).toEqual({ sent: 0 });
    await db.knex("books").where({ id: book.id }).update({ status: "PUBLISHED" });
    expect(await sendDueNewBookEmails({ knex: db.knex, jobs, publicUrl, now: new Date(at.getTime() + 1_000) })).toEqual({ sent: 1 });
    expect(await sendDueNewBookEmails({ knex: db.knex, jobs, publicUrl, now: new Date(at.getTime() + 2_000) })).toEqual({ sent: 0 });

    const rows: Row[] = await db
      .knex("outgoingEmails")
      .where({ campaignKey: newBookCampaignKey(book.id) })
      .select("*");
    expect(rows.map((row) => row.toAddress).sort()).toEqual([oldReader.user.email, subscriber.user.email].sort());
    expect(rows[0]!.subject).toBe("New from Ada Quill: The Second Tide");
    expect(rows[0]!.textBody).toContain(`Start reading: ${publicUrl}/book/the-second-tide/${book.id}`);
  });

  it("moves with a reschedule and goes with an unschedule", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 1 });
    const first = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 120_000);
    await db.knex.transaction((trx) => planNewBookEmail(trx, book.id, first));
    await db.knex.transaction((trx) => moveNewBookEmail(trx, book.id, later));
    const planned = await db.knex("scheduledEmails").where({ bookId: book.id }).select("dateTime", "isNewBook");
    expect(planned).toEqual([{ dateTime: later, isNewBook: true }]);
    await db.knex.transaction((trx) => cancelNewBookEmail(trx, book.id));
    expect(await db.knex("scheduledEmails").where({ bookId: book.id }).select("id")).toEqual([]);
  });
});

describe("a reader's ReaderNotification", () => {
  it("is made (getEmails true) when they open or buy a book or follow an author or series, kept as they set it, never for the author themselves", async () => {
    const author = await createUser(db.knex, { name: "Ada Quill" });
    const series = await createSeries(db.knex, { authorId: author.authorProfile.id });
    const { book } = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, chapters: 1 });
    const [byBook, bySeries, byAuthor] = [await createUser(db.knex), await createUser(db.knex), await createUser(db.knex)];
    const choice = (readerId: number) =>
      db.knex("readerNotifications").where({ readerId, authorId: author.authorProfile.id }).select("getEmails", "completedSignUp");

    await ensureReaderNotification(db.knex, byBook.readerProfile.id, { bookId: book.id });
    await ensureReaderNotification(db.knex, bySeries.readerProfile.id, { seriesId: series.id });
    await ensureReaderNotification(db.knex, byAuthor.readerProfile.id, { authorId: author.authorProfile.id });
    for (const reader of [byBook, bySeries, byAuthor]) expect(await choice(reader.readerProfile.id)).toEqual([{ getEmails: true, completedSignUp: false }]);

    await setReaderChoice({ db: db.knex, readerId: byBook.readerProfile.id, authorId: author.authorProfile.id, getEmails: false });
    await ensureReaderNotification(db.knex, byBook.readerProfile.id, { authorId: author.authorProfile.id });
    expect(await choice(byBook.readerProfile.id)).toEqual([{ getEmails: false, completedSignUp: false }]);

    await ensureReaderNotification(db.knex, author.readerProfile.id, { bookId: book.id });
    expect(await choice(author.readerProfile.id)).toEqual([]);
  });
});
