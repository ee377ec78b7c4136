import type { Knex } from "@storyloom/db";
import type { JobPayload, JobQueue } from "@storyloom/domain/jobs/index.ts";
import { sendDueNewBookEmails } from "@storyloom/domain/services/readerMail/newBookEmail.ts";

/**
 * `readerMail.sendDue` (every minute, and at once after a book is published
 * with "e-mail my readers"): writes the campaigns whose time has come into
 * the outbox. Safe to run again: each campaign key keeps a reader to one
 * message.
 */
export async function sendDueReaderMail(deps: { knex: Knex; jobs: JobQueue; publicUrl: string }, payload: JobPayload<"readerMail.sendDue">): Promise<{ newBooks: number }> {
  void payload;
  const books = await sendDueNewBookEmails({ knex: deps.knex, jobs: deps.jobs, publicUrl: deps.publicUrl });
  return { newBooks: books.sent };
}
