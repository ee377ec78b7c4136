import { isChapterConflict } from "@storyloom/api/client";
import type { ChapterConflictView, ChapterView } from "@storyloom/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { keepChapterVersion, rememberChapter, saveChapterText, workingTextOf } from "../../api/chapterEditor.ts";
import type { ChapterText } from "../../api/chapterEditor.ts";
import { errorMessageOf, isRetryableError } from "../../api/errors.ts";
import { isSameText, readDraft, removeDraft, retryDelayMs, textToOpen, writeDraft } from "./chapterDraftStore.ts";

/** A save starts this long after typing stops… */
const QUIET_MS = 1000;
/** …and at least this often while the author keeps typing. */
const MAX_WAIT_MS = 4000;

export type SaveStatus = "saved" | "saving" | "offline" | "retrying" | "failed" | "conflict";

/** What the author sees for each state (the e2e suite reads these words). */
export const saveStatusLabels: Record<SaveStatus, string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline — your text is kept on this device",
  retrying: "Not saved — retrying…",
  failed: "Not saved",
  conflict: "Not saved — changed elsewhere",
};

/**
 * Autosave that never loses text: every change is kept in localStorage until
 * the server has it; saves are debounced, retried with backoff on network or
 * server failure, sent again when the browser is back online, and carry the
 * version they were edited from, so a change made elsewhere becomes a question
 * (`conflict`) rather than an overwrite.
 */
