import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { startFakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import type { FakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import {
  createAuthorSubscription,
  createPublishedBook,
  createReaderBook,
  createSeries,
  createSeriesSubscription,
  createUser,
} from "@storyloom/testkit/factories";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { createMailer } from "../../integrations/mail.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { createJobQueue } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { createLogger } from "../../logger.ts";
import { deliverEmail } from "../mail/deliverEmail.ts";
import { findPublicNewsletter } from "../readers/findPublicNewsletter.ts";
import { listPublicNewsletters } from "../readers/listPublicNewsletters.ts";
import {
  createNewsletter,
  deleteNewsletter,
  findNewsletter,
  listNewsletters,
  newsletterCampaignKey,
  previewNewsletter,
  scheduleNewsletter,
  unscheduleNewsletter,
  updateNewsletter,
} from "./newsletters.ts";
import { setReaderChoice } from "./readerNotifications.ts";
import { recordNewsletterOpen, sendDueNewsletters } from "./sendNewsletters.ts";

let db: TestDatabase;
let jobs: JobQueue;
let smtp: FakeSmtpServer;
let mailer: Mailer;
const redisPrefix = testRedisPrefix();
const publicUrl = "https://storyloom.example";

beforeAll(async () => {
  db = await useTestDatabase();
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
  smtp = await startFakeSmtpServer();
  mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Storyloom <no-reply@storyloom.local>",
    outboxDir: "/nonexistent",
    logger: createLogger({ logLevel: "silent" }),
  });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await jobs.close();
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await db.close();
});

const text = '<h2>Spring</h2><p>The <strong>third</strong> book is done. <a href="https://example.com/shop">Shop</a></p>';
/** The text as stored: sanitised like a chapter (links open apart). */
const stored = text.replace('">Shop', '" rel="noopener noreferrer nofollow" target="_blank">Shop');
const inMinutes = (minutes: number, from = new Date()) => new Date(from.getTime() + minutes * 60_000);

