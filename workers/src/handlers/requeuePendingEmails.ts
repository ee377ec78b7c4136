import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { requeuePendingEmails as requeue } from "@storyloom/domain/services/mail/requeuePendingEmails.ts";

/** `mail.requeuePending`: gives outbox e-mails that lost their `mail.send` job a new one. */
export function requeuePendingEmails(deps: { knex: Knex; jobs: JobQueue }): Promise<{ pending: number; requeued: number }> {
  return requeue({ knex: deps.knex, jobs: deps.jobs });
}
