import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../../auth/actor.ts";
import type { Actor } from "../../auth/actor.ts";
import { policyActor } from "../../policies/testing.ts";
import { decideBookAccess, decideChapterAccess, NO_READER_ACCESS } from "./chapterAccess.ts";
import type { AccessBook, AccessChapter, ChapterAccessReason, ReaderAccess } from "./chapterAccess.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const LATER = new Date("2026-11-30T12:00:00Z");
const EARLIER = new Date("2026-11-20T12:00:00Z");

// User 1 writes the book (author profile 101); user 2 reads; user 3 is an admin; user 4 is another author.
const author = policyActor(1);
const reader = policyActor(2);
const admin = policyActor(3, { admin: true });
const otherAuthor = policyActor(4);

const BOOK: AccessBook = { authorId: 101, publicChaptersCount: 2, subscribersOnly: false, bundlePrice: 1500, subscriptionOffered: true };

/** Published chapters in reading order, by id: index i is ids[i - 1]. */
function chaptersOf(ids: number[], scheduledUnlockAt: Record<number, Date> = {}): AccessChapter[] {
  return ids.map((id, place) => ({ id, index: place + 1, scheduledUnlockAt: scheduledUnlockAt[id] ?? null }));
}

function holding(access: Partial<ReaderAccess>): ReaderAccess {
  return { ...NO_READER_ACCESS, ...access };
}

/** Each chapter's reason, in reading order. */
function reasons(actor: Actor, reader: ReaderAccess, chapters: AccessChapter[], book: AccessBook = BOOK): ChapterAccessReason[] {
  return decideBookAccess({ actor, book, publishedChaptersCount: chapters.length, reader, now: NOW }, chapters).map((access) => access.reason);
}

const FIVE = chaptersOf([11, 12, 13, 14, 15]);

