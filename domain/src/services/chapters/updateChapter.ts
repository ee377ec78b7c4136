import type { Knex } from "@storyloom/db";
import { ChapterVersion } from "@storyloom/db/models";
import type { Chapter } from "@storyloom/db/models";
import { EditConflictError, NotFoundError } from "../../errors.ts";
import { createChapterVersion } from "../chapterVersions/createChapterVersion.ts";
import { sanitizeMarkup } from "./sanitizeMarkup.ts";
import { isStaging, workingText } from "./workingText.ts";

/** An edit keeps the text it replaces as an automatic version when the chapter's newest version is older than this (docs/decisions/chapters-and-files.md, Automatic versions). */
export const AUTOMATIC_VERSION_INTERVAL_MS = 5 * 60_000;

export interface ChapterChanges {
  title?: string | null | undefined;
  markup?: string | undefined;
  customNumbering?: string | null | undefined;
}

type ChapterPatch = Partial<Pick<Chapter, "title" | "stagedTitle" | "markup" | "stagedMarkup" | "customNumbering" | "stagedCustomNumbering" | "version">>;

export const EDIT_CONFLICT_MESSAGE = "This chapter was changed elsewhere since you opened it. Keep your text or the current one.";

/**
 * Saves an author's edit made from `fromVersion`. If the chapter has moved on
 * since, nothing is written and EditConflictError carries the current text.
 * A published chapter's edits go to its staged fields (its readers keep their
 * text); a draft or scheduled chapter is edited directly. The caller has
 * locked the chapter row (findChapter forUpdate), so of two edits from the
 * same version exactly one passes the check.
 */
export async function updateChapter(input: {
  trx: Knex.Transaction;
  chapter: Chapter;
  fromVersion: number;
  changes: ChapterChanges;
  now?: Date;
}): Promise<Chapter> {
  const { trx, chapter, fromVersion, changes } = input;
  if (chapter.version !== fromVersion) {
    const current = workingText(chapter);
    throw new EditConflictError(EDIT_CONFLICT_MESSAGE, { version: chapter.version, ...current, updatedAt: chapter.updatedAt.toISOString() });
  }
  const markup = changes.markup === undefined ? undefined : sanitizeMarkup(changes.markup);
  if (markup !== undefined) await keepAutomaticVersion({ trx, chapter, markup, now: input.now ?? new Date() });

  const staging = isStaging(chapter);
  const patch: ChapterPatch = { version: chapter.version + 1 };
  // A staged null would mean "no edit": a published chapter's cleared title or numbering is staged as "".
  if (changes.title !== undefined) patch[staging ? "stagedTitle" : "title"] = staging ? (changes.title ?? "") : changes.title;
  if (markup !== undefined) patch[staging ? "stagedMarkup" : "markup"] = markup;
  if (changes.customNumbering !== undefined) {
    patch[staging ? "stagedCustomNumbering" : "customNumbering"] = staging ? (changes.customNumbering ?? "") : changes.customNumbering;
  }
  // The row as stored, in one round trip (patchAndFetch would read the whole text back with a second query).
  const saved = await chapter.$query(trx).patch(patch).returning("*").first();
  if (!saved) throw new NotFoundError("Chapter not found.");
  return saved;
}

/**
 * Keeps the text an edit replaces when the newest version is older than the
 * interval: the history holds a point every few minutes of writing without a
 * version per keystroke save.
 */
async function keepAutomaticVersion(input: { trx: Knex.Transaction; chapter: Chapter; markup: string; now: Date }): Promise<void> {
  const { trx, chapter, markup, now } = input;
  const previous = workingText(chapter).markup;
  if (!previous || previous === markup) return;
  const newest = await ChapterVersion.query(trx).where({ chapterId: chapter.id }).select("createdAt").orderBy("createdAt", "desc").first();
  if (newest && now.getTime() - newest.createdAt.getTime() < AUTOMATIC_VERSION_INTERVAL_MS) return;
  await createChapterVersion({ trx, chapter, versionName: null });
}
