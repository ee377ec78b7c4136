import { z } from "zod";
import { pageNumber, pathId, required } from "../schemaParts.ts";
import { chapterSummaryView, chapterView } from "../../presenters/views/chapters.ts";

/** A chapter's title, like a book's, is a line of text. */
export const CHAPTER_TITLE_MAX = 200;
/** Custom numbering replaces "Chapter 3" (e.g. "Prologue", "III"). */
export const CUSTOM_NUMBERING_MAX = 50;
/** About 150,000 words of markup: far above any chapter, well below what would strain an editor. */
export const CHAPTER_MARKUP_MAX = 1_000_000;
/** The body limit of the calls that carry markup (JSON escaping can double its size). */
export const CHAPTER_BODY_LIMIT = "3mb";

export const id = pathId;

/** A page number of a query, 1-based. */
export { pageNumber };

const title = z.string({ error: "Must be text." }).trim().max(CHAPTER_TITLE_MAX, `Input can't be longer than ${CHAPTER_TITLE_MAX} characters.`);
const markup = z.string({ error: "Must be text." }).max(CHAPTER_MARKUP_MAX, `Input can't be longer than ${CHAPTER_MARKUP_MAX} characters.`);
const customNumbering = z.string({ error: "Must be text." }).trim().max(CUSTOM_NUMBERING_MAX, `Input can't be longer than ${CUSTOM_NUMBERING_MAX} characters.`);

export const bookParams = z.strictObject({ bookId: id });
export const chapterParams = z.strictObject({ bookId: id, chapterId: id });

export const createChapterBody = z.strictObject({
  title: title.optional(),
  markup: markup.optional(),
});

export const updateChapterBody = z
  .strictObject({
    title: title.nullable().optional(),
    markup: markup.optional(),
    customNumbering: customNumbering.nullable().optional(),
    /** The chapter's version the edit was made from. */
    version: z
      .number({ error: required("Must be a whole number.") })
      .int("Must be a whole number.")
      .min(1, "Must be a whole number.")
      .max(2_147_483_647, "Must be a whole number."),
  })
  .refine((body) => body.title !== undefined || body.markup !== undefined || body.customNumbering !== undefined, {
    error: "Send at least one of title, markup, customNumbering.",
  });

export const moveChapterBody = z.strictObject({
  number: z
    .number({ error: required("Must be a whole number.") })
    .int("Must be a whole number.")
    .min(1, "Must be at least 1.")
    .max(100_000, "Must be at most 100000."),
});

// Answers (presenters/views/chapters.ts holds the shapes).

export const chapterListAnswer = z.object({ chapters: z.array(chapterSummaryView) });
export const chapterAnswer = z.object({ chapter: chapterView });
