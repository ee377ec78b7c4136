import sanitizeHtml from "sanitize-html";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Plain text from a textarea: blank lines part paragraphs, single newlines become line breaks. */
function paragraphsOf(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * A review's text as it may be stored and shown on public pages: paragraphs,
 * line breaks, bold and italics, with no attributes at all (so no event
 * handlers, styles or links). Text without any tag is taken as plain text
 * (a textarea's). Null when nothing readable is left.
 */
export function sanitizeReviewMarkup(markup: string): string | null {
  const html = /<[a-zA-Z/!]/.test(markup) ? markup : paragraphsOf(markup);
  const clean = sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "em"],
    allowedAttributes: {},
    // <script>, <style> and the like go with everything inside them.
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template", "iframe", "object"],
  }).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, "");
  return text.length === 0 ? null : clean;
}
