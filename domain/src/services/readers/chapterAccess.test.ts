import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../../auth/actor.ts";
import type { Actor } from "../../auth/actor.ts";
import { policyActor } from "../../policies/testing.ts";
import { decideBookAccess, decideChapterAccess, earlyAccessEndsAt, NO_READER_ACCESS, ruleUnlockAt } from "./chapterAccess.ts";
import type { AccessBook, AccessChapter, ChapterAccess, ChapterAccessReason, ReaderAccess } from "./chapterAccess.ts";
import { chargesReaders } from "./chargesReaders.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const LATER = new Date("2026-11-30T12:00:00Z");
const EARLIER = new Date("2026-11-20T12:00:00Z");
const LONG_AGO = new Date("2026-10-01T12:00:00Z");
const DAY = 86_400_000;
const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

// User 1 writes the book (author profile 101); user 2 reads; user 3 is an admin; user 4 is another author.
const author = policyActor(1);
const reader = policyActor(2);
const admin = policyActor(3, { admin: true });
const otherAuthor = policyActor(4);

const BOOK: AccessBook = {
  authorId: 101,
  publicChaptersCount: 2,
  subscribersOnly: false,
  chapterPrice: 99,
  bundlePrice: 1500,
  paidLatestChaptersCount: null,
  subscriberEarlyDays: null,
  subscriptionOffered: true,
  hasPaywall: true,
};

type ChapterDates = Partial<Pick<AccessChapter, "publishedAt" | "scheduledUnlockAt">>;

/** Published chapters in reading order, by id: index i is ids[i - 1]; published long ago unless told. */
function chaptersOf(ids: number[], dates: Record<number, ChapterDates> = {}): AccessChapter[] {
  return ids.map((id, place) => ({ id, index: place + 1, publishedAt: LONG_AGO, scheduledUnlockAt: null, ...dates[id] }));
}

function holding(access: Partial<ReaderAccess>): ReaderAccess {
  return { ...NO_READER_ACCESS, ...access };
}

/** Each chapter's reason, in reading order. */
function reasons(actor: Actor, reader: ReaderAccess, chapters: AccessChapter[], book: AccessBook = BOOK, now: Date = NOW): ChapterAccessReason[] {
  return decideBookAccess({ actor, book, publishedChaptersCount: chapters.length, reader, now }, chapters).map((access) => access.reason);
}

/** One chapter's decision. */
function decide(input: { actor?: Actor; reader?: ReaderAccess; book?: AccessBook; chapters: AccessChapter[]; index: number; now?: Date }): ChapterAccess {
  const { chapters, index } = input;
  const facts = {
    actor: input.actor ?? reader,
    book: input.book ?? BOOK,
    publishedChaptersCount: chapters.length,
    reader: input.reader ?? NO_READER_ACCESS,
    now: input.now ?? NOW,
  };
  return decideChapterAccess(facts, chapters[index - 1]!);
}

const FIVE = chaptersOf([11, 12, 13, 14, 15]);
const LOCKED_OFFERS = {
  needsSignIn: false,
  freeChaptersCount: 2,
  canBuyChapters: true,
  chapterPrice: 99,
  bundlePrice: 1500,
  canSubscribe: true,
  unlocksFreeAt: null,
  subscribersOnlyUntil: null,
  chapterPacks: [],
};

