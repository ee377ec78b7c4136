import { paths } from "../../lib/paths.ts";
import type { ServedSite } from "./siteLinks.ts";
import { parsePositiveInt } from "./readQuery.ts";

/** What /book/{slug}/{id} does with a book the API found. */
export type BookRouteDecision = { kind: "render" } | { kind: "redirect"; location: string; status: 301 | 302 };

export interface BookRouteInput {
  site: ServedSite;
  requestedSlug: string;
  /** The query of the request, kept on a redirect ("" or "?…"). */
  search: string;
  book: { id: number; slug: string; seriesId: number | null };
}

/** The id of a URL segment ("12"), or null when it cannot be one (then the page is not found). */
export function parseIdParam(raw: string | undefined): number | null {
  return raw === undefined ? null : parsePositiveInt(raw);
}

/**
 * Where /book/{slug}/{id} goes: the platform and a series domain (for its own books)
 * render it at its canonical slug, and send any other slug there for good (301); a
 * book domain serves its own book at `/`; anything a host does not serve is not found.
 */
export function decideBookRoute({ site, requestedSlug, search, book }: BookRouteInput): BookRouteDecision {
  if (site.kind === "book") {
    return site.bookId === book.id ? { kind: "redirect", location: `/${search}`, status: 301 } : notFound();
  }
  if (site.kind === "series" && book.seriesId !== site.seriesId) return notFound();
  if (requestedSlug !== book.slug) return { kind: "redirect", location: `/book/${book.slug}/${book.id}${search}`, status: 301 };
  return { kind: "render" };
}

function notFound(): BookRouteDecision {
  return { kind: "redirect", location: paths.notFoundBook, status: 302 };
}
