import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** An author's reports are their own: the services read only the asking author's books, series and payments. */
function ownReports(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Reports are for authors: create your author profile first.");
}

export const reportsPolicies = {
  "reports.view": ownReports,
};
