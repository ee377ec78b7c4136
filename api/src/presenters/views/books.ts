// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { bookStatuses, bookTypes } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { genreView } from "./genres.ts";
import { count } from "./paging.ts";

const cents = () => count();

/** presentBook: a book as its author (or an admin) sees it in the studio. */
export const bookView = z
  .object({
    id: count(),
    type: z.enum(bookTypes),
    title: z.string(),
    status: z.enum(bookStatuses),
    description: z.string().nullable(),
    imgUrl: z.string().nullable(),
    genreId: count().nullable(),
    genre: genreView.nullable(),
    seriesId: count().nullable(),
    subscribersOnly: z.boolean(),
    customChapterNumbering: z.boolean(),
    publicChaptersCount: count().describe("Chapters numbered up to this are free."),
    chapterPrice: cents().nullable().describe("Cents (USD) per chapter bought one by one; null when chapters are not sold one by one."),
    bundle: z.boolean().describe("The whole book is for sale, at bundlePrice (cents)."),
    bundlePrice: cents().nullable(),
    paidLatestChaptersCount: count().nullable().describe("Paywall rule, null when off: only the latest N chapters are paid."),
    freeAfterDays: count().nullable().describe("Paywall rule, null when off: a chapter is free X days after its publication."),
    subscriberEarlyDays: count().nullable().describe("Paywall rule, null when off: subscribers read new chapters N days early."),
    readersCount: count(),
    viewsCount: count(),
    chaptersCount: count(),
    wordsCount: count().describe("Words of all chapters' working text (staged edits included)."),
    publishedAt: isoDateTime().nullable().describe("Null until the book is first published."),
    scheduledPublicationAt: isoDateTime().nullable().describe("When a STAGED book goes live; null when it is not scheduled."),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Book" });
export type BookView = z.output<typeof bookView>;
export type BookType = BookView["type"];
export type BookStatus = BookView["status"];

/** Who can read a chapter: anyone; readers who buy it and subscribers; subscribers only; nobody yet (not public). */
export const chapterAudience = z.enum(["EVERYONE", "BUYERS_AND_SUBSCRIBERS", "SUBSCRIBERS", "NOBODY_YET"]).meta({ id: "ChapterAudience" });
export type ChapterAudience = z.output<typeof chapterAudience>;

/** One chapter of GET /books/{bookId}/chapter-access. */
export const chapterAudienceView = z
  .object({
    chapterId: count(),
    number: count(),
    title: z.string().nullable(),
    today: chapterAudience.describe("Who can read it now."),
    changesAt: isoDateTime().nullable().describe("The next moment that changes, when one is known (null: a draft, or a change that waits on the author)."),
    then: chapterAudience.nullable().describe("Who can read it from changesAt on."),
  })
  .meta({ id: "ChapterAudienceRow" });
export type ChapterAudienceView = z.output<typeof chapterAudienceView>;

/** GET /books/{bookId}/chapter-access: per chapter in reading order, who can read it today and when that changes. */
export const chapterAccessOverviewView = z.object({ chapters: z.array(chapterAudienceView) });
export type ChapterAccessOverviewView = z.output<typeof chapterAccessOverviewView>;

/** A requirement of publishing a book that it does not meet yet (checkPublishable). */
export const publishRequirement = z.enum(["title", "description", "genre", "chapterWithText"]);
export type PublishRequirement = z.output<typeof publishRequirement>;

/** How many of a book's published chapters each kind of reader could read if the book went public now. */
export const readerPreviewView = z.object({
  publishedChapters: count(),
  free: count().describe("Free to everyone."),
  forSale: count().describe("Open to readers who buy them (and to subscribers)."),
  forSubscribers: count().describe("Open to subscribers only."),
  closed: count().describe("Open to nobody: not free, not for sale (or the author cannot sell yet), no subscription."),
});
export type ReaderPreviewView = z.output<typeof readerPreviewView>;

/** GET /books/{bookId}/is-publishable. */
export const publishabilityView = z.object({
  isPublishable: z.boolean(),
  missing: z.array(publishRequirement),
  readers: readerPreviewView.describe(
    "What readers could read if the book were published now, by the readers' own access rule (the publish dialog's verdict).",
  ),
});
export type PublishabilityView = z.output<typeof publishabilityView>;
