import type { Knex } from "@storyloom/db";
import type { UserActor } from "../../auth/actor.ts";
import { recordAdminAction } from "./recordAdminAction.ts";

/** What the audit log keeps of a change an admin made while acting as a user. */
export interface ImpersonatedWrite {
  method: string;
  /** The route's pattern, e.g. "/api/v1/books/:bookId/chapters". */
  route: string;
  /** The path asked for, without its query string. */
  path: string;
  params: Record<string, string | string[]>;
  status: number;
}

/**
 * Records a successful change made under impersonation: the admin as the one
 * who acted, the impersonated user as the one on whose behalf and as the
 * subject, and which call it was. Called once the route has answered
 * successfully, so its own transaction has committed; reads are not recorded.
 * Outside impersonation it does nothing.
 */
export async function recordImpersonatedWrite(knex: Knex, actor: UserActor, write: ImpersonatedWrite): Promise<boolean> {
  if (actor.adminId === undefined) return false;
  await recordAdminAction({
    trx: knex,
    actor,
    action: "impersonation.write",
    subject: { type: "user", id: actor.userId },
    details: { ...write },
  });
  return true;
}
