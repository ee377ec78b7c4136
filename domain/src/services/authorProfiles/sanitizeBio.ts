import sanitizeHtml from "sanitize-html";

/**
 * An author's bio as readers will see it on the public author page: a few
 * paragraphs with emphasis and links, nothing that can run or load anything.
 */
export function sanitizeBio(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }) },
  }).trim();
}
