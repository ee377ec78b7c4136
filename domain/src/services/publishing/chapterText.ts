import type { Chapter } from "@storyloom/db/models";
import { workingText } from "../chapters/workingText.ts";

/** Whether markup shows any text: tags, `&nbsp;` and spaces are not text (an emptied editor leaves `<p><br></p>`). */
export function hasVisibleText(markup: string | null): boolean {
  if (markup === null) return false;
  return markup.replace(/<[^>]*>/g, "").replace(/(&nbsp;|\s)+/g, "").length > 0;
}

/** The name of the version a publication keeps, e.g. "Published 2026-11-24 10:00 UTC". */
export function publishedVersionName(at: Date): string {
  return `Published ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export const EMPTY_CHAPTER_MESSAGE = "Write something in this chapter before publishing it.";

/**
 * The columns that make a chapter's working text (its staged edits, if any)
 * its one text, with no schedule left: what publishing and unpublishing both write.
 */
export function mergeStagedText(chapter: Chapter) {
  const text = workingText(chapter);
  return {
    title: text.title,
    markup: text.markup,
    customNumbering: text.customNumbering,
    stagedTitle: null,
    stagedMarkup: null,
    stagedCustomNumbering: null,
    scheduledPublicationAt: null,
  };
}