export function useChapterAutosave(bookId: number, chapter: ChapterView) {
  const chapterId = chapter.id;
  const queryClient = useQueryClient();
  const [opened] = useState(() => textToOpen({ ...workingTextOf(chapter), version: chapter.version }, readDraft(localStorage, chapter.id)));
  const [text, setText] = useState<ChapterText>(opened.text);
  const [status, setStatus] = useState<SaveStatus>(opened.restored ? "saving" : "saved");
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ChapterConflictView | null>(null);
  const [isResolving, setIsResolving] = useState(false);

  const textRef = useRef(opened.text);
  const savedRef = useRef<ChapterText>(workingTextOf(chapter));
  const versionRef = useRef(opened.baseVersion);
  const conflictRef = useRef<ChapterConflictView | null>(null);
  const inFlightRef = useRef<Promise<void> | null>(null);
  const quietTimerRef = useRef<number | undefined>(undefined);
  const retryTimerRef = useRef<number | undefined>(undefined);
  const dirtySinceRef = useRef<number | null>(null);
  const attemptRef = useRef(0);

  const isDirty = useCallback(() => !isSameText(textRef.current, savedRef.current), []);

  const keepOnDevice = useCallback(() => {
    if (isDirty()) writeDraft(localStorage, chapterId, { ...textRef.current, baseVersion: versionRef.current, changedAt: new Date().toISOString() });
    else removeDraft(localStorage, chapterId);
  }, [chapterId, isDirty]);

  const showConflict = useCallback((current: ChapterConflictView) => {
    conflictRef.current = current;
    setConflict(current);
    setStatus("conflict");
  }, []);

  const save = useCallback(async (): Promise<void> => {
    window.clearTimeout(quietTimerRef.current);
    window.clearTimeout(retryTimerRef.current);
    retryTimerRef.current = undefined;
    dirtySinceRef.current = null;
    // A running save picks up newer text when it ends; a conflict waits for the author's choice.
    if (inFlightRef.current || conflictRef.current) return;
    if (!isDirty()) {
      keepOnDevice();
      setStatus("saved");
      return;
    }
    const sent = textRef.current;
    setStatus("saving");
    const run = (async () => {
      try {
        const answer = await saveChapterText(bookId, chapterId, sent, versionRef.current);
        versionRef.current = answer.chapter.version;
        rememberChapter(queryClient, answer.chapter);
        savedRef.current = sent;
        attemptRef.current = 0;
        setFailure(null);
        keepOnDevice();
        if (!isDirty()) setStatus("saved");
      } catch (error) {
        if (isChapterConflict(error)) {
          const current = error.error.current;
          // Our own earlier save whose answer never arrived: nothing to ask.
          // (The server trims the title and numbering it keeps.)
          if (
            (current.markup ?? "") === sent.markup &&
            (current.title ?? "") === sent.title.trim() &&
            (current.customNumbering ?? "") === sent.customNumbering.trim()
          ) {
            versionRef.current = current.version;
            savedRef.current = sent;
            keepOnDevice();
          } else showConflict(current);
        } else if (isRetryableError(error)) {
          attemptRef.current += 1;
          setStatus(navigator.onLine ? "retrying" : "offline");
          // Offline, the "online" event saves; the timer still tries in case the browser is wrong.
          retryTimerRef.current = window.setTimeout(() => void save(), retryDelayMs(attemptRef.current));
        } else {
          setFailure(errorMessageOf(error));
          setStatus("failed");
        }
      }
    })();
    inFlightRef.current = run;
    await run;
    inFlightRef.current = null;
    if (isDirty() && !conflictRef.current && retryTimerRef.current === undefined && dirtySinceRef.current === null) void save();
  }, [bookId, chapterId, isDirty, keepOnDevice, showConflict, queryClient]);

  const scheduleSave = useCallback(() => {
    // Waiting for a retry or an answer to the conflict: that path saves the newest text.
    if (retryTimerRef.current !== undefined || conflictRef.current) return;
    const now = Date.now();
    dirtySinceRef.current ??= now;
    window.clearTimeout(quietTimerRef.current);
    const wait = Math.max(0, Math.min(QUIET_MS, dirtySinceRef.current + MAX_WAIT_MS - now));
    quietTimerRef.current = window.setTimeout(() => void save(), wait);
  }, [save]);

  const change = useCallback(
    (next: Partial<ChapterText>) => {
      textRef.current = { ...textRef.current, ...next };
      setText(textRef.current);
      keepOnDevice();
      setStatus((current) => (current === "saved" || current === "failed" ? "saving" : current));
      scheduleSave();
    },
    [keepOnDevice, scheduleSave],
  );

  /** Saves now (waiting for a running save first); afterwards isDirty() says whether the server has everything. */
  const saveNow = useCallback(async () => {
    while (inFlightRef.current) await inFlightRef.current;
    await save();
  }, [save]);

  /** "Keep my text": saves this text on top of the current one. */
  const keepMine = useCallback(() => {
    const current = conflictRef.current;
    if (!current) return;
    versionRef.current = current.version;
    conflictRef.current = null;
    setConflict(null);
    void save();
  }, [save]);

  /**
   * "Use the other text": this text first goes to the server and into a named
   * version (so it stays in the chapter's history, on every device), then the
   * other text is put back on top. Answers an error message, or null.
   */
  const takeTheirs = useCallback(
    async (versionName: string): Promise<string | null> => {
      const current = conflictRef.current;
      if (!current) return null;
      const mine = textRef.current;
      const theirs: ChapterText = { title: current.title ?? "", markup: current.markup ?? "", customNumbering: current.customNumbering ?? "" };
      setIsResolving(true);
      try {
        const kept = await saveChapterText(bookId, chapterId, mine, current.version);
        // If a later step fails, trying again starts from here: the other text stays in the question.
        conflictRef.current = { ...current, version: kept.chapter.version };
        await keepChapterVersion(bookId, chapterId, versionName);
        const restored = await saveChapterText(bookId, chapterId, theirs, kept.chapter.version);
        versionRef.current = restored.chapter.version;
        rememberChapter(queryClient, restored.chapter);
        savedRef.current = theirs;
        textRef.current = theirs;
        setText(theirs);
        conflictRef.current = null;
        setConflict(null);
        keepOnDevice();
        setStatus("saved");
        return null;
      } catch (error) {
        if (isChapterConflict(error)) showConflict(error.error.current);
        return errorMessageOf(error);
      } finally {
        setIsResolving(false);
      }
    },
    [bookId, chapterId, keepOnDevice, showConflict, queryClient],
  );

  useEffect(() => {
    // A restored draft goes to the server at once (or meets the conflict question).
    if (opened.restored) scheduleSave();
  }, [opened.restored, scheduleSave]);

  useEffect(() => {
    const handleOnline = () => {
      attemptRef.current = 0;
      void save();
    };
    const handleOffline = () => {
      if (isDirty() && !conflictRef.current) setStatus("offline");
    };
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      // The text is also on this device, but the author should know the server lacks it.
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener("online", handleOnline);
    window.addEventListener("offline", handleOffline);
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => {
      window.removeEventListener("online", handleOnline);
      window.removeEventListener("offline", handleOffline);
      window.removeEventListener("beforeunload", handleBeforeUnload);
    };
  }, [isDirty, save]);

  useEffect(
    () => () => {
      // Leaving the screen inside the studio: send what is pending (it is kept on the device anyway).
      window.clearTimeout(retryTimerRef.current);
      if (isDirty() && !conflictRef.current && !inFlightRef.current) {
        retryTimerRef.current = undefined;
        void save();
      }
      window.clearTimeout(quietTimerRef.current);
    },
    [isDirty, save],
  );

  return {
    text,
    status,
    failure,
    conflict,
    isResolving,
    setTitle: (title: string) => change({ title }),
    setMarkup: (markup: string) => change({ markup }),
    setCustomNumbering: (customNumbering: string) => change({ customNumbering }),
    isDirty,
    saveNow,
    keepMine,
    takeTheirs,
  };
}
