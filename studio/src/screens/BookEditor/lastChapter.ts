/** The chapter an author last had open in a book's editor, so /books/{id}/editor reopens it (this device only). */
const key = (bookId: string) => `storyloom.editor.lastChapter.${bookId}`;

export function rememberLastChapter(bookId: string, chapterId: string): void {
  try {
    localStorage.setItem(key(bookId), chapterId);
  } catch {
    // Storage switched off: the editor opens the first chapter instead.
  }
}

export function readLastChapter(bookId: string): string | null {
  try {
    return localStorage.getItem(key(bookId));
  } catch {
    return null;
  }
}

/** The chapter the editor opens: the last one open if it still exists, else the first; null for a book without chapters. */
export function chapterToOpen(chapterIds: readonly number[], lastChapterId: string | null): number | null {
  const last = chapterIds.find((id) => String(id) === lastChapterId);
  return last ?? chapterIds[0] ?? null;
}
