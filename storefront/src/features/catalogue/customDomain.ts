import type { ApiClient, PublicBookView, PublicSeriesView } from "@storyloom/api/client";
import { getPublicBook } from "@storyloom/api/client";
import { paths } from "../../lib/paths.ts";
import { orNotFound } from "./apiErrors.ts";
import { prepareBookPage } from "./bookPage.ts";
import type { BookPageInput, BookPageOutcome } from "./bookPage.ts";
import { loadSeries } from "./loaders.ts";
import type { ServedSite } from "./siteLinks.ts";

export type CustomSite = Extract<ServedSite, { kind: "book" } | { kind: "series" }>;

/** What a custom domain serves: its book or its series; null once it is no longer public. */
export type CustomDomainSubject = { kind: "book"; book: PublicBookView } | { kind: "series"; series: PublicSeriesView };

/** The book or series a custom domain is bound to, as the public sees it. */
export async function loadCustomDomainSubject(client: ApiClient, site: CustomSite): Promise<CustomDomainSubject | null> {
  if (site.kind === "book") {
    const answer = await orNotFound(getPublicBook(client, site.bookId));
    return answer ? { kind: "book", book: answer.book } : null;
  }
  const series = await loadSeries(client, site.seriesId);
  return series ? { kind: "series", series } : null;
}

/** Where a custom domain's page goes when its book or series is not public (any more). */
export function notFoundOf(site: CustomSite): string {
  return site.kind === "book" ? paths.notFoundBook : paths.notFoundCollection;
}

export type CustomHomeOutcome = BookPageOutcome | { kind: "series"; series: PublicSeriesView } | { kind: "redirect"; location: string; status: 302 };

/** A custom domain's `/`: its book page (review forms included) or its series page. */
export async function prepareCustomHome(input: Omit<BookPageInput, "bookId" | "site"> & { site: CustomSite }): Promise<CustomHomeOutcome> {
  const { site } = input;
  if (site.kind === "book") return prepareBookPage({ ...input, bookId: site.bookId });
  const series = await loadSeries(input.locals.api.client, site.seriesId);
  return series ? { kind: "series", series } : { kind: "redirect", location: paths.notFoundCollection, status: 302 };
}
