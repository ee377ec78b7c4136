/**
 * A signed-in reader's place in the chapter (SPEC §8: failures are silent): brings
 * the saved place back when this is the chapter they were reading, then saves it
 * at most every 2 s while they scroll and once more when they leave the page.
 * Browser only.
 */
import { getReaderBook, saveReaderBook } from "@storyloom/api/client";
import type { ApiClient } from "@storyloom/api/client";
import { isWorthSaving, progressOf, scrollTopFor, shouldRestore } from "./readingProgress.ts";

/** While the reader scrolls, their place is saved at most this often. */
export const PROGRESS_SAVE_INTERVAL_MS = 2000;

export interface ProgressTracking {
  client: ApiClient;
  /** The same client with fetch keepalive, for the save as the page goes away. */
  keepaliveClient: ApiClient;
  bookId: number;
  chapterIndex: number;
  /** The chapter's text. */
  text: HTMLElement;
}

function geometryOf(text: HTMLElement) {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    textTop: text.getBoundingClientRect().top + window.scrollY,
    textHeight: text.offsetHeight,
  };
}

/** Whether the reader has already moved on their own (scrolled, or came for an anchor): their choice wins. */
function hasReaderMoved(): boolean {
  return window.scrollY > 0 || window.location.hash !== "";
}

export async function trackReadingProgress({ client, keepaliveClient, bookId, chapterIndex, text }: ProgressTracking): Promise<void> {
  const saved = await getReaderBook(client, bookId).then(
    (answer) => answer.readerBook,
    () => null,
  );
  // Literata swaps in after the first paint and changes the text's height: measure after it.
  await document.fonts.ready;
  if (shouldRestore(saved, chapterIndex) && saved && !hasReaderMoved()) {
    window.scrollTo({ top: scrollTopFor(saved.currentChapterProgress, geometryOf(text)), behavior: "instant" });
  }

  let lastSaved: number | null = null;
  const save = (via: ApiClient) => {
    const progress = progressOf(geometryOf(text));
    if (!isWorthSaving(lastSaved, progress)) return;
    const previous = lastSaved;
    lastSaved = progress;
    saveReaderBook(via, bookId, { currentChapterIndex: chapterIndex, currentChapterProgress: progress }).catch(() => {
      // Silently (SPEC §8); the next save tries again.
      if (lastSaved === progress) lastSaved = previous;
    });
  };

  // Opening the chapter is progress too: it puts the book on the bookshelf at this chapter.
  save(client);
  let timer: number | undefined;
  window.addEventListener(
    "scroll",
    () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        save(client);
      }, PROGRESS_SAVE_INTERVAL_MS);
    },
    { passive: true },
  );
  const saveOnLeave = () => {
    window.clearTimeout(timer);
    timer = undefined;
    save(keepaliveClient);
  };
  window.addEventListener("pagehide", saveOnLeave);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") saveOnLeave();
  });
}