/** An author with a reader of an earlier book, a subscriber, a series subscriber, one who said no and one who is suspended. */
async function authorWithReaders() {
  const author = await createUser(db.knex, { name: "Ada Quill" });
  const authorId = author.authorProfile.id;
  const series = await createSeries(db.knex, { authorId });
  const { book } = await createPublishedBook(db.knex, { authorId, chapters: 1 });
  const [reader, subscriber, seriesSubscriber, saidNo, suspended] = [
    await createUser(db.knex),
    await createUser(db.knex),
    await createUser(db.knex),
    await createUser(db.knex),
    await createUser(db.knex),
  ];
  await createReaderBook(db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
  await createAuthorSubscription(db.knex, { readerId: subscriber.readerProfile.id, authorId });
  await createSeriesSubscription(db.knex, { readerId: seriesSubscriber.readerProfile.id, seriesId: series.id });
  await createReaderBook(db.knex, { readerId: saidNo.readerProfile.id, bookId: book.id });
  await db.knex("readerNotifications").insert({ readerId: saidNo.readerProfile.id, authorId });
  await setReaderChoice({ db: db.knex, readerId: saidNo.readerProfile.id, authorId, getEmails: false });
  await createReaderBook(db.knex, { readerId: suspended.readerProfile.id, bookId: book.id });
  await db.knex("users").where({ id: suspended.user.id }).update({ status: "SUSPENDED" });
  return { author, authorId, readers: [reader, subscriber, seriesSubscriber] };
}

describe("an author's newsletter", () => {
  it("is written, changed, scheduled and sent once to each reader who wants the author's e-mails, with both parts, headers and its own pixel", async () => {
    const { authorId, readers } = await authorWithReaders();
    const draft = await createNewsletter({ knex: db.knex, authorId, subject: "Spring news", markup: `${text}<script>alert(1)</script>` });
    expect(draft).toMatchObject({
      status: "DRAFT",
      subject: "Spring news",
      markup: stored,
      scheduledAt: null,
      recipientsCount: 0,
      deliveredCount: 0,
      openedCount: 0,
      failedCount: 0,
    });
    await updateNewsletter({ knex: db.knex, authorId, newsletterId: draft.id, subject: "Spring news, at last" });

    const now = new Date();
    const at = inMinutes(30, now);
    const scheduled = await scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: draft.id, at, now });
    expect(scheduled).toMatchObject({ status: "SCHEDULED", scheduledAt: at });
    expect(await sendDueNewsletters({ knex: db.knex, jobs, publicUrl, now })).toEqual({ sent: 0, recipients: 0 });
    expect(await sendDueNewsletters({ knex: db.knex, jobs, publicUrl, now: inMinutes(31, now) })).toEqual({ sent: 1, recipients: 3 });
    expect(await sendDueNewsletters({ knex: db.knex, jobs, publicUrl, now: inMinutes(32, now) })).toEqual({ sent: 0, recipients: 0 });

    const rows: Array<{ id: number; toAddress: string; htmlBody: string; textBody: string; headers: Record<string, string>; readerId: number }> = await db
      .knex("outgoingEmails")
      .where({ campaignKey: newsletterCampaignKey(draft.id) })
      .orderBy("id")
      .select("*");
    expect(rows.map((row) => row.toAddress).sort()).toEqual(readers.map((reader) => reader.user.email).sort());
    const deliveries: Array<{ readerId: number; openToken: string }> = await db
      .knex("newsletterDeliveries")
      .where({ newsletterId: draft.id })
      .select("readerId", "openToken");
    const first = rows[0]!;
    const delivery = deliveries.find((row) => row.readerId === first.readerId)!;
    expect(first.htmlBody).toContain(`<img src="${publicUrl}/api/v1/readers/newsletter-opens/${delivery.openToken}"`);
    expect(first.htmlBody).toContain("The <strong>third</strong> book is done.");
    expect(first.textBody).toContain("SPRING\n\nThe third book is done. Shop (https://example.com/shop)");
    expect(first.textBody).toContain(`Read it on Storyloom: ${publicUrl}/author/ada-quill/${authorId}/newsletters/${draft.id}`);
    expect(first.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Delivered through the outbox, then opened (twice: the first counts).
    for (const row of rows) await deliverEmail({ knex: db.knex, mailer, emailId: row.id });
    const received = smtp.messages.filter((message) => message.raw.includes("Subject: Spring news, at last"));
    expect(received.flatMap((message) => message.to).sort()).toEqual(readers.map((reader) => reader.user.email).sort());
    expect(received[0]!.raw).toContain("Content-Type: text/plain");
    expect(received[0]!.raw).toContain("Content-Type: text/html");
    expect(await recordNewsletterOpen(db.knex, delivery.openToken.toUpperCase())).toBe(true);
    expect(await recordNewsletterOpen(db.knex, delivery.openToken)).toBe(true);
    expect(await recordNewsletterOpen(db.knex, "00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await recordNewsletterOpen(db.knex, "not-a-token")).toBe(false);
    const sent = await findNewsletter({ db: db.knex, authorId, newsletterId: draft.id });
    expect(sent).toMatchObject({ status: "SENT", recipientsCount: 3, deliveredCount: 3, openedCount: 1, failedCount: 0 });

    // Sent: it changes no more, and it is on the author's public page.
    await expect(updateNewsletter({ knex: db.knex, authorId, newsletterId: draft.id, subject: "Too late" })).rejects.toThrow(
      "This newsletter was sent; it can no longer be changed.",
    );
    await expect(scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: draft.id })).rejects.toThrow("This newsletter was sent");
    await expect(unscheduleNewsletter({ knex: db.knex, authorId, newsletterId: draft.id })).rejects.toThrow("This newsletter was sent");
    expect(await findPublicNewsletter({ db: db.knex, authorId, newsletterId: draft.id })).toMatchObject({ subject: "Spring news, at last", markup: stored });
    expect((await listPublicNewsletters({ db: db.knex, authorId, page: 1, pageSize: 10 })).total).toBe(1);
    await deleteNewsletter({ knex: db.knex, authorId, newsletterId: draft.id });
    await expect(findPublicNewsletter({ db: db.knex, authorId, newsletterId: draft.id })).rejects.toThrow("Newsletter not found.");
  });

  it("sent now goes at the next run; unscheduled or deleted it is not sent", async () => {
    const { authorId } = await authorWithReaders();
    const now = await createNewsletter({ knex: db.knex, authorId, subject: "Now", markup: text });
    const later = await createNewsletter({ knex: db.knex, authorId, subject: "Later", markup: text });
    const dropped = await createNewsletter({ knex: db.knex, authorId, subject: "Dropped", markup: text });
    await scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: now.id });
    await scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: later.id, at: inMinutes(5) });
    await scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: dropped.id, at: inMinutes(5) });
    expect(await unscheduleNewsletter({ knex: db.knex, authorId, newsletterId: later.id })).toMatchObject({ status: "DRAFT", scheduledAt: null });
    await expect(unscheduleNewsletter({ knex: db.knex, authorId, newsletterId: later.id })).rejects.toThrow("This newsletter is not scheduled.");
    await deleteNewsletter({ knex: db.knex, authorId, newsletterId: dropped.id });

    const outcome = await sendDueNewsletters({ knex: db.knex, jobs, publicUrl, now: inMinutes(10) });
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    expect((await findNewsletter({ db: db.knex, authorId, newsletterId: now.id })).status).toBe("SENT");
    expect((await findNewsletter({ db: db.knex, authorId, newsletterId: later.id })).status).toBe("DRAFT");
    await expect(findNewsletter({ db: db.knex, authorId, newsletterId: dropped.id })).rejects.toThrow("Newsletter not found.");
    expect(
      await db
        .knex("outgoingEmails")
        .whereIn("campaignKey", [newsletterCampaignKey(later.id), newsletterCampaignKey(dropped.id)])
        .select("id"),
    ).toEqual([]);
    const { items, total } = await listNewsletters({ db: db.knex, authorId, page: 1, pageSize: 10 });
    expect(total).toBe(2);
    expect(items.map((item) => item.subject)).toEqual(["Later", "Now"]);
    expect((await listNewsletters({ db: db.knex, authorId, page: 1, pageSize: 10, status: "SENT" })).items.map((item) => item.subject)).toEqual(["Now"]);
  });

  it("refuses a time not in the future or beyond a year, an empty text, and another author's newsletter", async () => {
    const { authorId } = await authorWithReaders();
    const other = await createUser(db.knex);
    const empty = await createNewsletter({ knex: db.knex, authorId, subject: "Empty", markup: "<p><br></p>" });
    const now = new Date();
    await expect(scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: empty.id, at: inMinutes(-1, now), now })).rejects.toMatchObject({
      fields: { scheduledAt: "Choose a time in the future." },
    });
    await expect(scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: empty.id, at: inMinutes(60 * 24 * 400, now), now })).rejects.toMatchObject({
      fields: { scheduledAt: "Choose a time within a year." },
    });
    await expect(scheduleNewsletter({ knex: db.knex, jobs, authorId, newsletterId: empty.id })).rejects.toMatchObject({
      fields: { markup: "Write the newsletter before you send it." },
    });
    await expect(findNewsletter({ db: db.knex, authorId: other.authorProfile.id, newsletterId: empty.id })).rejects.toThrow("Newsletter not found.");
    await expect(updateNewsletter({ knex: db.knex, authorId: other.authorProfile.id, newsletterId: empty.id, subject: "Mine" })).rejects.toThrow(
      "Newsletter not found.",
    );
    await expect(deleteNewsletter({ knex: db.knex, authorId: other.authorProfile.id, newsletterId: empty.id })).rejects.toThrow("Newsletter not found.");
  });

  it("previews as readers will get it, the unsubscribe link leading to the e-mail settings and no pixel", async () => {
    const { authorId } = await authorWithReaders();
    const newsletter = await createNewsletter({ knex: db.knex, authorId, subject: "Preview me", markup: text });
    const preview = await previewNewsletter({ db: db.knex, authorId, newsletterId: newsletter.id, publicUrl });
    expect(preview.subject).toBe("Preview me");
    expect(preview.html).toContain(`href="${publicUrl}/bookshelf/emails"`);
    expect(preview.html).not.toContain("<img");
    expect(preview.html).not.toContain("%%");
    expect(preview.text).toContain("A newsletter from Ada Quill");
    expect(preview.text).toContain(`Unsubscribe: ${publicUrl}/bookshelf/emails`);
  });
});
