import type { ReviewView, SaveReviewBody } from "@storyloom/api/client";
import { hasErrors, readFields } from "../auth/forms.ts";
import type { FieldErrors } from "../auth/forms.ts";

export const REVIEW_TITLE_MAX = 200;
export const REVIEW_TEXT_MAX = 5000;
export const REPORT_COMMENT_MAX = 1000;

export const RATING_MESSAGE = "Choose a rating from 1 to 5 stars.";
export const tooLongMessage = (max: number) => `Input can't be longer than ${max} characters.`;

export const REVIEW_FIELDS = ["rating", "title", "text"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** What the review form shows: the values typed (or the saved review) and what is wrong with them. */
export interface ReviewFormState {
  values: Record<ReviewField, string>;
  errors: FieldErrors<ReviewField>;
  /** Above the form: a failure that is no field's. */
  message?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The review text typed in the textarea as markup: paragraphs at blank lines, line breaks kept; null when empty. */
export function textToMarkup(text: string): string | null {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("");
}

/** A saved review's markup back as the text to edit (the reverse of textToMarkup). */
export function markupToText(markup: string | null): string {
  if (!markup) return "";
  return markup
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .trim();
}

/** The form for a reader's review: empty, or filled with the review they wrote. */
export function initialReviewForm(mine: ReviewView | null): ReviewFormState {
  if (!mine) return { values: { rating: "", title: "", text: "" }, errors: {} };
  return { values: { rating: String(mine.rating), title: mine.title ?? "", text: markupToText(mine.markup) }, errors: {} };
}

export type ReviewFormResult = { ok: true; body: SaveReviewBody } | { ok: false; state: ReviewFormState };

/** Reads and checks a submitted review: a rating of 1 to 5 is required; title and text are optional and capped. */
export function parseReviewForm(form: FormData): ReviewFormResult {
  const values = readFields(form, REVIEW_FIELDS);
  const errors: FieldErrors<ReviewField> = {};
  const rating = /^[1-5]$/.test(values.rating.trim()) ? Number(values.rating.trim()) : null;
  if (rating === null) errors.rating = RATING_MESSAGE;
  const title = values.title.trim();
  if (title.length > REVIEW_TITLE_MAX) errors.title = tooLongMessage(REVIEW_TITLE_MAX);
  if (values.text.trim().length > REVIEW_TEXT_MAX) errors.text = tooLongMessage(REVIEW_TEXT_MAX);
  if (rating === null || hasErrors(errors)) return { ok: false, state: { values, errors } };
  return { ok: true, body: { rating, title: title || null, markup: textToMarkup(values.text) } };
}
