import type { Knex } from "@storyloom/db";
import type { JobPayload, JobQueue } from "@storyloom/domain/jobs/index.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { sendDueNewBookEmails } from "@storyloom/domain/services/readerMail/newBookEmail.ts";
import { sendDueNewsletters } from "@storyloom/domain/services/readerMail/sendNewsletters.ts";

/**
 * `readerMail.sendDue` (every minute; at a scheduled newsletter's time; at
 * once after "send now" or a book published with "e-mail my readers"):
 * writes the campaigns whose time has come into the outbox. Safe to run
 * again: each campaign key keeps a reader to one message.
 */
export async function sendDueReaderMail(
  deps: { knex: Knex; jobs: JobQueue; publicUrl: string; pages: PublicPageCache },
  payload: JobPayload<"readerMail.sendDue">,
): Promise<{ newBooks: number; newsletters: number }> {
  void payload;
  const books = await sendDueNewBookEmails({ knex: deps.knex, jobs: deps.jobs, publicUrl: deps.publicUrl });
  const newsletters = await sendDueNewsletters({ knex: deps.knex, jobs: deps.jobs, publicUrl: deps.publicUrl, pages: deps.pages });
  return { newBooks: books.sent, newsletters: newsletters.sent };
}
