import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { PublicBookSubject } from "./readerBooks.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

/** A user whose reader profile is missing (sign-up always makes one; an old account might not have it). */
function withoutReaderProfile(actor: Actor): Actor {
  return actor.kind === "user" ? { ...actor, readerId: null } : actor;
}

const AUTHOR_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  "the book's author": policyActor(AUTHOR_ID),
  admin: policyActor(4, { admin: true }),
  "user without reader profile": withoutReaderProfile(policyActor(5)),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

const book: PublicBookSubject = { authorId: AUTHOR_ID + 100, status: "PUBLISHED", deleted: false, isSuspended: false };
const hiddenBooks: Record<string, PublicBookSubject> = {
  draft: { ...book, status: "DRAFT" },
  staged: { ...book, status: "STAGED" },
  deleted: { ...book, deleted: true },
  suspended: { ...book, isSuspended: true },
};

const readers: Record<ActorName, Outcome> = {
  anonymous: 401,
  reader: "allow",
  "another author": "allow",
  "the book's author": "allow",
  admin: "allow",
  "user without reader profile": 404,
};

const rows = (["readerBook.read", "readerBook.save"] as const).flatMap((action) =>
  (Object.entries(readers) as [ActorName, Outcome][]).map(([name, expected]) => [action, name, expected] as const),
);

describe("reader book policies (subject: a public book)", () => {
  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], action, book))).toBe(expected);
    expect(can(actors[name], action, book)).toBe(expected === "allow");
  });

  it.each(Object.entries(hiddenBooks))("a %s book does not exist for any reader, its author and admins included", (_kind, hidden) => {
    for (const action of ["readerBook.read", "readerBook.save"] as const) {
      expect(outcomeOf(() => authorize(actors.reader, action, hidden))).toBe(404);
      expect(outcomeOf(() => authorize(actors["the book's author"], action, hidden))).toBe(404);
      expect(outcomeOf(() => authorize(actors.admin, action, hidden))).toBe(404);
      expect(outcomeOf(() => authorize(actors.anonymous, action, hidden))).toBe(401);
    }
  });

  it("a suspended book stays for the reader who keeps it (paid for it or subscribes), and only while it is published", () => {
    const kept: PublicBookSubject = { ...book, isSuspended: true, isKeptByReader: true };
    for (const action of ["readerBook.read", "readerBook.save"] as const) {
      expect(outcomeOf(() => authorize(actors.reader, action, kept))).toBe("allow");
      expect(outcomeOf(() => authorize(actors.reader, action, { ...kept, isKeptByReader: false }))).toBe(404);
      expect(outcomeOf(() => authorize(actors.reader, action, { ...kept, deleted: true }))).toBe(404);
      expect(outcomeOf(() => authorize(actors.anonymous, action, kept))).toBe(401);
    }
  });

  it.each(Object.entries(readers))("bookshelf.list by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name as ActorName], "bookshelf.list"))).toBe(expected);
  });

  it.each(Object.entries(readers))("readerEmails.list and readerEmails.update by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name as ActorName], "readerEmails.list"))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name as ActorName], "readerEmails.update"))).toBe(expected);
  });
});
