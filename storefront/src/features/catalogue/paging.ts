/** Where a page of a list stands among the others, for "Page N of M" and previous/next links. */
export interface Paging {
  page: number;
  /** At least 1, so an empty list still reads "Page 1 of 1". */
  pageCount: number;
  previousPage: number | null;
  nextPage: number | null;
  /** The page asked for lies past the last one (a stale or made-up link). */
  isPastEnd: boolean;
}

/** The paging of page `page` (1-based) of `total` items shown `pageSize` at a time. */
export function pagingOf(total: number, page: number, pageSize: number): Paging {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  return {
    page,
    pageCount,
    previousPage: page > 1 ? Math.min(page - 1, pageCount) : null,
    nextPage: page < pageCount ? page + 1 : null,
    isPastEnd: page > pageCount,
  };
}

/**
 * The link to page `page` of the list at `href` (a path with its query): the
 * `name` parameter set, or removed for page 1 so the first page has one address.
 */
export function pageHref(href: string, page: number, name = "page"): string {
  const url = new URL(href, "http://storefront.invalid");
  if (page > 1) url.searchParams.set(name, String(page));
  else url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
