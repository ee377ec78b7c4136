import type { ChapterText } from "../../api/chapterEditor.ts";

/** Text the server does not have yet, kept on this device until it does. */
export interface ChapterDraft extends Omit<ChapterText, "customNumbering"> {
  /** Absent in drafts kept before the editor had the field: the server's numbering stands. */
  customNumbering?: string;
  /** The chapter's version the text was edited from: saving it sends this version. */
  baseVersion: number;
  /** ISO date of the last change. */
  changedAt: string;
}

/** The part of localStorage the store uses, so tests can pass a map. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** One key per chapter: two chapters open in two tabs keep their own text. */
export function draftKey(chapterId: number): string {
  return `storyloom.chapterDraft.${chapterId}`;
}

function isChapterDraft(value: unknown): value is ChapterDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft: Partial<Record<keyof ChapterDraft, unknown>> = value;
  return (
    typeof draft.title === "string" &&
    typeof draft.markup === "string" &&
    (draft.customNumbering === undefined || typeof draft.customNumbering === "string") &&
    typeof draft.baseVersion === "number" &&
    typeof draft.changedAt === "string"
  );
}

/** The kept text of a chapter, or null when there is none (or it is unreadable). */
export function readDraft(storage: DraftStorage, chapterId: number): ChapterDraft | null {
  try {
    const raw = storage.getItem(draftKey(chapterId));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isChapterDraft(value) ? value : null;
  } catch {
    // Storage switched off or a foreign value under our key: nothing to restore.
    return null;
  }
}

/** Keeps the text on this device; false when the browser refused (full or switched off). */
export function writeDraft(storage: DraftStorage, chapterId: number, draft: ChapterDraft): boolean {
  try {
    storage.setItem(draftKey(chapterId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, chapterId: number): void {
  try {
    storage.removeItem(draftKey(chapterId));
  } catch {
    // Nothing was kept if storage is switched off.
  }
}

export function isSameText(a: ChapterText, b: ChapterText): boolean {
  return a.title === b.title && a.markup === b.markup && a.customNumbering === b.customNumbering;
}

/**
 * The text to open the editor with: a kept draft that differs from the server's
 * text wins (it was never saved). Its base version is kept too, so if the
 * chapter changed elsewhere since, the first save meets the conflict question
 * instead of overwriting either text.
 */
export function textToOpen(
  server: ChapterText & { version: number },
  draft: ChapterDraft | null,
): { text: ChapterText; baseVersion: number; restored: boolean } {
  const kept = draft && { title: draft.title, markup: draft.markup, customNumbering: draft.customNumbering ?? server.customNumbering };
  if (draft && kept && !isSameText(kept, server)) return { text: kept, baseVersion: draft.baseVersion, restored: true };
  return { text: { title: server.title, markup: server.markup, customNumbering: server.customNumbering }, baseVersion: server.version, restored: false };
}

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** Exponential backoff for failed saves: 1 s, 2 s, 4 s… up to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}
