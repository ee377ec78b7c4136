import type { Actor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/**
 * The actor's author profile id, from the session, without a query; the
 * author policies refuse those without one before a route gets here.
 */
export function requireAuthorId(actor: Actor): number {
  if (actor.kind === "anonymous" || actor.authorId === null) throw new NotFoundError("Author profile not found.");
  return actor.authorId;
}
