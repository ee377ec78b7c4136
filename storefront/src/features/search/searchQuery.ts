import { normaliseSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "@storyloom/domain/services/readers/searchText.ts";
import { parsePositiveInt } from "../catalogue/readQuery.ts";

/** Results on one page of /search (the API's default). */
export const SEARCH_PAGE_SIZE = 24;

/** The highest page number /search accepts. */
const MAX_PAGE = 10_000;

/** What /search shows: the empty form, a page of results, or why the query cannot be searched (with what was typed, to correct it). */
export type SearchQuery = { kind: "empty" } | { kind: "search"; q: string; page: number } | { kind: "invalid"; q: string; message: string };

/** Reads /search's query: `q` (2 to 100 characters once trimmed) and `page`. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const q = normaliseSearch(params.get("q") ?? "");
  const pageRaw = params.get("page")?.trim() ?? "";
  if (!q && !pageRaw) return { kind: "empty" };
  if (q.length < SEARCH_MIN_LENGTH) return { kind: "invalid", q, message: `Type at least ${SEARCH_MIN_LENGTH} characters to search.` };
  if (q.length > SEARCH_MAX_LENGTH)
    return { kind: "invalid", q: q.slice(0, SEARCH_MAX_LENGTH), message: `A search can be at most ${SEARCH_MAX_LENGTH} characters long.` };
  const page = pageRaw ? parsePositiveInt(pageRaw, MAX_PAGE) : 1;
  if (page === null) return { kind: "invalid", q, message: `page must be a whole number from 1 to ${MAX_PAGE}.` };
  return { kind: "search", q, page };
}

/** The /search URL of a query's page, page 1 without its number so that it has one address. */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}
