import type { Knex } from "@storyloom/db";
import { AdminAuditLogEntry } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";

/** Every action the audit log knows. */
export type AdminAction =
  | "user.suspend"
  | "user.restore"
  | "user.promoCredit"
  | "user.liftAiSuspension"
  | "impersonation.start"
  | "impersonation.stop"
  | "impersonation.write"
  | "reviewReport.dismiss"
  | "reviewReport.notes"
  | "review.hide"
  | "review.restore"
  | "book.suspend"
  | "book.restore"
  | "series.suspend"
  | "series.restore";

export type AdminSubjectType = "user" | "review" | "reviewReport" | "book" | "series";

/**
 * Writes one audit entry in the caller's transaction, so the entry exists
 * exactly when the action committed. Under impersonation the actor is the
 * impersonated user: the entry names the admin (`adminId`) as the one who
 * acted and the user as the one on whose behalf.
 */
export async function recordAdminAction(input: {
  trx: Knex.Transaction | Knex;
  actor: UserActor;
  action: AdminAction;
  subject: { type: AdminSubjectType; id: number };
  details?: Record<string, unknown>;
}): Promise<AdminAuditLogEntry> {
  const { trx, actor } = input;
  const impersonating = actor.adminId !== undefined;
  return AdminAuditLogEntry.query(trx).insert({
    actorId: impersonating ? actor.adminId : actor.userId,
    onBehalfOfId: impersonating ? actor.userId : null,
    action: input.action,
    subjectType: input.subject.type,
    subjectId: input.subject.id,
    details: input.details ?? {},
  });
}
