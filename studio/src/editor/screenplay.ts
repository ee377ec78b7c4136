/**
 * Screenplay mode (books of type SCRIPT): the paragraph kinds and how Enter
 * and Tab move between them. Pure, so the keys are tested without a browser;
 * ChapterTextEditor binds them to Quill. See README.md for the conventions.
 */

// One word each: Parchment finds a class attributor by the class minus its last
// "-part", so "sl-scene-heading" would never be read back from loaded markup.
export const SCREENPLAY_ELEMENTS = ["heading", "action", "character", "parenthetical", "dialogue", "transition"] as const;

export type ScreenplayElement = (typeof SCREENPLAY_ELEMENTS)[number];

/** The Quill format name of a paragraph's kind; stored as `<p class="sl-{element}">` (the server allows exactly these). */
export const SCREENPLAY_FORMAT = "screenplay";
export const SCREENPLAY_CLASS_PREFIX = "sl";

export const screenplayElementLabels: Record<ScreenplayElement, string> = {
  heading: "Scene heading",
  action: "Action",
  character: "Character",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  transition: "Transition",
};

/** A paragraph of a script without a kind (pasted text, an old chapter) reads and behaves as action. */
export const DEFAULT_SCREENPLAY_ELEMENT: ScreenplayElement = "action";

/** A new, empty script starts with a scene heading, as in screenwriting software. */
export const FIRST_SCREENPLAY_ELEMENT: ScreenplayElement = "heading";

const AFTER_ENTER: Record<ScreenplayElement, ScreenplayElement> = {
  heading: "action",
  action: "action",
  character: "dialogue",
  parenthetical: "dialogue",
  dialogue: "action",
  transition: "heading",
};

// Final Draft's defaults: Tab turns action into a character cue, a cue into a
// transition, dialogue into a parenthetical (and back), a transition into a scene heading.
const ON_TAB: Record<ScreenplayElement, ScreenplayElement> = {
  heading: "action",
  action: "character",
  character: "transition",
  parenthetical: "dialogue",
  dialogue: "parenthetical",
  transition: "heading",
};

const ON_SHIFT_TAB: Record<ScreenplayElement, ScreenplayElement> = {
  heading: "transition",
  action: "heading",
  character: "action",
  parenthetical: "dialogue",
  dialogue: "character",
  transition: "character",
};

export function isScreenplayElement(value: unknown): value is ScreenplayElement {
  return typeof value === "string" && (SCREENPLAY_ELEMENTS as readonly string[]).includes(value);
}

/** The kind of a paragraph from its Quill format value (none: action). */
export function screenplayElementOf(format: unknown): ScreenplayElement {
  return isScreenplayElement(format) ? format : DEFAULT_SCREENPLAY_ELEMENT;
}

/** The kind of the paragraph Enter starts after one of `current`. */
export function nextElementOnEnter(current: ScreenplayElement): ScreenplayElement {
  return AFTER_ENTER[current];
}

/** What Tab (or Shift+Tab, `backwards`) turns the current paragraph into. */
export function nextElementOnTab(current: ScreenplayElement, backwards = false): ScreenplayElement {
  return backwards ? ON_SHIFT_TAB[current] : ON_TAB[current];
}
