/** What a reader's search may be, shared by the API's schema and the storefront's page (pure: no database). */

/** Shortest and longest search a reader may type (after trimming). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** Spaces collapsed, ends trimmed: what is searched and what the page shows back. */
export function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
