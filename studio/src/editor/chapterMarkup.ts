/**
 * The one conversion pair between a chapter's stored markup (the HTML the API
 * keeps, sanitised on the server) and the Quill editor. Pure string functions,
 * so they are tested without a DOM; ChapterTextEditor does the DOM half
 * (clipboard.convert in, root.innerHTML out) and passes through these.
 */

/** What an empty Quill document's root holds (an empty script keeps its first line's kind): no text, so it is stored as "". */
const EMPTY_EDITOR_HTML = /^(\s*<p(\s+class="[^"<>]*")?>\s*(<br\s*\/?>)?\s*<\/p>\s*)*$/i;

/**
 * Quill 2's own interface elements inside the text (the list marker span, a
 * cursor placeholder): they are not the author's text, and the server would
 * keep them as empty spans.
 */
const QUILL_UI_ELEMENTS = /<span\b[^>]*\bclass="ql-(ui|cursor)"[^>]*>[^<]*<\/span>/gi;

/** The HTML to load into the editor for a chapter's stored markup (null: a new chapter). */
export function markupToEditor(markup: string | null | undefined): string {
  return markup ?? "";
}

/** The markup to store for the editor's root HTML: without Quill's interface elements, "" when empty. */
export function editorToMarkup(editorHtml: string): string {
  const html = editorHtml.replace(QUILL_UI_ELEMENTS, "");
  return EMPTY_EDITOR_HTML.test(html) ? "" : html;
}

/** Text of markup between tags: entities decoded, runs of white space as one space. */
function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/gi, " ")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/&amp;/gi, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first line of a markup as plain text, to tell two texts apart in a question (at most `max` characters). */
export function firstLineOf(markup: string | null, max = 120): string {
  if (!markup) return "";
  const firstBlock = /<(p|h[1-6]|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(markup)?.[2] ?? markup;
  const text = plainTextOf(firstBlock);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A markup's paragraphs (and headings, list items, quotes) as plain text, empty ones left out: what a comparison of two texts reads. */
export function paragraphsOf(markup: string | null): string[] {
  if (!markup) return [];
  return markup
    .split(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/i)
    .map(plainTextOf)
    .filter((paragraph) => paragraph !== "");
}
