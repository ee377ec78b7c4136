import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { BeatBookSubject } from "./beats.ts";
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
type BeatAction = "beat.list" | "beat.update" | "beat.updateMany" | "beat.moveChapters";

const book: BeatBookSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedBook: BeatBookSubject = { ...book, deleted: true };

const readable = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: "allow" } as const;
const ownerOnly = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 } as const;

const expectations: [BeatAction, Record<ActorName, Outcome>][] = [
  ["beat.list", readable],
  ["beat.update", ownerOnly],
  ["beat.updateMany", ownerOnly],
  ["beat.moveChapters", ownerOnly],
];

const rows = expectations.flatMap(([action, expected]) =>
  (Object.entries(expected) as [ActorName, Outcome][]).map(([name, result]) => [action, name, result] as const),
);

describe("beat policies (subject: the beat's book)", () => {
  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], action, book))).toBe(expected);
    expect(can(actors[name], action, book)).toBe(expected === "allow");
  });

  it.each(expectations.map(([action]) => action))("%s of a deleted book is a 404 for the owner and admins alike", (action) => {
    expect(outcomeOf(() => authorize(actors.owner, action, deletedBook))).toBe(404);
    expect(outcomeOf(() => authorize(actors.admin, action, deletedBook))).toBe(404);
    expect(outcomeOf(() => authorize(actors.anonymous, action, deletedBook))).toBe(401);
  });
});
