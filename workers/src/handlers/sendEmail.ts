import type { Knex } from "@storyloom/db";
import type { JobPayload } from "@storyloom/domain/jobs/index.ts";
import type { Mailer } from "@storyloom/domain/integrations/mail.ts";
import { deliverEmail } from "@storyloom/domain/services/mail/deliverEmail.ts";
import type { DeliveryOutcome } from "@storyloom/domain/services/mail/deliverEmail.ts";

/**
 * `mail.send`: delivers one outbox e-mail. deliverEmail is idempotent, so
 * BullMQ's at-least-once delivery never mails twice for one success; a
 * failure is thrown so BullMQ retries with backoff.
 */
export function sendEmail(deps: { knex: Knex; mailer: Mailer }, payload: JobPayload<"mail.send"> | JobPayload<"readerMail.send">): Promise<DeliveryOutcome> {
  return deliverEmail({ knex: deps.knex, mailer: deps.mailer, emailId: payload.emailId });
}
