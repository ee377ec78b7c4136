import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

export const filesPolicies = {
  /** Cover images: any signed-in author (the book they go on is checked when the cover is set). */
  "file.uploadImage": (actor: Actor): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return actor.authorId !== null ? true : forbidden("Only authors can upload covers.");
  },
};
