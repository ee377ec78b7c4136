import type { Actor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/** The actor's reader profile id; every signed-up user has one, and the reader policies refuse those without. */
export function requireReaderId(actor: Actor): number {
  if (actor.kind === "anonymous" || actor.readerId === null) throw new NotFoundError("Reader profile not found.");
  return actor.readerId;
}
