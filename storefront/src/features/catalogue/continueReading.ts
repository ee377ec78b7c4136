import { createApiClient, getReaderBook } from "@storyloom/api/client";
import { loadCurrentSession } from "../session/currentSession.ts";

/**
 * Fills the book page's "Continue reading" link from the signed-in reader's place in
 * the book (GET /readers/books/{id}/reader-book), so the page's HTML stays the same
 * for everyone. Signed out, or before the first chapter, the link stays hidden. The
 * place is asked for only when someone is signed in (the session the page's other
 * scripts ask for too): a signed-out visitor's browser would log the 401 as an error.
 */
export async function fillContinueReading(link: HTMLAnchorElement): Promise<void> {
  const bookId = Number(link.dataset.bookId);
  const prefix = link.dataset.chapterPrefix;
  if (!Number.isInteger(bookId) || !prefix) return;
  if (!(await loadCurrentSession())?.user) return;
  try {
    const { readerBook } = await getReaderBook(createApiClient({ baseUrl: "" }), bookId);
    if (!readerBook || readerBook.currentChapterIndex < 1) return;
    link.href = `${prefix}${readerBook.currentChapterIndex}`;
    const label = link.querySelector("[data-chapter-number]");
    if (label) label.textContent = String(readerBook.currentChapterIndex);
    link.hidden = false;
  } catch {
    // Signed out meanwhile (401) or the API is away: the page works without the link.
  }
}
