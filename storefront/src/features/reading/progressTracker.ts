/**
 * A signed-in reader's place in the chapter (docs/product.md, Errors: failures are silent): brings
 * the saved place back when this is the chapter they were reading, then saves it
 * at most every 2 s while they scroll and once more when they leave the page.
 * When the chapter has audio and they listen (audiobookMode), the place is the
 * player's: it resumes where they stopped and is saved as it plays, pauses and
 * seeks; scrolling by hand while it is paused makes them a reader again.
 * Browser only.
 */
import { getReaderBook, saveReaderBook } from "@storyloom/api/client";
import type { ApiClient } from "@storyloom/api/client";
import { clockOf, listeningProgressOf, resumeTimeFor } from "./listeningProgress.ts";
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
  /** The chapter's audio player, when it has audio. */
  audio: HTMLAudioElement | null;
  /** Where the player says where it picked up. */
  audioStatus: HTMLElement | null;
}

/** Keys that scroll the page: pressed while the player is paused, the reader is reading again. */
const SCROLL_KEYS = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End", " "]);

/** Seeks the player to the saved place once it knows the recording's length, and says so. */
function resumeListening(audio: HTMLAudioElement, progress: number, status: HTMLElement | null): void {
  const seek = () => {
    const time = resumeTimeFor(progress, audio.duration);
    if (time <= 0) return;
    audio.currentTime = time;
    if (status) status.textContent = `Picks up at ${clockOf(time)}, where you stopped listening.`;
  };
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
  else audio.addEventListener("loadedmetadata", seek, { once: true });
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

interface Place {
  progress: number;
  audiobookMode: boolean;
}

export async function trackReadingProgress({ client, keepaliveClient, bookId, chapterIndex, text, audio, audioStatus }: ProgressTracking): Promise<void> {
  const saved = await getReaderBook(client, bookId).then(
    (answer) => answer.readerBook,
    () => null,
  );
  // Literata swaps in after the first paint and changes the text's height: measure after it.
  await document.fonts.ready;
  const restoring = shouldRestore(saved, chapterIndex) && saved !== null;
  let isListening = restoring && saved.audiobookMode && audio !== null;
  // The last listening place known: the saved one until the player knows its length.
  let heard = isListening && saved ? saved.currentChapterProgress : 0;
  if (isListening && audio && saved) {
    resumeListening(audio, saved.currentChapterProgress, audioStatus);
  } else if (restoring && saved && !hasReaderMoved()) {
    window.scrollTo({ top: scrollTopFor(saved.currentChapterProgress, geometryOf(text)), behavior: "instant" });
  }

  const placeNow = (): Place => {
    if (isListening && audio) {
      const played = listeningProgressOf(audio.currentTime, audio.duration);
      if (played !== null) heard = played;
      return { progress: heard, audiobookMode: true };
    }
    return { progress: progressOf(geometryOf(text)), audiobookMode: false };
  };

  let lastSaved: Place | null = null;
  const save = (via: ApiClient) => {
    const place = placeNow();
    if (lastSaved && lastSaved.audiobookMode === place.audiobookMode && !isWorthSaving(lastSaved.progress, place.progress)) return;
    const previous = lastSaved;
    lastSaved = place;
    saveReaderBook(via, bookId, { currentChapterIndex: chapterIndex, currentChapterProgress: place.progress, audiobookMode: place.audiobookMode }).catch(() => {
      // Silently (docs/product.md, Errors); the next save tries again.
      if (lastSaved === place) lastSaved = previous;
    });
  };

  // Opening the chapter is progress too: it puts the book on the bookshelf at this chapter.
  save(client);
  let timer: number | undefined;
  const saveSoon = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      save(client);
    }, PROGRESS_SAVE_INTERVAL_MS);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!isListening) saveSoon();
    },
    { passive: true },
  );
  if (audio) {
    audio.addEventListener("play", () => {
      isListening = true;
      save(client);
    });
    for (const settled of ["pause", "seeked", "ended"]) {
      audio.addEventListener(settled, () => {
        if (isListening) save(client);
      });
    }
    audio.addEventListener("timeupdate", () => {
      if (isListening && !audio.paused) saveSoon();
    });
    // Scrolling by hand while the player is paused: reading again, the text's place counts.
    const readAgain = () => {
      if (isListening && audio.paused) isListening = false;
    };
    window.addEventListener("wheel", readAgain, { passive: true });
    window.addEventListener("touchmove", readAgain, { passive: true });
    window.addEventListener("keydown", (event) => {
      if (SCROLL_KEYS.has(event.key) && event.target === document.body) readAgain();
    });
  }
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
