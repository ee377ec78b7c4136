import type { Chapter } from "@storyloom/db/models";

/** The text an author edits: markup, title and custom numbering. */
export interface ChapterText {
  markup: string | null;
  title: string | null;
  customNumbering: string | null;
}

/** Whether edits go to the staged fields: readers of a published chapter keep its text until it is published again. */
export function isStaging(chapter: Pick<Chapter, "status">): boolean {
  return chapter.status === "PUBLISHED";
}

/** Whether a published chapter holds edits its readers do not see yet. */
export function hasStagedChanges(chapter: Pick<Chapter, "stagedMarkup" | "stagedTitle" | "stagedCustomNumbering">): boolean {
  return chapter.stagedMarkup !== null || chapter.stagedTitle !== null || chapter.stagedCustomNumbering !== null;
}

/** A staged title or numbering: null is "not edited", "" is "cleared" (updateChapter.ts). */
function stagedLine(staged: string | null, live: string | null): string | null {
  if (staged === null) return live;
  return staged === "" ? null : staged;
}

/** The text the author is working on: the staged text of a published chapter where there is one, else the live text. */
export function workingText(chapter: Chapter): ChapterText {
  if (!isStaging(chapter)) return { markup: chapter.markup, title: chapter.title, customNumbering: chapter.customNumbering };
  return {
    markup: chapter.stagedMarkup ?? chapter.markup,
    title: stagedLine(chapter.stagedTitle, chapter.title),
    customNumbering: stagedLine(chapter.stagedCustomNumbering, chapter.customNumbering),
  };
}
