/** Text shown around the catalogue: HTML to plain text, numbers, dates, ratings. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower] ?? whole;
    const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : lower.startsWith("#") ? Number(lower.slice(1)) : Number.NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The plain text of sanitised HTML (or of plain text), on one line, cut at a word
 * boundary to at most `maxLength` characters with an ellipsis: meta descriptions, JSON-LD.
 */
export function plainTextOf(html: string | null | undefined, maxLength = 300): string {
  if (!html) return "";
  // Plain text (a book description as the studio stores it) is taken as it is; markup starts with a tag.
  const isMarkup = html.trim().startsWith("<");
  const text = (isMarkup ? decodeEntities(html.replace(/<\/(p|div|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, "")) : html)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // The cut falls between words when the next character is a space; else drop the broken word.
  const space = text[maxLength - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * HTML for a text the API gives as sanitised HTML: used as it is when it is markup
 * (starts with a tag); a plain-text description (as the studio stores them) is
 * escaped and split into paragraphs at blank lines, with single line breaks kept.
 */
export function richTextHtml(text: string | null | undefined): string {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return "";
  if (trimmed.startsWith("<")) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

const countFormat = new Intl.NumberFormat("en");

/** "1 review", "1,204 reviews". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "4 March 2026" (UTC, so the cached page reads the same for everyone), "" for no date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** The star a rating fills, index 0 to 4: rounded to the nearest half. */
export type StarFill = "full" | "half" | "empty";

export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [0, 1, 2, 3, 4].map((star) => (halves >= (star + 1) * 2 ? "full" : halves === star * 2 + 1 ? "half" : "empty"));
}

/** "Rated 4.5 out of 5", for assistive technology beside the stars. */
export function ratingLabel(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return `Rated ${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} out of 5`;
}

const priceFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as dollars ("$4.99"): the API's prices carry no currency yet (as the reading page's unlock panel shows them). */
export function formatPrice(cents: number): string {
  return priceFormat.format(cents / 100);
}

/** Up to two initials of a name, for an avatar without a picture. */
export function initialsOf(name: string | null): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return words.length === 0
    ? "?"
    : words
        .slice(0, 2)
        .map((word) => word[0]?.toUpperCase() ?? "")
        .join("");
}
