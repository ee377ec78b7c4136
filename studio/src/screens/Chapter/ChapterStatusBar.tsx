import type { SaveStatus } from "./useChapterAutosave.ts";
import { sessionWordsLabel, wordsLabel } from "./wordCounts.ts";
import { MOD_KEY } from "./writingShortcuts.ts";
import styles from "./ChapterStatusBar.module.css";

interface ChapterStatusBarProps {
  status: SaveStatus;
  statusText: string;
  words: number;
  /** The chapter's words when the screen opened: the session's count starts there. */
  wordsAtOpen: number;
  isFocusMode: boolean;
  onToggleFocus: () => void;
}

const SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: `${MOD_KEY}+S`, does: "Save now" },
  { keys: "Enter in the title", does: "Go on to the text" },
  { keys: `${MOD_KEY}+B, I, U`, does: "Bold, italic, underline" },
  { keys: `${MOD_KEY}+Z`, does: "Undo" },
  { keys: `${MOD_KEY}+Shift+Z`, does: "Redo" },
  { keys: `${MOD_KEY}+Shift+F`, does: "Focus mode on or off" },
  { keys: "Escape", does: "Leave focus mode" },
];

/**
 * The bar under the chapter's text, in view wherever the author is in it: the
 * save status, the chapter's words and the session's, the shortcuts, and the
 * way into (and out of) focus mode.
 */
export function ChapterStatusBar({ status, statusText, words, wordsAtOpen, isFocusMode, onToggleFocus }: ChapterStatusBarProps) {
  return (
    <div className={styles.bar}>
      <p role="status" className={styles.saveStatus} data-status={status}>
        {statusText}
      </p>
      <p className={styles.counts}>
        <span data-testid="chapter-word-count">{wordsLabel(words)}</span>
        <span data-testid="session-word-count">{sessionWordsLabel(wordsAtOpen, words)}</span>
      </p>
      <div className={styles.end}>
        <details className={styles.shortcuts}>
          <summary className={styles.shortcutsSummary}>Shortcuts</summary>
          <dl className={styles.shortcutList}>
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys}>
                <dt>
                  <kbd>{shortcut.keys}</kbd>
                </dt>
                <dd>{shortcut.does}</dd>
              </div>
            ))}
          </dl>
        </details>
        <button
          type="button"
          className="button button-small"
          aria-keyshortcuts="Control+Shift+F Meta+Shift+F"
          title={`${isFocusMode ? "Leave focus mode" : "Hide everything but the text"} (${MOD_KEY}+Shift+F)`}
          onClick={onToggleFocus}
        >
          {isFocusMode ? "Leave focus" : "Focus"}
        </button>
      </div>
    </div>
  );
}