describe("decideChapterAccess: who reads which of five published chapters (two free)", () => {
  const cases: Array<[string, Actor, ReaderAccess, ChapterAccessReason[]]> = [
    ["anonymous", ANONYMOUS, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
    ["a reader holding nothing", reader, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
    ["a reader who bought the entire book", reader, holding({ entireBook: true }), ["free", "free", "bought", "bought", "bought"]],
    ["a reader who bought chapters 3 and 5", reader, holding({ unlockedChapterIds: new Set([13, 15]) }), ["free", "free", "bought", "locked", "bought"]],
    ["a subscribed reader (author or series)", reader, holding({ isSubscribed: true }), ["free", "free", "subscribed", "subscribed", "subscribed"]],
    ["a reader whose subscription is inactive", reader, holding({ isSubscribed: false }), ["free", "free", "locked", "locked", "locked"]],
    ["a reader who bought a chapter and subscribes", reader, holding({ unlockedChapterIds: new Set([13]), isSubscribed: true }), ["free", "free", "bought", "subscribed", "subscribed"]],
    ["the book's author", author, NO_READER_ACCESS, ["author", "author", "author", "author", "author"]],
    ["an admin", admin, NO_READER_ACCESS, ["admin", "admin", "admin", "admin", "admin"]],
    ["another author", otherAuthor, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
  ];
  it.each(cases)("%s", (_name, actor, held, expected) => {
    expect(reasons(actor, held, FIVE)).toEqual(expected);
  });
});

describe("decideChapterAccess: what a locked chapter offers", () => {
  it("offers sign-in first to the anonymous, and every way to pay", () => {
    const access = decideChapterAccess({ actor: ANONYMOUS, book: BOOK, publishedChaptersCount: 5, reader: NO_READER_ACCESS, now: NOW }, FIVE[2]!);
    expect(access).toEqual({
      chapterIndex: 3,
      isOpen: false,
      reason: "locked",
      unlock: { needsSignIn: true, freeChaptersCount: 2, canBuyChapters: true, bundlePrice: 1500, canSubscribe: true, unlocksFreeAt: null },
    });
  });

  it("tells a signed-in reader no sign-in is needed, and counts no more free chapters than are published", () => {
    const book = { ...BOOK, publicChaptersCount: 9, subscriptionOffered: false, bundlePrice: null };
    const chapters = chaptersOf([11, 12, 13]);
    const access = decideChapterAccess({ actor: reader, book, publishedChaptersCount: 3, reader: NO_READER_ACCESS, now: NOW }, { ...chapters[2]!, scheduledUnlockAt: LATER });
    expect(access.unlock).toEqual({ needsSignIn: false, freeChaptersCount: 3, canBuyChapters: true, bundlePrice: null, canSubscribe: false, unlocksFreeAt: LATER });
  });

  it("gives an open chapter no unlock options", () => {
    const access = decideChapterAccess({ actor: reader, book: BOOK, publishedChaptersCount: 5, reader: NO_READER_ACCESS, now: NOW }, FIVE[0]!);
    expect(access).toEqual({ chapterIndex: 1, isOpen: true, reason: "free", unlock: null });
  });
});

describe("decideChapterAccess: subscribersOnly books", () => {
  const book = { ...BOOK, subscribersOnly: true };

  it("keeps the free chapters free and sells nothing chapter by chapter nor whole", () => {
    expect(reasons(reader, NO_READER_ACCESS, FIVE, book)).toEqual(["free", "free", "locked", "locked", "locked"]);
    const access = decideChapterAccess({ actor: reader, book, publishedChaptersCount: 5, reader: NO_READER_ACCESS, now: NOW }, FIVE[3]!);
    expect(access.unlock).toMatchObject({ canBuyChapters: false, bundlePrice: null, canSubscribe: true });
  });

  it("opens to subscribers, and keeps what a reader bought before the book became subscribers-only", () => {
    expect(reasons(reader, holding({ isSubscribed: true }), FIVE, book)).toEqual(["free", "free", "subscribed", "subscribed", "subscribed"]);
    expect(reasons(reader, holding({ unlockedChapterIds: new Set([14]) }), FIVE, book)).toEqual(["free", "free", "locked", "bought", "locked"]);
  });
});

describe("decideChapterAccess: scheduledUnlockAt", () => {
  it("holds a free chapter back for paying readers until its unlock time", () => {
    const chapters = chaptersOf([11, 12, 13], { 12: LATER });
    expect(reasons(reader, NO_READER_ACCESS, chapters)).toEqual(["free", "locked", "locked"]);
    expect(reasons(ANONYMOUS, NO_READER_ACCESS, chapters)).toEqual(["free", "locked", "locked"]);
    expect(reasons(reader, holding({ isSubscribed: true }), chapters)).toEqual(["free", "subscribed", "subscribed"]);
    expect(reasons(reader, holding({ unlockedChapterIds: new Set([12]) }), chapters)).toEqual(["free", "bought", "locked"]);
    expect(reasons(reader, holding({ entireBook: true }), chapters)).toEqual(["free", "bought", "bought"]);
    const access = decideChapterAccess({ actor: reader, book: BOOK, publishedChaptersCount: 3, reader: NO_READER_ACCESS, now: NOW }, chapters[1]!);
    expect(access.unlock?.unlocksFreeAt).toEqual(LATER);
  });

  it("frees the chapter once its unlock time has passed", () => {
    expect(reasons(reader, NO_READER_ACCESS, chaptersOf([11, 12, 13], { 12: EARLIER }))).toEqual(["free", "free", "locked"]);
  });

  it("does not free a chapter beyond the free ones, nor promise it will be", () => {
    const chapters = chaptersOf([11, 12, 13], { 13: EARLIER });
    expect(reasons(reader, NO_READER_ACCESS, chapters)).toEqual(["free", "free", "locked"]);
    const ahead = decideChapterAccess({ actor: reader, book: BOOK, publishedChaptersCount: 3, reader: NO_READER_ACCESS, now: NOW }, { ...chapters[2]!, scheduledUnlockAt: LATER });
    expect(ahead.unlock?.unlocksFreeAt).toBeNull();
  });

  it("never holds a chapter back from its author or an admin", () => {
    const chapters = chaptersOf([11, 12], { 12: LATER });
    expect(reasons(author, NO_READER_ACCESS, chapters)).toEqual(["author", "author"]);
    expect(reasons(admin, NO_READER_ACCESS, chapters)).toEqual(["admin", "admin"]);
  });
});

describe("decideChapterAccess: purchases survive changes to the chapters", () => {
  const book = { ...BOOK, publicChaptersCount: 1 };
  const bought13 = holding({ unlockedChapterIds: new Set([13]) });

  it("keeps a bought chapter open when a chapter is inserted or moved before it, and does not open the new one", () => {
    expect(reasons(reader, bought13, chaptersOf([11, 12, 13]), book)).toEqual(["free", "locked", "bought"]);
    // Chapter 16 is published second: 13 is now fourth.
    expect(reasons(reader, bought13, chaptersOf([11, 16, 12, 13]), book)).toEqual(["free", "locked", "locked", "bought"]);
    // Chapter 13 is moved to the front, 11 after it: 13 is free now, and 11 is not opened by the purchase.
    expect(reasons(reader, bought13, chaptersOf([13, 11, 12]), book)).toEqual(["free", "locked", "locked"]);
  });

  it("keeps a bought chapter open when a free chapter before it is unpublished, and opens no unpaid one", () => {
    const twoFree = { ...BOOK, publicChaptersCount: 2 };
    const bought14 = holding({ unlockedChapterIds: new Set([14]) });
    expect(reasons(reader, bought14, chaptersOf([11, 12, 13, 14, 15]), twoFree)).toEqual(["free", "free", "locked", "bought", "locked"]);
    // Chapter 11 is unpublished: the first two published chapters (12, 13) are the free ones, 14 stays bought, 15 stays locked.
    expect(reasons(reader, bought14, chaptersOf([12, 13, 14, 15]), twoFree)).toEqual(["free", "free", "bought", "locked"]);
  });

  it("keeps a bought chapter that was unpublished and published again", () => {
    expect(reasons(reader, bought13, chaptersOf([11, 12]), book)).toEqual(["free", "locked"]);
    expect(reasons(reader, bought13, chaptersOf([11, 12, 13]), book)).toEqual(["free", "locked", "bought"]);
  });
});
