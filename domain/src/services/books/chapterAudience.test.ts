import { describe, expect, it } from "vitest";
import { describeChapterAudiences } from "./chapterAudience.ts";
import type { AudienceBook, AudienceChapter, ChapterAudienceRow } from "./chapterAudience.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const LONG_AGO = new Date("2026-10-01T12:00:00Z");
const DAY = 86_400_000;
const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

const BOOK: AudienceBook = {
  authorId: 101,
  publicChaptersCount: 1,
  subscribersOnly: false,
  chapterPrice: 99,
  bundlePrice: null,
  paidLatestChaptersCount: null,
  subscriberEarlyDays: null,
  subscriptionOffered: true,
  hasPaywall: true,
  freeAfterDays: null,
  publicFrom: LONG_AGO,
};

function published(id: number, number: number, publishedAt: Date = LONG_AGO, scheduledUnlockAt: Date | null = null): AudienceChapter {
  return { id, number, title: `Chapter ${number}`, status: "PUBLISHED", publishedAt, scheduledPublicationAt: null, scheduledUnlockAt };
}

function scheduled(id: number, number: number, at: Date): AudienceChapter {
  return { id, number, title: `Chapter ${number}`, status: "SCHEDULED", publishedAt: null, scheduledPublicationAt: at, scheduledUnlockAt: null };
}

function draft(id: number, number: number): AudienceChapter {
  return { id, number, title: null, status: "DRAFT", publishedAt: null, scheduledPublicationAt: null, scheduledUnlockAt: null };
}

/** today → then at changesAt, per chapter id. */
function summary(rows: ChapterAudienceRow[]): Record<number, string> {
  return Object.fromEntries(rows.map((row) => [row.chapterId, row.changesAt ? `${row.today} → ${row.then} at ${row.changesAt.toISOString()}` : row.today]));
}