describe("decideChapterAccess: who reads which of five published chapters (two free)", () => {
  const cases: Array<[string, Actor, ReaderAccess, ChapterAccessReason[]]> = [
    ["anonymous", ANONYMOUS, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
    ["a reader holding nothing", reader, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
    ["a reader who bought the entire book", reader, holding({ entireBook: true }), ["free", "free", "bought", "bought", "bought"]],
    ["a reader who bought chapters 3 and 5", reader, holding({ unlockedChapterIds: new Set([13, 15]) }), ["free", "free", "bought", "locked", "bought"]],
    ["a subscribed reader (author or series)", reader, holding({ isSubscribed: true }), ["free", "free", "subscribed", "subscribed", "subscribed"]],
    ["a reader whose subscription is inactive", reader, holding({ isSubscribed: false }), ["free", "free", "locked", "locked", "locked"]],
    [
      "a reader who bought a chapter and subscribes",
      reader,
      holding({ unlockedChapterIds: new Set([13]), isSubscribed: true }),
      ["free", "free", "bought", "subscribed", "subscribed"],
    ],
    ["the book's author", author, NO_READER_ACCESS, ["author", "author", "author", "author", "author"]],
    ["an admin", admin, NO_READER_ACCESS, ["admin", "admin", "admin", "admin", "admin"]],
    ["another author", otherAuthor, NO_READER_ACCESS, ["free", "free", "locked", "locked", "locked"]],
  ];
  it.each(cases)("%s", (_name, actor, held, expected) => {
    expect(reasons(actor, held, FIVE)).toEqual(expected);
  });
});

describe("decideChapterAccess: a book that charges nothing is free to read in full", () => {
  const free = { ...BOOK, publicChaptersCount: 0, chapterPrice: null, bundlePrice: null, subscriptionOffered: false, hasPaywall: false };
  it("opens every chapter to everyone, whatever the free count, the paid-latest rule or the early-access days say", () => {
    expect(reasons(ANONYMOUS, NO_READER_ACCESS, FIVE, free)).toEqual(["free", "free", "free", "free", "free"]);
    expect(reasons(reader, NO_READER_ACCESS, FIVE, { ...free, paidLatestChaptersCount: 2 })).toEqual(["free", "free", "free", "free", "free"]);
    const fresh = chaptersOf([11, 12], { 12: { publishedAt: new Date(NOW.getTime() - 1000) } });
    expect(reasons(reader, NO_READER_ACCESS, fresh, { ...free, subscriberEarlyDays: 7 })).toEqual(["free", "free"]);
    expect(reasons(author, NO_READER_ACCESS, FIVE, free)).toEqual(["author", "author", "author", "author", "author"]);
  });

  it("counts as charging: a chapter price, a whole-book price, a subscription of the author or the series, subscribers only, as set", () => {
    const none = {
      subscribersOnly: false,
      chapterPrice: null,
      bundle: false,
      bundlePrice: null,
      authorSubscriptionEnabled: false,
      seriesSubscriptionEnabled: false,
    };
    expect(chargesReaders(none)).toBe(false);
    // A whole-book price that is not offered (bundle off) charges nothing.
    expect(chargesReaders({ ...none, bundlePrice: 499 })).toBe(false);
    expect(chargesReaders({ ...none, bundle: true, bundlePrice: 499 })).toBe(true);
    expect(chargesReaders({ ...none, chapterPrice: 99 })).toBe(true);
    expect(chargesReaders({ ...none, authorSubscriptionEnabled: true })).toBe(true);
    expect(chargesReaders({ ...none, seriesSubscriptionEnabled: true })).toBe(true);
    expect(chargesReaders({ ...none, subscribersOnly: true })).toBe(true);
  });

  it("keeps a paywall whose prices cannot be paid yet (no payout account: no price offered) locked", () => {
    const unpaid = { ...BOOK, chapterPrice: null, bundlePrice: null, subscriptionOffered: false, hasPaywall: true };
    expect(reasons(reader, NO_READER_ACCESS, FIVE, unpaid)).toEqual(["free", "free", "locked", "locked", "locked"]);
  });
});

describe("decideChapterAccess: what a locked chapter offers", () => {
  it("offers sign-in first to the anonymous, and every way to pay, with the chapter's price", () => {
    expect(decide({ actor: ANONYMOUS, chapters: FIVE, index: 3 })).toEqual({
      chapterIndex: 3,
      isOpen: false,
      reason: "locked",
      unlock: { ...LOCKED_OFFERS, needsSignIn: true },
    });
  });

  it("tells a signed-in reader no sign-in is needed, and counts no more free chapters than are published", () => {
    const book = { ...BOOK, publicChaptersCount: 9, subscriptionOffered: false, bundlePrice: null };
    const chapters = chaptersOf([11, 12, 13], { 13: { scheduledUnlockAt: LATER } });
    // Nine free chapters of three: the third is free, whatever its unlock time says.
    expect(decide({ book, chapters, index: 3 }).reason).toBe("free");
    const fewer = decide({ book: { ...book, publicChaptersCount: 1 }, chapters, index: 3 });
    expect(fewer.unlock).toEqual({ ...LOCKED_OFFERS, freeChaptersCount: 1, bundlePrice: null, canSubscribe: false, unlocksFreeAt: LATER });
  });

  it("sells chapters one by one only when the book has a chapter price", () => {
    const access = decide({ book: { ...BOOK, chapterPrice: null }, chapters: FIVE, index: 4 });
    expect(access.unlock).toEqual({ ...LOCKED_OFFERS, canBuyChapters: false, chapterPrice: null });
  });

  it("gives an open chapter no unlock options", () => {
    expect(decide({ chapters: FIVE, index: 1 })).toEqual({ chapterIndex: 1, isOpen: true, reason: "free", unlock: null });
  });
});

describe("decideChapterAccess: subscribersOnly books", () => {
  const book = { ...BOOK, subscribersOnly: true };

  it("keeps the free chapters free and sells nothing chapter by chapter nor whole", () => {
    expect(reasons(reader, NO_READER_ACCESS, FIVE, book)).toEqual(["free", "free", "locked", "locked", "locked"]);
    expect(decide({ book, chapters: FIVE, index: 4 }).unlock).toMatchObject({
      canBuyChapters: false,
      chapterPrice: null,
      bundlePrice: null,
      canSubscribe: true,
    });
  });

  it("opens to subscribers, and keeps what a reader bought before the book became subscribers-only", () => {
    expect(reasons(reader, holding({ isSubscribed: true }), FIVE, book)).toEqual(["free", "free", "subscribed", "subscribed", "subscribed"]);
    expect(reasons(reader, holding({ unlockedChapterIds: new Set([14]) }), FIVE, book)).toEqual(["free", "free", "locked", "bought", "locked"]);
  });
});

describe("decideChapterAccess: scheduledUnlockAt frees a chapter at that moment", () => {
  const chapters = chaptersOf([11, 12, 13, 14], { 13: { scheduledUnlockAt: LATER } });

  it("keeps a paid chapter paid until its unlock time, and says when it becomes free", () => {
    expect(reasons(reader, NO_READER_ACCESS, chapters)).toEqual(["free", "free", "locked", "locked"]);
    expect(reasons(ANONYMOUS, NO_READER_ACCESS, chapters)).toEqual(["free", "free", "locked", "locked"]);
    expect(reasons(reader, holding({ isSubscribed: true }), chapters)).toEqual(["free", "free", "subscribed", "subscribed"]);
    expect(reasons(reader, holding({ unlockedChapterIds: new Set([13]) }), chapters)).toEqual(["free", "free", "bought", "locked"]);
    expect(decide({ chapters, index: 3 }).unlock).toEqual({ ...LOCKED_OFFERS, unlocksFreeAt: LATER });
  });

  it("frees it at its unlock time exactly and after, for everyone", () => {
    expect(reasons(reader, NO_READER_ACCESS, chapters, BOOK, LATER)).toEqual(["free", "free", "free", "locked"]);
    expect(reasons(ANONYMOUS, NO_READER_ACCESS, chapters, BOOK, daysFrom(LATER, 30))).toEqual(["free", "free", "free", "locked"]);
    expect(reasons(reader, NO_READER_ACCESS, chapters, BOOK, new Date(LATER.getTime() - 1))).toEqual(["free", "free", "locked", "locked"]);
  });

  it("frees a chapter of a subscribers-only book too", () => {
    const book = { ...BOOK, subscribersOnly: true };
    expect(reasons(reader, NO_READER_ACCESS, chaptersOf([11, 12, 13], { 13: { scheduledUnlockAt: EARLIER } }), book)).toEqual(["free", "free", "free"]);
  });

  it("never holds back a chapter among the free ones, nor anything from its author or an admin", () => {
    const held = chaptersOf([11, 12, 13], { 12: { scheduledUnlockAt: LATER }, 13: { scheduledUnlockAt: LATER } });
    expect(reasons(reader, NO_READER_ACCESS, held)).toEqual(["free", "free", "locked"]);
    expect(reasons(author, NO_READER_ACCESS, held)).toEqual(["author", "author", "author"]);
    expect(reasons(admin, NO_READER_ACCESS, held)).toEqual(["admin", "admin", "admin"]);
  });
});

describe("decideChapterAccess: only the latest N chapters are paid", () => {
  const book = { ...BOOK, publicChaptersCount: 1, paidLatestChaptersCount: 2 };

  it("frees every chapter older than the latest two, and counts them as free", () => {
    expect(reasons(reader, NO_READER_ACCESS, FIVE, book)).toEqual(["free", "free", "free", "locked", "locked"]);
    expect(decide({ book, chapters: FIVE, index: 4 }).unlock).toEqual({ ...LOCKED_OFFERS, freeChaptersCount: 3 });
  });

  it("frees the oldest paid chapter when a new one is published, and takes a chapter back when the newest is unpublished", () => {
    expect(reasons(reader, NO_READER_ACCESS, chaptersOf([11, 12, 13, 14, 15, 16]), book)).toEqual(["free", "free", "free", "free", "locked", "locked"]);
    expect(reasons(reader, NO_READER_ACCESS, chaptersOf([11, 12, 13, 14]), book)).toEqual(["free", "free", "locked", "locked"]);
  });

  it("frees nothing beyond the free count while there are no more chapters than the paid ones", () => {
    expect(reasons(reader, NO_READER_ACCESS, chaptersOf([11, 12]), book)).toEqual(["free", "locked"]);
    expect(reasons(reader, NO_READER_ACCESS, FIVE, { ...book, publicChaptersCount: 4 })).toEqual(["free", "free", "free", "free", "locked"]);
  });

  it("keeps the latest chapters open to buyers and subscribers", () => {
    expect(reasons(reader, holding({ unlockedChapterIds: new Set([15]) }), FIVE, book)).toEqual(["free", "free", "free", "locked", "bought"]);
    expect(reasons(reader, holding({ isSubscribed: true }), FIVE, book)).toEqual(["free", "free", "free", "subscribed", "subscribed"]);
  });
});

describe("decideChapterAccess: subscribers read new chapters N days early", () => {
  const book = { ...BOOK, subscriberEarlyDays: 7 };
  const published = daysFrom(NOW, -2);
  const windowEnds = daysFrom(published, 7);
  const chapters = chaptersOf([11, 12, 13, 14, 15], { 15: { publishedAt: published } });

  it("opens a chapter in its first seven days to subscribers and to readers who own it only, and sells nothing in that time", () => {
    expect(reasons(reader, NO_READER_ACCESS, chapters, book)).toEqual(["free", "free", "locked", "locked", "locked"]);
    expect(reasons(reader, holding({ isSubscribed: true }), chapters, book)).toEqual(["free", "free", "subscribed", "subscribed", "subscribed"]);
    expect(reasons(reader, holding({ entireBook: true }), chapters, book)).toEqual(["free", "free", "bought", "bought", "bought"]);
    expect(decide({ actor: ANONYMOUS, book, chapters, index: 5 }).unlock).toEqual({
      ...LOCKED_OFFERS,
      needsSignIn: true,
      canBuyChapters: false,
      chapterPrice: null,
      bundlePrice: null,
      subscribersOnlyUntil: windowEnds,
    });
  });

  it("sells the chapter once the window has closed", () => {
    const after = decide({ book, chapters, index: 5, now: windowEnds });
    expect(after.unlock).toEqual(LOCKED_OFFERS);
    expect(decide({ book, chapters, index: 5, now: new Date(windowEnds.getTime() - 1) }).unlock?.subscribersOnlyUntil).toEqual(windowEnds);
  });

  it("holds a free chapter back from non-subscribers until the window closes, and says it is free then", () => {
    const first = chaptersOf([11, 12], { 12: { publishedAt: published } });
    expect(reasons(reader, NO_READER_ACCESS, first, book)).toEqual(["free", "locked"]);
    expect(reasons(reader, holding({ isSubscribed: true }), first, book)).toEqual(["free", "subscribed"]);
    expect(decide({ book, chapters: first, index: 2 }).unlock).toMatchObject({ unlocksFreeAt: windowEnds, subscribersOnlyUntil: windowEnds });
    expect(reasons(reader, NO_READER_ACCESS, first, book, windowEnds)).toEqual(["free", "free"]);
  });

  it("keeps a chapter freed after X days locked until the window closes when X is shorter, and says the later of the two", () => {
    const freedInThree = chaptersOf([11, 12, 13], { 13: { publishedAt: published, scheduledUnlockAt: daysFrom(published, 3) } });
    expect(reasons(reader, NO_READER_ACCESS, freedInThree, book, daysFrom(published, 4))).toEqual(["free", "free", "locked"]);
    expect(decide({ book, chapters: freedInThree, index: 3 }).unlock?.unlocksFreeAt).toEqual(windowEnds);
    expect(reasons(reader, NO_READER_ACCESS, freedInThree, book, windowEnds)).toEqual(["free", "free", "free"]);
    const freedInTen = chaptersOf([11, 12, 13], { 13: { publishedAt: published, scheduledUnlockAt: daysFrom(published, 10) } });
    expect(decide({ book, chapters: freedInTen, index: 3 }).unlock?.unlocksFreeAt).toEqual(daysFrom(published, 10));
    expect(decide({ book, chapters: freedInTen, index: 3, now: windowEnds }).unlock).toEqual({ ...LOCKED_OFFERS, unlocksFreeAt: daysFrom(published, 10) });
  });

  it("never keeps a chapter from its author or an admin", () => {
    expect(reasons(author, NO_READER_ACCESS, chapters, book)).toEqual(["author", "author", "author", "author", "author"]);
    expect(reasons(admin, NO_READER_ACCESS, chapters, book)).toEqual(["admin", "admin", "admin", "admin", "admin"]);
  });
});

describe("earlyAccessEndsAt and ruleUnlockAt", () => {
  it("count whole days of 24 hours from the publication, and nothing without the rule or a publication", () => {
    expect(earlyAccessEndsAt({ subscriberEarlyDays: 3 }, { publishedAt: NOW })).toEqual(daysFrom(NOW, 3));
    expect(earlyAccessEndsAt({ subscriberEarlyDays: null }, { publishedAt: NOW })).toBeNull();
    expect(earlyAccessEndsAt({ subscriberEarlyDays: 3 }, { publishedAt: null })).toBeNull();
    expect(ruleUnlockAt({ freeAfterDays: 7 }, NOW)).toEqual(daysFrom(NOW, 7));
    expect(ruleUnlockAt({ freeAfterDays: null }, NOW)).toBeNull();
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

describe("decideBookAccess: the chapter packs each locked chapter offers", () => {
  const packs = (accesses: ChapterAccess[]) => accesses.map((access) => access.unlock?.chapterPacks ?? null);

  it("count the chapters left to buy from each locked chapter on, skipping those the reader owns", () => {
    const facts = { actor: reader, book: BOOK, publishedChaptersCount: 5, reader: holding({ unlockedChapterIds: new Set([14]) }), now: NOW };
    expect(packs(decideBookAccess(facts, FIVE))).toEqual([null, null, [1, 2], null, [1]]);
  });

  it("offer no pack that costs as much as the whole book", () => {
    const book = { ...BOOK, publicChaptersCount: 0, chapterPrice: 100, bundlePrice: 300 };
    const facts = { actor: reader, book, publishedChaptersCount: 5, reader: NO_READER_ACCESS, now: NOW };
    expect(packs(decideBookAccess(facts, FIVE))).toEqual([[1, 2], [1, 2], [1, 2], [1, 2], [1]]);
  });

  it("are none in an early-access window or when chapters are not sold one by one", () => {
    const subscribersOnly = { ...BOOK, subscribersOnly: true };
    const facts = { actor: reader, book: subscribersOnly, publishedChaptersCount: 5, reader: NO_READER_ACCESS, now: NOW };
    expect(packs(decideBookAccess(facts, FIVE))).toEqual([null, null, [], [], []]);
  });
});
