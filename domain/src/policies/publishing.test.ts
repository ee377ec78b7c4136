import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
import type { PublishingSubject } from "./publishing.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const OWNER_ID = 1;
/** An admin's session impersonating the owner: the owner's actor, with the admin's id on it. */
const ownerActor = policyActor(OWNER_ID);
const adminAsOwner: Actor = ownerActor.kind === "user" ? { ...ownerActor, adminId: 4 } : ownerActor;

const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  "admin as the owner": adminAsOwner,
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

const book: PublishingSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedBook: PublishingSubject = { ...book, deleted: true };

const ownerOnly = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", "admin as the owner": "allow", admin: 404 } as const;
const ACTIONS: Action[] = ["book.publish", "book.schedulePublish", "book.unpublish", "chapter.publish", "chapter.schedulePublish", "chapter.unpublish"];

const rows = ACTIONS.flatMap((action) => (Object.entries(ownerOnly) as [ActorName, Outcome][]).map(([name, expected]) => [action, name, expected] as const));

function decide(actor: Actor, action: Action, subject: PublishingSubject): void {
  (authorize as (actor: Actor, action: Action, subject: PublishingSubject) => void)(actor, action, subject);
}

describe("publishing policies (subject: the book)", () => {
  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => decide(actors[name], action, book))).toBe(expected);
    expect((can as (actor: Actor, action: Action, subject: PublishingSubject) => boolean)(actors[name], action, book)).toBe(expected === "allow");
  });

  it.each(ACTIONS)("%s of a deleted book is a 404 for everyone signed in", (action) => {
    expect(outcomeOf(() => decide(actors.owner, action, deletedBook))).toBe(404);
    expect(outcomeOf(() => decide(actors["admin as the owner"], action, deletedBook))).toBe(404);
    expect(outcomeOf(() => decide(actors.admin, action, deletedBook))).toBe(404);
    expect(outcomeOf(() => decide(actors.anonymous, action, deletedBook))).toBe(401);
  });
});
