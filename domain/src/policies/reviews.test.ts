import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { PublicBookSubject } from "./readerBooks.ts";
import type { ReviewSubject, ReviewWriteSubject } from "./reviews.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

/** A user whose reader profile is missing (sign-up always makes one; an old account might not have it). */
function withoutReaderProfile(actor: Actor): Actor {
  return actor.kind === "user" ? { ...actor, readerId: null } : actor;
}

const AUTHOR_ID = 1;
const REVIEWER_ID = 2;
const actors = {
  anonymous: ANONYMOUS,
  reviewer: policyActor(REVIEWER_ID, { author: false }),
  "another reader": policyActor(3, { author: false }),
  "the book's author": policyActor(AUTHOR_ID),
  admin: policyActor(4, { admin: true }),
  "user without reader profile": withoutReaderProfile(policyActor(5)),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

const book: PublicBookSubject = { authorId: AUTHOR_ID + 100, status: "PUBLISHED", deleted: false, isSuspended: false };
const hiddenBooks: PublicBookSubject[] = [
  { ...book, status: "DRAFT" },
  { ...book, deleted: true },
  { ...book, isSuspended: true },
];
const review: ReviewSubject = { readerId: REVIEWER_ID + 200, reviewedAt: new Date("2026-11-20T10:00:00Z"), book };

const table = (expected: Record<ActorName, Outcome>) => Object.entries(expected) as [ActorName, Outcome][];
type Decide = (actor: Actor, action: "review.react" | "review.report" | "review.delete", subject: ReviewSubject) => void;
const decide = authorize as Decide;

describe("review.write (subject: the book and the reader's ReaderBook)", () => {
  const opened: ReviewWriteSubject = { book, readerBook: { firstReadAt: new Date("2026-11-01T10:00:00Z") } };
  it.each(
    table({
      anonymous: 401,
      reviewer: "allow",
      "another reader": "allow",
      "the book's author": 403,
      admin: "allow",
      "user without reader profile": 404,
    }),
  )("by %s who opened the book → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "review.write", opened))).toBe(expected);
    expect(can(actors[name], "review.write", opened)).toBe(expected === "allow");
  });

  it("refuses a reader who has not opened the book, saying so", () => {
    for (const readerBook of [null, { firstReadAt: null }]) {
      expect(() => authorize(actors.reviewer, "review.write", { book, readerBook })).toThrow("Open the book before reviewing it.");
    }
  });

  it("tells the author they cannot rate their own book", () => {
    expect(() => authorize(actors["the book's author"], "review.write", opened)).toThrow("You cannot review your own book.");
  });

  it.each(hiddenBooks)("a book that is not public cannot be reviewed (%o)", (hidden) => {
    expect(outcomeOf(() => authorize(actors.reviewer, "review.write", { book: hidden, readerBook: opened.readerBook }))).toBe(404);
  });
});

describe("review.react, review.report and review.delete (subject: the review)", () => {
  const others = {
    anonymous: 401,
    reviewer: 403,
    "another reader": "allow",
    "the book's author": "allow",
    admin: "allow",
    "user without reader profile": 404,
  } as const;
  const ownOnly = {
    anonymous: 401,
    reviewer: "allow",
    "another reader": 404,
    "the book's author": 404,
    admin: 404,
    "user without reader profile": 404,
  } as const;
  const rows = (
    [
      ["review.react", others],
      ["review.report", others],
      ["review.delete", ownOnly],
    ] as const
  ).flatMap(([action, expected]) => table(expected).map(([name, outcome]) => [action, name, outcome] as const));

  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => decide(actors[name], action, review))).toBe(expected);
  });

  it("says why one's own review is refused", () => {
    expect(() => authorize(actors.reviewer, "review.react", review)).toThrow("You cannot react to your own review.");
    expect(() => authorize(actors.reviewer, "review.report", review)).toThrow("You cannot report your own review.");
  });

  it.each(["review.react", "review.report", "review.delete"] as const)("%s of a review that was deleted, or of a hidden book, is a 404", (action) => {
    const gone = [{ ...review, reviewedAt: null }, ...hiddenBooks.map((hidden) => ({ ...review, book: hidden }))];
    for (const subject of gone) {
      expect(outcomeOf(() => decide(actors.reviewer, action, subject))).toBe(404);
      expect(outcomeOf(() => decide(actors["another reader"], action, subject))).toBe(404);
      expect(outcomeOf(() => decide(actors.anonymous, action, subject))).toBe(401);
    }
  });
});
