// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { chapterStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/**
 * presentChapterSummary: a row of a book's chapter list (no markup). Title and
 * customNumbering are the author's working text: the staged ones of a
 * published chapter when it has them.
 */
export const chapterSummaryView = z
  .object({
    id: count(),
    number: count(),
    title: z.string().nullable(),
    status: z.enum(chapterStatuses),
    customNumbering: z.string().nullable(),
    wordCount: count().describe("Words of the working markup."),
    updatedAt: isoDateTime(),
    version: count().describe("Send it back with an edit: an edit made from an older version is refused (409)."),
    hasStagedChanges: z.boolean().describe("A published chapter holds edits its readers do not see yet."),
  })
  .meta({ id: "ChapterSummary" });
export type ChapterSummaryView = z.output<typeof chapterSummaryView>;
export type ChapterStatus = ChapterSummaryView["status"];

/** presentChapter: a whole chapter, its live text and its staged edits. */
export const chapterView = z
  .object({
    id: count(),
    bookId: count(),
    number: count(),
    status: z.enum(chapterStatuses),
    title: z.string().nullable().describe("The live text (what readers of a published chapter read)."),
    markup: z.string().nullable().describe("The live text (what readers of a published chapter read)."),
    customNumbering: z.string().nullable().describe("The live text (what readers of a published chapter read)."),
    stagedTitle: z.string().nullable().describe("Edits of a published chapter not yet published; null: none."),
    stagedMarkup: z.string().nullable().describe("Edits of a published chapter not yet published; null: none."),
    stagedCustomNumbering: z.string().nullable().describe("Edits of a published chapter not yet published; null: none."),
    hasStagedChanges: z.boolean(),
    wordCount: count(),
    version: count(),
    sendEmailWhenPublished: z.boolean(),
    scheduledPublicationAt: isoDateTime().nullable(),
    scheduledUnlockAt: isoDateTime().nullable(),
    publishedAt: isoDateTime().nullable(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Chapter" });
export type ChapterView = z.output<typeof chapterView>;

/** The `current` of a 409 edit_conflict: the chapter's working text as it is now. */
export const chapterConflictView = z.object({
  version: count(),
  title: z.string().nullable(),
  markup: z.string().nullable(),
  customNumbering: z.string().nullable(),
  updatedAt: isoDateTime(),
});
export type ChapterConflictView = z.output<typeof chapterConflictView>;

const chapterVersionSummaryFields = {
  id: count(),
  versionName: z.string().nullable().describe("The author's name for it; null for a version kept automatically before an edit."),
  createdAt: isoDateTime(),
  snapshotVersion: count().nullable().describe("The chapter's version whose text this is."),
  wordCount: count(),
};

/** presentChapterVersionSummary: a row of a chapter's version list. */
export const chapterVersionSummaryView = z.object(chapterVersionSummaryFields).meta({ id: "ChapterVersionSummary" });
export type ChapterVersionSummaryView = z.output<typeof chapterVersionSummaryView>;

/** presentChapterVersion: a version with its markup. */
export const chapterVersionView = z
  .object({
    ...chapterVersionSummaryFields,
    chapterId: count(),
    markup: z.string().nullable(),
  })
  .meta({ id: "ChapterVersion" });
export type ChapterVersionView = z.output<typeof chapterVersionView>;
