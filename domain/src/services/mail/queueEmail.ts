import type { Knex } from "@storyloom/db";
import { OutgoingEmail } from "@storyloom/db/models";
import type { MailMessage } from "../../integrations/mail.ts";
import { enqueueAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";

/**
 * Puts a message in the outbox in the caller's transaction and, once that
 * commits, asks the workers to send it (job `mail.send`). Nothing is sent
 * here, so no request waits for a mail server.
 */
export async function queueEmail(input: { trx: Knex.Transaction; jobs: JobQueue; message: MailMessage }): Promise<OutgoingEmail> {
  const { trx, jobs, message } = input;
  const email = await OutgoingEmail.query(trx).insert({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
  // Not awaited: the add happens after the commit, and a failed add is logged
  // and picked up again by mail.requeuePending.
  void enqueueAfterCommit(trx, jobs, "mail.send", { emailId: email.id });
  return email;
}
