import { z } from "zod";
import { id, pageNumber } from "../chapters/schema.ts";
import { chapterVersionSummaryView, chapterVersionView, chapterView } from "../../presenters/views/chapters.ts";
import { pageOf } from "../../presenters/views/paging.ts";

export const VERSION_NAME_MAX = 100;
/** The studio's list page (the 25 of docs/product.md, Constants and limits). */
export const CHAPTER_VERSIONS_PAGE_SIZE = 25;

const versionName = z
  .string({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be text.") })
  .trim()
  .min(1, "This field is required.")
  .max(VERSION_NAME_MAX, `Input can't be longer than ${VERSION_NAME_MAX} characters.`);

export const chapterVersionsParams = z.strictObject({ bookId: id, chapterId: id });
export const chapterVersionParams = z.strictObject({ bookId: id, chapterId: id, versionId: id });

export const listChapterVersionsQuery = z.strictObject({
  page: pageNumber.optional().default(1),
});

export const createChapterVersionBody = z.strictObject({ versionName });
export const renameChapterVersionBody = z.strictObject({ versionName });

// Answers (presenters/views/chapters.ts holds the shapes).

export const chapterVersionPage = pageOf(chapterVersionSummaryView);
export const chapterVersionAnswer = z.object({ chapterVersion: chapterVersionView });
export const restoreChapterVersionAnswer = z.object({
  chapter: chapterView,
  keptVersion: chapterVersionSummaryView.describe("The version that keeps the text the restore replaced."),
});
