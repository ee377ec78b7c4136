import type { APIRoute } from "astro";
import { getPublicBook, listPublicBooks, listPublicSeries } from "@storyloom/api/client";
import type { ApiClient, PublicBookView } from "@storyloom/api/client";
import { orNotFound } from "../features/catalogue/apiErrors.ts";
import { applyCacheHints } from "../features/catalogue/cacheHints.ts";
import { loadSeries } from "../features/catalogue/loaders.ts";
import { authorSlug } from "../features/catalogue/siteLinks.ts";
import {
  SITEMAP_URL_CAP,
  bookDomainSitemapEntries,
  buildSitemapXml,
  collectPages,
  platformSitemapEntries,
  seriesDomainSitemapEntries,
} from "../features/seo/sitemap.ts";
import type { DomainBook, SitemapEntry } from "../features/seo/sitemap.ts";
import type { Site } from "../lib/site.ts";

function domainBook(book: PublicBookView): DomainBook {
  return {
    id: book.id,
    slug: book.slug,
    freeChaptersCount: book.hasPaywall ? Math.min(book.publicChaptersCount, book.chaptersCount) : book.chaptersCount,
    lastChapterPublishedAt: book.lastChapterPublishedAt,
  };
}

/** The URLs of the host's public pages, read from the API page by page up to the protocol's cap. */
async function entriesOf(client: ApiClient, site: Site, origin: string): Promise<SitemapEntry[]> {
  if (site.kind === "platform") {
    const [books, series] = await Promise.all([
      collectPages((page, pageSize) => listPublicBooks(client, { sort: "new", page, pageSize }), SITEMAP_URL_CAP),
      collectPages((page, pageSize) => listPublicSeries(client, { page, pageSize }), SITEMAP_URL_CAP),
    ]);
    return platformSitemapEntries({ origin, books, series, authorSlug });
  }
  if (site.kind === "book") {
    const answer = await orNotFound(getPublicBook(client, site.bookId));
    return answer ? bookDomainSitemapEntries(origin, domainBook(answer.book), answer.book.series?.id ?? null) : [];
  }
  if (site.kind === "series") {
    const series = await loadSeries(client, site.seriesId);
    if (!series) return [];
    const books = await Promise.all(series.books.map((book) => orNotFound(getPublicBook(client, book.id))));
    return seriesDomainSitemapEntries(
      origin,
      books.flatMap((answer) => (answer ? [domainBook(answer.book)] : [])),
    );
  }
  return [];
}

/** sitemap.xml of the host asked: the platform's catalogue, or a custom domain's own pages and free chapters. */
export const GET: APIRoute = async ({ locals, request }) => {
  const entries = await entriesOf(locals.api.client, locals.site, locals.origin);
  const { site } = locals;
  const own = site.kind === "book" ? [`book:${site.bookId}`] : site.kind === "series" ? [`series:${site.seriesId}`] : [];
  applyCacheHints(locals, request.method, { tags: ["catalogue", ...own], shared: true });
  return new Response(buildSitemapXml(entries), { headers: { "content-type": "application/xml; charset=utf-8" } });
};
