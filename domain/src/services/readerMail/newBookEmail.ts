/**
 * The new-book e-mail: a ScheduledEmail (isNewBook) at the time the book goes
 * live, planned when the author publishes or schedules it with "e-mail my
 * readers", moved with a reschedule, dropped with an unschedule or an
 * unpublish. `readerMail.sendDue` (every minute, and at once after a publish)
 * sends those that are due to the readers of all the author's books and
 * their subscribers, once per book ever (campaign `new-book:<bookId>`).
 */
import type { Knex } from "@storyloom/db";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { slugOf } from "../../sites/slugs.ts";
import { renderReaderMail } from "./renderReaderMail.ts";
import { sendCampaign } from "./sendCampaign.ts";

export const newBookCampaignKey = (bookId: number) => `new-book:${bookId}`;

/** Plans the book's new-book e-mail at `at`, replacing an unsent one. */
export async function planNewBookEmail(trx: Knex.Transaction, bookId: number, at: Date): Promise<void> {
  await cancelNewBookEmail(trx, bookId);
  await trx("scheduledEmails").insert({ bookId, dateTime: at, isNewBook: true });
}

/** Drops the book's unsent new-book e-mail (an unschedule, an unpublish). */
export async function cancelNewBookEmail(trx: Knex.Transaction, bookId: number): Promise<void> {
  await trx("scheduledEmails").where({ bookId, isNewBook: true }).whereNull("sentAt").delete();
}

/** Moves an unsent new-book e-mail to the book's new time (a reschedule that does not say otherwise). */
export async function moveNewBookEmail(trx: Knex.Transaction, bookId: number, at: Date): Promise<void> {
  await trx("scheduledEmails").where({ bookId, isNewBook: true }).whereNull("sentAt").update({ dateTime: at, updatedAt: trx.fn.now() });
}

interface DueEmail {
  id: number;
  bookId: number;
  title: string;
  description: string | null;
  seriesId: number | null;
  authorId: number;
  authorName: string | null;
  authorUserId: number;
}

/**
 * Sends the new-book e-mails that are due, for books readers can see now
 * (one scheduled for a book whose publication is late waits for it). A row
 * is marked sent once its campaign is written; written twice, the campaign
 * key keeps each reader to one message.
 */
export async function sendDueNewBookEmails(input: { knex: Knex; jobs: JobQueue; publicUrl: string; now?: Date }): Promise<{ sent: number }> {
  const { knex } = input;
  const now = input.now ?? new Date();
  const due: DueEmail[] = await knex("scheduledEmails")
    .join("books", "books.id", "scheduledEmails.bookId")
    .join("authorProfiles", "authorProfiles.id", "books.authorId")
    .where({ "scheduledEmails.isNewBook": true, "books.status": "PUBLISHED", "books.deleted": false, "books.isSuspended": false })
    .whereNull("scheduledEmails.sentAt")
    .where("scheduledEmails.dateTime", "<=", now)
    .orderBy("scheduledEmails.dateTime")
    .limit(50)
    .select(
      "scheduledEmails.id",
      "books.id as bookId",
      "books.title",
      "books.description",
      "books.seriesId",
      "authorProfiles.id as authorId",
      "authorProfiles.name as authorName",
      "authorProfiles.userId as authorUserId",
    );
  for (const email of due) {
    const author = email.authorName?.trim() || "The author";
    const message = await renderReaderMail({
      subject: `New from ${author}: ${email.title}`,
      heading: `A new book from ${author}`,
      paragraphs: [`${email.title} is out now on Storyloom.`, ...(email.description ? [plainText(email.description)] : [])],
      action: { label: "Start reading", url: `${input.publicUrl.replace(/\/$/, "")}/book/${slugOf(email.title)}/${email.bookId}` },
      reason: `You get this because you read ${author}'s books or subscribe to them.`,
    });
    await sendCampaign({
      knex,
      jobs: input.jobs,
      campaign: {
        key: newBookCampaignKey(email.bookId),
        audience: { bookId: email.bookId, authorId: email.authorId, seriesId: email.seriesId, authorUserId: email.authorUserId, readersOf: "author" },
        message,
        publicUrl: input.publicUrl,
      },
    });
    await knex("scheduledEmails").where({ id: email.id }).update({ sentAt: now, updatedAt: knex.fn.now() });
  }
  return { sent: due.length };
}

/** A book description's markup as one short paragraph of text. */
function plainText(markup: string): string {
  const text = markup
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 400 ? `${text.slice(0, 399)}…` : text;
}
