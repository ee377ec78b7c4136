import Quill from "quill";
import type { Range } from "quill";
import { SCREENPLAY_CLASS_PREFIX, SCREENPLAY_ELEMENTS, SCREENPLAY_FORMAT, nextElementOnEnter, nextElementOnTab, screenplayElementOf } from "./screenplay.ts";

const Parchment = Quill.import("parchment");

/**
 * A paragraph's screenplay kind as a class of its <p> (`sl-dialogue`): a
 * block attributor, so it rides on the line like a heading level and the
 * stored markup stays plain paragraphs that the server allows by class.
 */
const screenplayAttributor = new Parchment.ClassAttributor(SCREENPLAY_FORMAT, SCREENPLAY_CLASS_PREFIX, {
  scope: Parchment.Scope.BLOCK,
  whitelist: [...SCREENPLAY_ELEMENTS],
});
// Registered for every editor, but only a SCRIPT book's editor lists it among its formats.
Quill.register(screenplayAttributor, true);

interface KeyContext {
  format: Record<string, unknown>;
}

type KeyHandler = (this: { quill: Quill }, range: Range, context: KeyContext) => boolean | void;

/** Enter: a new paragraph of the kind that follows this one, splitting the line at the cursor. */
const handleEnter: KeyHandler = function (range, context) {
  const current = screenplayElementOf(context.format[SCREENPLAY_FORMAT]);
  if (range.length > 0) this.quill.deleteText(range.index, range.length, "user");
  this.quill.insertText(range.index, "\n", { [SCREENPLAY_FORMAT]: current }, "user");
  this.quill.formatLine(range.index + 1, 0, SCREENPLAY_FORMAT, nextElementOnEnter(current), "user");
  this.quill.setSelection(range.index + 1, 0, "silent");
  // As Quill's own Enter: focus also scrolls the new line into view.
  this.quill.focus();
  return false;
};

function tabHandler(backwards: boolean): KeyHandler {
  return function (range, context) {
    const next = nextElementOnTab(screenplayElementOf(context.format[SCREENPLAY_FORMAT]), backwards);
    this.quill.formatLine(range.index, range.length, SCREENPLAY_FORMAT, next, "user");
    return false;
  };
}

/**
 * The keys of screenplay mode (README.md): Enter and Tab move between the
 * elements; since Tab no longer leaves the text, Escape moves the focus to the
 * element picker, from where Tab and Shift+Tab go on through the page.
 */
export function screenplayBindings(onEscape: () => void) {
  return {
    "screenplay enter": { key: "Enter", shiftKey: false, handler: handleEnter },
    "screenplay tab": { key: "Tab", shiftKey: false, handler: tabHandler(false) },
    "screenplay shift tab": { key: "Tab", shiftKey: true, handler: tabHandler(true) },
    "screenplay escape": {
      key: "Escape",
      handler: () => {
        onEscape();
        return false;
      },
    },
  };
}

/** A new, empty script starts on a scene heading (silently: it is not an edit). */
export function startScript(quill: Quill, element: string): void {
  if (quill.getLength() <= 1 && quill.getFormat(0, 0)[SCREENPLAY_FORMAT] === undefined) quill.formatLine(0, 0, SCREENPLAY_FORMAT, element, "silent");
}
