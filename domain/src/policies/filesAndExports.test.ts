import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import type { ExportBookSubject } from "./exports.ts";
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

const book: ExportBookSubject = { authorId: OWNER_ID + 100, deleted: false };

const uploads: Record<ActorName, Outcome> = { anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" };
const exports: Record<ActorName, Outcome> = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 };

describe("file and export policies", () => {
  it.each(Object.entries(uploads) as [ActorName, Outcome][])("file.uploadImage by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "file.uploadImage"))).toBe(expected);
  });

  it.each(Object.entries(exports) as [ActorName, Outcome][])("book.export by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "book.export", book))).toBe(expected);
  });

  it("book.export of a deleted book is a 404 for its owner too", () => {
    expect(outcomeOf(() => authorize(actors.owner, "book.export", { ...book, deleted: true }))).toBe(404);
  });
});
