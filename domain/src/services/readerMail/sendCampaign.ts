/**
 * Writes a campaign's messages into the outbox, one per reader who wants the
 * author's e-mails, then hands them to the `readerMail` queue (sent at its
 * per-minute rate by `readerMail.send`, through the outbox's own delivery).
 * Idempotent by (campaign_key, reader_id): run again after a crash, it adds
 * only who is missing and queues what is still pending, so nobody is mailed
 * twice and nobody is left out.
 */
import type { Knex } from "@storyloom/db";
import { jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { bookAudienceSql } from "./audience.ts";
import type { BookAudience } from "./audience.ts";
import { OPEN_PIXEL_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER } from "./renderReaderMail.ts";
import { readerLinkPrefixes } from "./unsubscribeLinks.ts";

/** Jobs added to Redis per call. */
const ADD_BATCH = 1_000;

export interface Campaign {
  /** "new-chapter:42": one message per key and reader, ever. */
  key: string;
  audience: BookAudience;
  message: { subject: string; html: string; text: string };
  publicUrl: string;
  /** A newsletter's campaign: a delivery row per reader (its open-tracking token fills OPEN_PIXEL_PLACEHOLDER). */
  newsletterId?: number;
}

export async function sendCampaign(input: { knex: Knex; jobs: JobQueue; campaign: Campaign }): Promise<{ written: number; queued: number }> {
  const written = await input.knex.transaction((trx) => writeCampaign(trx, input.campaign));
  const queued = await queuePendingCampaign({ knex: input.knex, jobs: input.jobs, key: input.campaign.key });
  return { written, queued };
}

/**
 * Writes the campaign's outbox rows (and a newsletter's deliveries) in the
 * caller's transaction; queue them with queuePendingCampaign after it
 * commits (a job that ran first would not see its row).
 */
export async function writeCampaign(trx: Knex.Transaction, campaign: Campaign): Promise<number> {
  const links = readerLinkPrefixes(campaign.publicUrl);
  const people = bookAudienceSql(trx, campaign.audience);
  // Everyone the campaign reaches gets their own notification row (getEmails true until they say otherwise).
  await trx.raw(
    `WITH ${people.toQuery()} INSERT INTO reader_notifications (reader_id, author_id) SELECT reader_id, ? FROM people ON CONFLICT (reader_id, author_id) DO NOTHING`,
    [campaign.audience.authorId],
  );
  const newsletterId = campaign.newsletterId ?? 0;
  if (campaign.newsletterId !== undefined) {
    await trx.raw(
      `WITH ${people.toQuery()}
      INSERT INTO newsletter_deliveries (newsletter_id, reader_id)
      SELECT :newsletterId, p.reader_id FROM people p
      JOIN reader_notifications rn ON rn.reader_id = p.reader_id AND rn.author_id = :authorId
      WHERE rn.get_emails
      ON CONFLICT (newsletter_id, reader_id) DO NOTHING`,
      { newsletterId, authorId: campaign.audience.authorId },
    );
  }
  const inserted = await trx.raw(
    `WITH ${people.toQuery()}
    INSERT INTO outgoing_emails (to_address, subject, text_body, html_body, headers, campaign_key, reader_id)
    SELECT p.email, :subject,
      replace(:text, :placeholder, :pageBase || CAST(rn.unsubscribe_token AS text)),
      replace(replace(:html, :placeholder, :pageBase || CAST(rn.unsubscribe_token AS text)), :pixel, :pixelBase || coalesce(CAST(nd.open_token AS text), '')),
      jsonb_build_object('List-Unsubscribe', '<' || :oneClickBase || CAST(rn.unsubscribe_token AS text) || '>', 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
      :key, p.reader_id
    FROM people p
    JOIN reader_notifications rn ON rn.reader_id = p.reader_id AND rn.author_id = :authorId
    LEFT JOIN newsletter_deliveries nd ON nd.newsletter_id = :newsletterId AND nd.reader_id = p.reader_id
    WHERE rn.get_emails AND (:newsletterId = 0 OR nd.id IS NOT NULL)
    ON CONFLICT (campaign_key, reader_id) WHERE campaign_key IS NOT NULL DO NOTHING`,
    {
      subject: campaign.message.subject,
      text: campaign.message.text,
      html: campaign.message.html,
      placeholder: UNSUBSCRIBE_PLACEHOLDER,
      pixel: OPEN_PIXEL_PLACEHOLDER,
      pageBase: links.unsubscribePage,
      oneClickBase: links.oneClickUnsubscribe,
      pixelBase: links.openPixel,
      key: campaign.key,
      authorId: campaign.audience.authorId,
      newsletterId,
    },
  );
  return (inserted as { rowCount: number }).rowCount;
}

/** Adds a `readerMail.send` job for every pending message of the campaign (the job id per message makes a second add a no-op). */
export async function queuePendingCampaign(input: { knex: Knex; jobs: JobQueue; key: string }): Promise<number> {
  const queue = input.jobs.queue("readerMail");
  let queued = 0;
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number }> = await input
      .knex("outgoingEmails")
      .where({ campaignKey: input.key, status: "PENDING" })
      .where("id", ">", after)
      .orderBy("id")
      .limit(ADD_BATCH)
      .select("id");
    if (rows.length === 0) return queued;
    await queue.addBulk(
      rows.map(({ id }) => ({ name: "readerMail.send", data: { emailId: id }, opts: { jobId: jobIdOf("readerMail.send", { emailId: id })! } })),
    );
    queued += rows.length;
    after = rows.at(-1)!.id;
  }
}
