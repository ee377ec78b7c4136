import sanitizeHtml from "sanitize-html";

/** The screenplay paragraph kinds the studio's script editor marks (books of type SCRIPT). */
export const SCRIPT_ELEMENTS = ["heading", "action", "character", "dialogue", "parenthetical", "transition"] as const;

/** How a screenplay paragraph is stored: `<p class="sl-dialogue">` (the studio's editor/screenplay.ts writes the same). */
export const SCRIPT_CLASSES = SCRIPT_ELEMENTS.map((element) => `sl-${element}`);

// Quill 2's formats as classes: alignment, indentation and direction. Anything
// else (ql-ui, ql-cursor, styles of other editors) carries nothing a reader needs.
const QUILL_CLASSES = [/^ql-align-(center|right|justify)$/, /^ql-indent-[1-8]$/, /^ql-direction-rtl$/];
const BLOCK_CLASSES = [...QUILL_CLASSES];
const PARAGRAPH_CLASSES = [...QUILL_CLASSES, ...SCRIPT_CLASSES];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "s", "h1", "h2", "h3", "blockquote", "ol", "ul", "li", "a", "span"],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    p: ["class"],
    // Quill 2 keeps a list's kind on each item (<ol><li data-list="bullet">).
    li: ["class", "data-list"],
  },
  allowedClasses: {
    p: PARAGRAPH_CLASSES,
    span: QUILL_CLASSES,
    li: QUILL_CLASSES,
    h1: BLOCK_CLASSES,
    h2: BLOCK_CLASSES,
    h3: BLOCK_CLASSES,
    blockquote: BLOCK_CLASSES,
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // <script>, <style>, <svg> and the like go with everything inside them, not just their tags.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template", "iframe", "object"],
  transformTags: {
    // Readers leave the book for a link in a new tab that cannot reach back into the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
  },
};

const LIST_KINDS = new Set(["bullet", "ordered", "checked", "unchecked"]);

/**
 * Chapter markup as it may be stored and served: what Quill 2 produces and
 * nothing else (no scripts, event handlers, javascript: links, SVG or styles).
 * The studio sanitises too, but only this one counts: any client can call the API.
 */
export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      li: (tagName, attribs) => ({ tagName, attribs: keepKnownValue(attribs, "data-list", LIST_KINDS) }),
    },
  });
}

/** Drops an attribute whose value is not one of the known kinds (the allow-list checks names, not values). */
function keepKnownValue(attribs: sanitizeHtml.Attributes, name: string, allowed: ReadonlySet<string>): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || allowed.has(value)) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}
