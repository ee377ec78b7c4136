import type { Actor } from "../auth/actor.ts";
import { AuthenticationError, ChapterLockedError, ForbiddenError, NotFoundError } from "../errors.ts";
import { adminPolicies } from "./admin.ts";
import { bookPolicies } from "./books.ts";
import { chapterPolicies } from "./chapters.ts";
import { accountPolicies } from "./account.ts";
import { authorProfilePolicies } from "./authorProfiles.ts";
import { readerPolicies } from "./readers.ts";
import { userPolicies } from "./users.ts";
import { beatsPolicies } from "./beats.ts";
import { exportsPolicies } from "./exports.ts";
import { filesPolicies } from "./files.ts";
import { outlineTemplatesPolicies } from "./outlineTemplates.ts";
import { publishingPolicies } from "./publishing.ts";
import { scenesPolicies } from "./scenes.ts";
import { seriesPolicies } from "./series.ts";
import { storyBiblePolicies } from "./storyBible.ts";
import { aiPolicies } from "./ai.ts";
import { aiToolsPolicies } from "./aiTools.ts";
import { aiPlotTemplatesPolicies } from "./aiPlotTemplates.ts";
import { storyToolsPolicies } from "./storyTools.ts";
import { paymentsPolicies } from "./payments.ts";
import { reportsPolicies } from "./reports.ts";
import { assistantsPolicies } from "./assistants.ts";
import { jobsPolicies } from "./jobs.ts";
import { customDomainsPolicies } from "./customDomains.ts";
import { continuityPolicies } from "./continuity.ts";
import { epubsPolicies } from "./epubs.ts";
import { newslettersPolicies } from "./newsletters.ts";
import { readerBookPolicies } from "./readerBooks.ts";
import { reviewPolicies } from "./reviews.ts";
import { readerCataloguePolicies } from "./readerCatalogue.ts";
import type { Decision } from "./decisions.ts";

/** Every action of every resource, each a pure function of actor and subject. */
const policies = {
  ...userPolicies,
  ...adminPolicies,
  ...readerPolicies,
  ...authorProfilePolicies,
  ...accountPolicies,
  ...bookPolicies,
  ...chapterPolicies,
  ...beatsPolicies,
  ...exportsPolicies,
  ...filesPolicies,
  ...outlineTemplatesPolicies,
  ...publishingPolicies,
  ...scenesPolicies,
  ...seriesPolicies,
  ...readerBookPolicies,
  ...reviewPolicies,
  ...readerCataloguePolicies,
  ...storyBiblePolicies,
  ...aiPolicies,
  ...aiToolsPolicies,
  ...aiPlotTemplatesPolicies,
  ...storyToolsPolicies,
  ...paymentsPolicies,
  ...reportsPolicies,
  ...assistantsPolicies,
  ...jobsPolicies,
  ...customDomainsPolicies,
  ...continuityPolicies,
  ...epubsPolicies,
  ...newslettersPolicies,
};

type Policies = typeof policies;
export type Action = keyof Policies;
export type SubjectOf<A extends Action> = Parameters<Policies[A]>[1];
/** The arguments after the action: none for a policy without a subject. */
export type SubjectArgs<A extends Action> = SubjectOf<A> extends undefined ? [] : [SubjectOf<A>];

/** Whether a policy decides on the actor alone (no subject to load first). */
export function isSubjectless(action: Action): boolean {
  return policies[action].length < 2;
}

/**
 * Throws unless `actor` may do `action` to `subject`: AuthenticationError for
 * the anonymous, NotFoundError when the actor may not even know the subject
 * exists, ChapterLockedError for a chapter behind the paywall, ForbiddenError
 * otherwise.
 */
export function authorize<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): void {
  const policy = policies[action] as (actor: Actor, subject: unknown) => Decision;
  const decision = policy(actor, subject[0]);
  if (decision === true) return;
  if (decision.deny === "unauthenticated") throw new AuthenticationError(decision.message);
  if (decision.deny === "not_found") throw new NotFoundError(decision.message);
  if (decision.deny === "chapter_locked") throw new ChapterLockedError(decision.message);
  throw new ForbiddenError(decision.message);
}

/** The same decision as a boolean, for presenters and lists. */
export function can<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): boolean {
  const policy = policies[action] as (actor: Actor, subject: unknown) => Decision;
  return policy(actor, subject[0]) === true;
}
