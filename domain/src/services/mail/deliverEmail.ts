import type { Knex } from "@storyloom/db";
import { OutgoingEmail } from "@storyloom/db/models";
import type { Mailer } from "../../integrations/mail.ts";
import { JOB_ATTEMPTS } from "../../jobs/enqueue.ts";

/** Tries before an e-mail is given up as FAILED: as many as BullMQ gives its job. */
export const MAX_EMAIL_ATTEMPTS = JOB_ATTEMPTS;
const LAST_ERROR_LENGTH = 1000;

export type DeliveryOutcome = "sent" | "skipped";

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, LAST_ERROR_LENGTH);
}

/**
 * Sends one outbox e-mail through the mailer; the handler of `mail.send`.
 * Idempotent: an e-mail that is not PENDING (sent, given up, unknown) or that
 * another run is sending right now is skipped. A failure counts an attempt,
 * keeps the error and is thrown again so BullMQ retries; the last allowed
 * attempt marks the e-mail FAILED. Once SENT or FAILED the bodies are
 * dropped: they can carry single-use links.
 */
export async function deliverEmail(input: { knex: Knex; mailer: Mailer; emailId: number; maxAttempts?: number }): Promise<DeliveryOutcome> {
  const maxAttempts = input.maxAttempts ?? MAX_EMAIL_ATTEMPTS;
  const outcome = await input.knex.transaction(async (trx) => {
    // The row stays locked while the message goes out, so two runs of one job
    // (BullMQ runs a stalled job again) never both send it: the other skips it.
    const email = await OutgoingEmail.query(trx).findById(input.emailId).where("status", "PENDING").forUpdate().skipLocked();
    if (!email) return { kind: "skipped" as const };
    // A slow SMTP server may keep this transaction idle past the pool's 30 s limit.
    await trx.raw("SET LOCAL idle_in_transaction_session_timeout = '5min'");
    const attempts = email.attempts + 1;
    try {
      await input.mailer.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody ?? "",
        ...(email.htmlBody === null ? {} : { html: email.htmlBody }),
        ...(email.headers === null ? {} : { headers: email.headers }),
        // The same Message-ID on every attempt: a worker that dies after the SMTP server accepted the message but
        // before SENT is committed sends it again on its next run (no SMTP conversation can close that window),
        // and the second copy is then the same message, which mail clients show once.
        key: `outbox-${email.id}-${email.createdAt.getTime().toString(36)}`,
      });
    } catch (error) {
      const givenUp = attempts >= maxAttempts;
      await OutgoingEmail.query(trx)
        .patch({ attempts, lastError: describeError(error), ...(givenUp ? { status: "FAILED", textBody: null, htmlBody: null } : {}) })
        .where({ id: email.id });
      return { kind: "failed" as const, error };
    }
    const sentAt = new Date();
    await OutgoingEmail.query(trx).patch({ status: "SENT", attempts, sentAt, textBody: null, htmlBody: null }).where({ id: email.id });
    // A newsletter's delivery says when its message went out (the author's "delivered" count), in the same commit.
    const newsletterId = /^newsletter:(\d+)$/.exec(email.campaignKey ?? "")?.[1];
    if (newsletterId !== undefined && email.readerId !== null)
      await trx("newsletterDeliveries")
        .where({ newsletterId: Number(newsletterId), readerId: email.readerId })
        .update({ sentAt, updatedAt: trx.fn.now() });
    return { kind: "sent" as const };
  });
  // Thrown after the commit, so the counted attempt and the error are kept.
  if (outcome.kind === "failed") throw outcome.error;
  return outcome.kind;
}
