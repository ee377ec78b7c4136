import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { ChapterLockedError } from "../errors.ts";
import { decideFromFacts, NO_READER_ACCESS } from "../services/readers/chapterAccess.ts";
import type { ChapterAccess, ChapterFacts, ReaderAccess } from "../services/readers/chapterAccess.ts";
import { authorize, can } from "./index.ts";
import { outcomeOf, policyActor, POLICY_TEST_NOW } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  "user without author profile": policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

/** Chapter `index` (id 10 + index) of a book of the owner with five published chapters, two free. */
function factsOf(index: number, reader: ReaderAccess = NO_READER_ACCESS): ChapterFacts {
  return {
    bookId: 7,
    book: {
      authorId: OWNER_ID + 100,
      publicChaptersCount: 2,
      subscribersOnly: false,
      chapterPrice: 99,
      bundlePrice: null,
      paidLatestChaptersCount: null,
      subscriberEarlyDays: null,
      subscriptionOffered: true,
      hasPaywall: true,
    },
    chapter: { id: 10 + index, index, publishedAt: null, scheduledUnlockAt: null },
    publishedChaptersCount: 5,
    reader,
    now: POLICY_TEST_NOW,
  };
}

const everyone = { anonymous: "allow", "user without author profile": "allow", "another author": "allow", owner: "allow", admin: "allow" } as const;
const ownerAndAdmins = { anonymous: 403, "user without author profile": 403, "another author": 403, owner: "allow", admin: "allow" } as const;

const table: [string, ChapterFacts, Record<ActorName, Outcome>][] = [
  ["a free chapter", factsOf(1), everyone],
  ["a paid chapter nobody bought", factsOf(3), ownerAndAdmins],
  ["a paid chapter, for a reader who bought the book", factsOf(3, { ...NO_READER_ACCESS, entireBook: true }), everyone],
  ["a paid chapter, for a reader who bought it", factsOf(4, { ...NO_READER_ACCESS, unlockedChapterIds: new Set([14]) }), everyone],
  ["a paid chapter, for a subscribed reader", factsOf(5, { ...NO_READER_ACCESS, isSubscribed: true }), everyone],
];

const rows = table.flatMap(([label, facts, expected]) =>
  (Object.entries(expected) as [ActorName, Outcome][]).map(([name, outcome]) => [label, name, outcome, facts] as const),
);

describe("reader catalogue policies: readerChapter.read", () => {
  it.each(rows)("%s, read by %s → %s", (_label, name, expected, facts) => {
    expect(outcomeOf(() => authorize(actors[name], "readerChapter.read", facts))).toBe(expected);
    expect(can(actors[name], "readerChapter.read", facts)).toBe(expected === "allow");
  });

  it("says the chapter is locked, with the code the reading pages recognise", () => {
    expect(() => authorize(ANONYMOUS, "readerChapter.read", factsOf(3))).toThrow(ChapterLockedError);
    expect(() => authorize(ANONYMOUS, "readerChapter.read", factsOf(3))).toThrow("This chapter is locked.");
  });
});

/** The access check-access answers with, as the route computes it for the actor who asks. */
const checkAccessTable: [string, (actor: Actor) => ChapterAccess, Record<ActorName, Outcome>][] = [
  ["a free chapter", (actor) => decideFromFacts(actor, factsOf(1)), everyone],
  ["a paid chapter nobody bought (locked but to the owner and admins)", (actor) => decideFromFacts(actor, factsOf(3)), everyone],
  ["a paid chapter, for a subscribed reader", (actor) => decideFromFacts(actor, factsOf(5, { ...NO_READER_ACCESS, isSubscribed: true })), everyone],
];

const checkAccessRows = checkAccessTable.flatMap(([label, accessOf, expected]) =>
  (Object.entries(expected) as [ActorName, Outcome][]).map(([name, outcome]) => [label, name, outcome, accessOf] as const),
);

describe("reader catalogue policies: readerChapter.checkAccess", () => {
  it.each(checkAccessRows)("%s, asked by %s → %s (the answer is the access itself, locked or not)", (_label, name, expected, accessOf) => {
    const access = accessOf(actors[name]);
    expect(outcomeOf(() => authorize(actors[name], "readerChapter.checkAccess", access))).toBe(expected);
  });
});
