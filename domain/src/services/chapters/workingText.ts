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

/** Whether a published chapter holds edits its readers do not see yet (given its markup, or whether it has staged markup). */
export function hasStagedChanges(
  chapter: Pick<Chapter, "stagedTitle" | "stagedCustomNumbering"> & ({ stagedMarkup: string | null } | { hasStagedMarkup: boolean }),
): boolean {
  const stagedMarkup = "hasStagedMarkup" in chapter ? chapter.hasStagedMarkup : chapter.stagedMarkup !== null;
  return stagedMarkup || chapter.stagedTitle !== null || chapter.stagedCustomNumbering !== null;
}

/** A staged title or numbering: null is "not edited", "" is "cleared" (updateChapter.ts). */
function stagedLine(staged: string | null, live: string | null): string | null {
  if (staged === null) return live;
  return staged === "" ? null : staged;
}

/** The title and numbering the author is working on (workingText without the markup). */
export function workingHeading(
  chapter: Pick<Chapter, "status" | "title" | "customNumbering" | "stagedTitle" | "stagedCustomNumbering">,
): Omit<ChapterText, "markup"> {
  if (!isStaging(chapter)) return { title: chapter.title, customNumbering: chapter.customNumbering };
  return { title: stagedLine(chapter.stagedTitle, chapter.title), customNumbering: stagedLine(chapter.stagedCustomNumbering, chapter.customNumbering) };
}

/** The text the author is working on: the staged text of a published chapter where there is one, else the live text. */
export function workingText(chapter: Chapter): ChapterText {
  return { markup: isStaging(chapter) ? (chapter.stagedMarkup ?? chapter.markup) : chapter.markup, ...workingHeading(chapter) };
}
