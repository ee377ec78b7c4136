import { useEffect, useRef } from "react";

/** What a key press asks of the chapter screen. */
export type WritingShortcut = "save" | "toggleFocus" | "leaveFocus";

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl (⌘ on a Mac) in the shortcut list: what the author's keyboard says. */
export const MOD_KEY = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘" : "Ctrl";

/** The chapter screen's own shortcuts (Quill has bold, italic, underline, undo and redo): Ctrl/⌘+S, Ctrl/⌘+Shift+F, Escape. */
export function shortcutOf(press: KeyPress): WritingShortcut | null {
  const isCommand = (press.ctrlKey || press.metaKey) && !press.altKey;
  const key = press.key.toLowerCase();
  if (isCommand && !press.shiftKey && key === "s") return "save";
  if (isCommand && press.shiftKey && key === "f") return "toggleFocus";
  if (press.key === "Escape" && !isCommand && !press.shiftKey) return "leaveFocus";
  return null;
}

interface WritingShortcutHandlers {
  onSave: () => void;
  onToggleFocus: () => void;
  /** Escape, unless something else used it first (a dialog, the screenplay's element picker). */
  onLeaveFocus: () => void;
}

/** Listens for the chapter screen's shortcuts anywhere on the page while it is open. */
export function useWritingShortcuts(handlers: WritingShortcutHandlers): void {
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const shortcut = shortcutOf(event);
      if (shortcut === "save") {
        // Not the browser's "Save page as…": the chapter is what the author means.
        event.preventDefault();
        handlersRef.current.onSave();
      } else if (shortcut === "toggleFocus") {
        event.preventDefault();
        handlersRef.current.onToggleFocus();
      } else if (shortcut === "leaveFocus" && !event.defaultPrevented && !document.querySelector("dialog[open]")) {
        handlersRef.current.onLeaveFocus();
      }
    }
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}
