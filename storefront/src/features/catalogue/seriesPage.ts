import type { PublicSeriesBookView, PublicSeriesView, PublicSubseriesView } from "@storyloom/api/client";
import { createSiteLinks } from "./siteLinks.ts";
import type { ServedSite, SiteLinks } from "./siteLinks.ts";

/** The links of a series' pages: on its own domain its books and author stay on the host. */
export function seriesSiteLinks(site: ServedSite, publicUrl: string, series: PublicSeriesView): SiteLinks {
  return createSiteLinks({ site, publicUrl, localBookIds: series.books.map((book) => book.id), siteSeriesId: series.id, siteAuthorId: series.author.id });
}

export interface SeriesBookGroup {
  /** Null for the books outside any subseries. */
  subseries: PublicSubseriesView | null;
  books: PublicSeriesBookView[];
}

/**
 * A series' books in reading order, grouped by subseries: first the books in none,
 * then each subseries by its number with its books in their series order.
 */
export function groupSeriesBooks(series: Pick<PublicSeriesView, "books" | "subseries">): SeriesBookGroup[] {
  const byNumber = (a: { number: number | null }, b: { number: number | null }) =>
    (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);
  const books = [...series.books].sort(byNumber);
  const known = new Set(series.subseries.map((subseries) => subseries.id));
  const groups: SeriesBookGroup[] = [];
  const loose = books.filter((book) => book.subseriesId === null || !known.has(book.subseriesId));
  if (loose.length > 0) groups.push({ subseries: null, books: loose });
  for (const subseries of [...series.subseries].sort(byNumber)) {
    const inIt = books.filter((book) => book.subseriesId === subseries.id);
    if (inIt.length > 0) groups.push({ subseries, books: inIt });
  }
  return groups;
}