describe("describeChapterAudiences", () => {
  it("tells, per chapter, who reads it today and when that changes under every timed rule at once", () => {
    const book = { ...BOOK, freeAfterDays: 7, subscriberEarlyDays: 3 };
    const twoDaysAgo = daysFrom(NOW, -2);
    const fiveDaysAgo = daysFrom(NOW, -5);
    const tomorrow = daysFrom(NOW, 1);
    const rows = describeChapterAudiences({
      book,
      now: NOW,
      chapters: [
        published(1, 1),
        published(2, 2, fiveDaysAgo, daysFrom(fiveDaysAgo, 7)),
        published(3, 3, twoDaysAgo, daysFrom(twoDaysAgo, 7)),
        scheduled(4, 4, tomorrow),
        draft(5, 5),
      ],
    });
    expect(summary(rows)).toEqual({
      1: "EVERYONE",
      2: `BUYERS_AND_SUBSCRIBERS → EVERYONE at ${daysFrom(fiveDaysAgo, 7).toISOString()}`,
      3: `SUBSCRIBERS → BUYERS_AND_SUBSCRIBERS at ${daysFrom(twoDaysAgo, 3).toISOString()}`,
      // Published tomorrow: subscribers first, as publishing will give it the same rules.
      4: `NOBODY_YET → SUBSCRIBERS at ${tomorrow.toISOString()}`,
      5: "NOBODY_YET",
    });
    expect(rows.map((row) => [row.number, row.title])).toEqual([
      [1, "Chapter 1"],
      [2, "Chapter 2"],
      [3, "Chapter 3"],
      [4, "Chapter 4"],
      [5, null],
    ]);
  });

  it("agrees with itself: just before changesAt it is still `today`, at changesAt it is `then`", () => {
    const book = { ...BOOK, freeAfterDays: 7, subscriberEarlyDays: 3, paidLatestChaptersCount: 2 };
    const chapters = [published(1, 1), published(2, 2), published(3, 3, daysFrom(NOW, -1), daysFrom(NOW, 6)), scheduled(4, 4, daysFrom(NOW, 2))];
    const rows = describeChapterAudiences({ book, chapters, now: NOW });
    expect(rows.filter((row) => row.changesAt !== null).length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      if (!row.changesAt) continue;
      const before = describeChapterAudiences({ book, chapters, now: new Date(row.changesAt.getTime() - 1) }).find(
        (other) => other.chapterId === row.chapterId,
      );
      const at = describeChapterAudiences({ book, chapters, now: row.changesAt }).find((other) => other.chapterId === row.chapterId);
      expect(before?.today).toBe(row.today);
      expect(at?.today).toBe(row.then);
    }
  });

  it("frees the oldest paid chapter when a scheduled one is published, under 'only the latest N are paid'", () => {
    const tomorrow = daysFrom(NOW, 1);
    const rows = describeChapterAudiences({
      book: { ...BOOK, publicChaptersCount: 0, paidLatestChaptersCount: 1 },
      now: NOW,
      chapters: [published(1, 1), published(2, 2), published(3, 3), scheduled(4, 4, tomorrow)],
    });
    expect(summary(rows)).toEqual({
      1: "EVERYONE",
      2: "EVERYONE",
      3: `BUYERS_AND_SUBSCRIBERS → EVERYONE at ${tomorrow.toISOString()}`,
      4: `NOBODY_YET → BUYERS_AND_SUBSCRIBERS at ${tomorrow.toISOString()}`,
    });
  });

  it("says subscribers only when nothing is sold: no chapter price and no whole book, or a subscribers-only book", () => {
    const chapters = [published(1, 1), published(2, 2)];
    expect(summary(describeChapterAudiences({ book: { ...BOOK, chapterPrice: null }, chapters, now: NOW }))).toEqual({ 1: "EVERYONE", 2: "SUBSCRIBERS" });
    expect(summary(describeChapterAudiences({ book: { ...BOOK, chapterPrice: null, bundlePrice: 1500 }, chapters, now: NOW }))).toEqual({
      1: "EVERYONE",
      2: "BUYERS_AND_SUBSCRIBERS",
    });
    expect(summary(describeChapterAudiences({ book: { ...BOOK, subscribersOnly: true, bundlePrice: 1500 }, chapters, now: NOW }))).toEqual({
      1: "EVERYONE",
      2: "SUBSCRIBERS",
    });
  });

  it("shows nobody reading a book that is not public, and the change when a staged book goes live", () => {
    const chapters = [published(1, 1), published(2, 2)];
    expect(summary(describeChapterAudiences({ book: { ...BOOK, publicFrom: null }, chapters, now: NOW }))).toEqual({ 1: "NOBODY_YET", 2: "NOBODY_YET" });
    const goesLive = daysFrom(NOW, 2);
    expect(summary(describeChapterAudiences({ book: { ...BOOK, publicFrom: goesLive }, chapters, now: NOW }))).toEqual({
      1: `NOBODY_YET → EVERYONE at ${goesLive.toISOString()}`,
      2: `NOBODY_YET → BUYERS_AND_SUBSCRIBERS at ${goesLive.toISOString()}`,
    });
  });

  it("answers in reading order whatever order the chapters come in, and keeps the author's own unlock time of a scheduled chapter", () => {
    const at = daysFrom(NOW, 1);
    const own = daysFrom(NOW, 2);
    const chapter: AudienceChapter = { ...scheduled(9, 2, at), scheduledUnlockAt: own };
    const rows = describeChapterAudiences({ book: { ...BOOK, freeAfterDays: 30 }, chapters: [chapter, published(8, 1)], now: NOW });
    expect(rows.map((row) => row.chapterId)).toEqual([8, 9]);
    expect(summary(rows)[9]).toBe(`NOBODY_YET → BUYERS_AND_SUBSCRIBERS at ${at.toISOString()}`);
    const later = describeChapterAudiences({ book: { ...BOOK, freeAfterDays: 30 }, chapters: [chapter, published(8, 1)], now: at });
    expect(summary(later)[9]).toBe(`BUYERS_AND_SUBSCRIBERS → EVERYONE at ${own.toISOString()}`);
  });
});
