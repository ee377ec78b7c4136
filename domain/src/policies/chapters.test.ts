import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
import type { ChapterBookSubject } from "./chapters.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;
const outcome = outcomeOf;

const book: ChapterBookSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedBook: ChapterBookSubject = { ...book, deleted: true };

const readable = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: "allow" } as const;
const ownerOnly = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 } as const;

const expectations: [Action, Record<ActorName, Outcome>][] = [
  ["chapter.list", readable],
  ["chapter.read", readable],
  ["chapter.create", ownerOnly],
  ["chapter.update", ownerOnly],
  ["chapter.delete", ownerOnly],
  ["chapter.move", ownerOnly],
  ["chapterVersion.list", readable],
  ["chapterVersion.read", readable],
  ["chapterVersion.create", ownerOnly],
  ["chapterVersion.update", ownerOnly],
  ["chapterVersion.restore", ownerOnly],
];

const rows = expectations.flatMap(([action, expected]) =>
  (Object.entries(expected) as [ActorName, Outcome][]).map(([name, outcomeOf]) => [action, name, outcomeOf] as const),
);

/** Calls a chapter policy; every chapter action takes the same subject, the chapter's book. */
function decide(actor: Actor, action: Action, subject: ChapterBookSubject): void {
  (authorize as (actor: Actor, action: Action, subject: ChapterBookSubject) => void)(actor, action, subject);
}

describe("chapter policies (subject: the chapter's book)", () => {
  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcome(() => decide(actors[name], action, book))).toBe(expected);
    expect((can as (actor: Actor, action: Action, subject: ChapterBookSubject) => boolean)(actors[name], action, book)).toBe(expected === "allow");
  });

  it.each(expectations.map(([action]) => action))("%s of a deleted book is a 404 for the owner and admins alike", (action) => {
    expect(outcome(() => decide(actors.owner, action, deletedBook))).toBe(404);
    expect(outcome(() => decide(actors.admin, action, deletedBook))).toBe(404);
    expect(outcome(() => decide(actors.anonymous, action, deletedBook))).toBe(401);
  });
});
