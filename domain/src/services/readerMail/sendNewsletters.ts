/**
 * Newsletters whose time has come (`readerMail.sendDue`): each is written as
 * a campaign (`newsletter:<id>`: a delivery and an outbox message per reader
 * of the author's books and subscriber of the author or their series who
 * wants the author's e-mails) and marked SENT in one transaction that holds
 * the newsletter's row, so an edit or an unschedule waits for it and a second
 * worker skips it. The messages are queued after the commit; written twice
 * (a worker killed after the commit and before the queueing), the campaign
 * key keeps each reader to one message and the outbox sweep queues the rest.
 */
import type { Knex } from "@storyloom/db";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { newsletterCampaignKey, renderNewsletter } from "./newsletters.ts";
import { queuePendingCampaign, writeCampaign } from "./sendCampaign.ts";
import { UNSUBSCRIBE_TOKEN } from "./unsubscribeLinks.ts";

/** Newsletters written per run; the next run (a minute later, or the next delayed job) takes the rest. */
const PER_RUN = 20;

export async function sendDueNewsletters(input: {
  knex: Knex;
  jobs: JobQueue;
  publicUrl: string;
  pages?: PublicPageCache;
  now?: Date;
}): Promise<{ sent: number; recipients: number }> {
  const now = input.now ?? new Date();
  let sent = 0;
  let recipients = 0;
  for (let round = 0; round < PER_RUN; round += 1) {
    const written = await input.knex.transaction(async (trx) => {
      const due: { id: number; subject: string; markup: string | null; authorId: number; authorName: string | null; authorUserId: number } | undefined =
        await trx("newsletters")
          .join("authorProfiles", "authorProfiles.id", "newsletters.authorId")
          .where({ "newsletters.status": "SCHEDULED", "newsletters.deleted": false })
          .where("newsletters.scheduledAt", "<=", now)
          .orderBy("newsletters.scheduledAt")
          .orderBy("newsletters.id")
          .forUpdate("newsletters")
          .skipLocked()
          .first(
            "newsletters.id",
            "newsletters.subject",
            "newsletters.markup",
            "newsletters.authorId",
            "authorProfiles.name as authorName",
            "authorProfiles.userId as authorUserId",
          );
      if (!due) return null;
      const message = await renderNewsletter({ publicUrl: input.publicUrl, newsletter: due, author: { id: due.authorId, name: due.authorName } });
      const key = newsletterCampaignKey(due.id);
      await writeCampaign(trx, {
        key,
        audience: { bookId: 0, authorId: due.authorId, seriesId: null, authorUserId: due.authorUserId, readersOf: "author" },
        message,
        publicUrl: input.publicUrl,
        newsletterId: due.id,
      });
      const counted = await trx("newsletterDeliveries").where({ newsletterId: due.id }).count<{ count: string }>("* as count").first();
      const count = Number(counted?.count ?? 0);
      await trx("newsletters").where({ id: due.id }).update({ status: "SENT", sentAt: now, recipientsCount: count, updatedAt: trx.fn.now() });
      // The author's public page lists it from now on.
      if (input.pages) void invalidatePublicPages({ trx, pages: input.pages, tags: [pageTags.author(due.authorId)] });
      return { key, count };
    });
    if (!written) break;
    await queuePendingCampaign({ knex: input.knex, jobs: input.jobs, key: written.key });
    sent += 1;
    recipients += written.count;
  }
  return { sent, recipients };
}

/** The pixel's token was fetched: the delivery's first open (later ones change nothing). False for a token that names no delivery. */
export async function recordNewsletterOpen(db: Knex, token: string, now = new Date()): Promise<boolean> {
  const normal = token.toLowerCase();
  if (!UNSUBSCRIBE_TOKEN.test(normal)) return false;
  const found = await db("newsletterDeliveries").where({ openToken: normal }).first<{ id: number; openedAt: Date | null } | undefined>("id", "openedAt");
  if (!found) return false;
  if (found.openedAt === null) await db("newsletterDeliveries").where({ id: found.id }).whereNull("openedAt").update({ openedAt: now, updatedAt: db.fn.now() });
  return true;
}
