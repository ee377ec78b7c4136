import type { CatalogueSort } from "@storyloom/api/client";

/** Books in one grid of the storefront (docs/architecture.md, Page sizes: 48). */
export const CATALOGUE_PAGE_SIZE = 48;

export const CATALOGUE_SORTS: readonly CatalogueSort[] = ["recommended", "new", "updated"];

/** Headings of the reader home's sections and of a full grid in each order. */
export const SORT_HEADINGS: Record<CatalogueSort, string> = {
  recommended: "Recommended",
  new: "New",
  updated: "Recently updated",
};

/** The highest page number /read accepts: past it the query is nonsense, not a page. */
const MAX_PAGE = 100_000;

/** What /read shows: its sections (no query), one full grid, or why the query cannot be read. */
export type ReadQuery = { kind: "home" } | { kind: "grid"; sort: CatalogueSort; genreId: number | null; page: number } | { kind: "invalid"; message: string };

function isSort(value: string): value is CatalogueSort {
  return CATALOGUE_SORTS.some((sort) => sort === value);
}

/** A positive whole number written in plain digits, else null. */
export function parsePositiveInt(raw: string, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!/^[0-9]{1,16}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

/**
 * Reads /read's query: without sort, genreId and page the reader home; with any of
 * them one grid (recommended first by default, page 1 by default). Empty values count
 * as absent, as the API client drops them.
 */
export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const sortRaw = params.get("sort")?.trim() ?? "";
  const genreRaw = params.get("genreId")?.trim() ?? "";
  const pageRaw = params.get("page")?.trim() ?? "";
  if (!sortRaw && !genreRaw && !pageRaw) return { kind: "home" };

  if (sortRaw && !isSort(sortRaw)) return { kind: "invalid", message: "sort must be one of recommended, new or updated." };
  const genreId = genreRaw ? parsePositiveInt(genreRaw) : null;
  if (genreRaw && genreId === null) return { kind: "invalid", message: "genreId must be a positive whole number." };
  const page = pageRaw ? parsePositiveInt(pageRaw, MAX_PAGE) : 1;
  if (page === null) return { kind: "invalid", message: `page must be a whole number from 1 to ${MAX_PAGE}.` };
  return { kind: "grid", sort: sortRaw && isSort(sortRaw) ? sortRaw : "recommended", genreId, page };
}

/** The /read URL of a grid, with the defaults left out so every grid has one address. */
export function readGridHref(grid: { sort?: CatalogueSort; genreId?: number | null; page?: number }): string {
  const params = new URLSearchParams();
  if (grid.sort) params.set("sort", grid.sort);
  if (grid.genreId) params.set("genreId", String(grid.genreId));
  if (grid.page && grid.page > 1) params.set("page", String(grid.page));
  const search = params.toString();
  return search ? `/read?${search}` : "/read";
}
