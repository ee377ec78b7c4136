import type { Knex } from "@storyloom/db";
import { Newsletter, NewsletterDelivery } from "@storyloom/db/models";

export interface DemoNewslettersOptions {
  authorId: number;
  /** The readers the sent newsletter reached (the ones who want the author's e-mails). */
  readerIds: number[];
  /** The seed's clock (the other demo dates count from it). */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo author's newsletters: one sent a fortnight ago (delivered to the
 * readers who want her e-mails, opened by the first of them), so the studio's
 * list has deliveries and opens to show and her public page a newsletter to
 * read; and a draft she has started. Nothing is mailed: the sent one was
 * delivered before the demo began.
 */
export async function seedDemoNewsletters(knex: Knex | Knex.Transaction, options: DemoNewslettersOptions): Promise<void> {
  const now = options.now ?? new Date();
  const sentAt = new Date(now.getTime() - 14 * DAY_MS);
  const sent = await Newsletter.query(knex).insert({
    authorId: options.authorId,
    subject: "Lantern Road: the glass road is growing",
    markup:
      "<p>Dear readers,</p>" +
      "<p>Thank you for following Wren down the Lantern Road. The next chapter, <em>The Lamp at the End of the Road</em>, is written and scheduled: you will have it in a few days.</p>" +
      "<p>I have also started a new mystery, <strong>Harbor Lights</strong>, about a lighthouse keeper who refuses to let her light go dark. More soon.</p>" +
      "<p>Elena</p>",
    status: "SENT",
    sentAt,
    recipientsCount: options.readerIds.length,
  });
  await sent.$query(knex).patch({ createdAt: new Date(sentAt.getTime() - DAY_MS) });
  for (const [i, readerId] of options.readerIds.entries()) {
    await NewsletterDelivery.query(knex).insert({
      newsletterId: sent.id,
      readerId,
      sentAt,
      openedAt: i === 0 ? new Date(sentAt.getTime() + 3 * 60 * 60 * 1000) : null,
    });
  }
  await Newsletter.query(knex).insert({
    authorId: options.authorId,
    subject: "Notes from the lighthouse",
    markup: "<p>A first look at Harbor Lights, and why it is written as a script.</p>",
    status: "DRAFT",
  });
}
