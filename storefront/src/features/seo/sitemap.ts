import type { Page } from "@storyloom/api/client";

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_URL_CAP = 50_000;

/** The largest page the API's list calls give (docs/architecture.md, Page sizes: 100). */
export const SITEMAP_FETCH_PAGE_SIZE = 100;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date or date-time of the last change, when known. */
  lastmod?: string | null;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A sitemap document of at most SITEMAP_URL_CAP entries, each URL once (the first wins). */
export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    if (seen.size >= SITEMAP_URL_CAP) break;
    seen.add(entry.loc);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : "";
    lines.push(`  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}

/**
 * Every item of a paged list call, page after page, until the list ends or `limit`
 * items are in hand (a sitemap never needs more than its cap).
 */
export async function collectPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  limit: number,
  pageSize = SITEMAP_FETCH_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page += 1) {
    const answer = await fetchPage(page, pageSize);
    items.push(...answer.items);
    if (answer.items.length === 0 || page * answer.pageSize >= answer.total) break;
  }
  return items.slice(0, limit);
}

export interface PlatformSitemapInput {
  origin: string;
  books: ReadonlyArray<{
    id: number;
    slug: string;
    lastChapterPublishedAt: string | null;
    publishedAt: string | null;
    author: { id: number; name: string | null };
  }>;
  series: ReadonlyArray<{ id: number }>;
  authorSlug: (name: string | null) => string;
}

/** The platform's sitemap: the reader home, the collections, each public book page and each of their authors. */
export function platformSitemapEntries({ origin, books, series, authorSlug }: PlatformSitemapInput): SitemapEntry[] {
  const at = (path: string) => new URL(path, origin).href;
  const entries: SitemapEntry[] = [{ loc: at("/read") }, { loc: at("/collection") }];
  for (const book of books) entries.push({ loc: at(`/book/${book.slug}/${book.id}`), lastmod: book.lastChapterPublishedAt ?? book.publishedAt });
  for (const item of series) entries.push({ loc: at(`/collection/${item.id}`) });
  for (const book of books) entries.push({ loc: at(`/author/${authorSlug(book.author.name)}/${book.author.id}`) });
  return entries;
}

export interface DomainBook {
  id: number;
  slug: string;
  /** The free chapters (the first publicChaptersCount published ones): their reading pages are public. */
  freeChaptersCount: number;
  lastChapterPublishedAt: string | null;
}

/**
 * A book domain's sitemap: its book at `/`, its table of contents, author and reviews
 * pages, its series when it has one, and the reading pages of its free chapters.
 */
export function bookDomainSitemapEntries(origin: string, book: DomainBook, seriesId: number | null): SitemapEntry[] {
  const at = (path: string) => new URL(path, origin).href;
  const entries: SitemapEntry[] = [
    { loc: at("/"), lastmod: book.lastChapterPublishedAt },
    { loc: at("/table-contents"), lastmod: book.lastChapterPublishedAt },
    { loc: at("/about-author") },
    { loc: at("/reviews") },
  ];
  if (seriesId !== null) entries.push({ loc: at(`/collection/${seriesId}`) });
  for (let index = 1; index <= book.freeChaptersCount; index += 1) entries.push({ loc: at(`/chapter/${index}`) });
  return entries;
}

/** A series domain's sitemap: the series at `/`, its pages, and each of its books with their free chapters. */
export function seriesDomainSitemapEntries(origin: string, books: readonly DomainBook[]): SitemapEntry[] {
  const at = (path: string) => new URL(path, origin).href;
  const entries: SitemapEntry[] = [{ loc: at("/") }, { loc: at("/table-contents") }, { loc: at("/about-author") }, { loc: at("/reviews") }];
  for (const book of books) {
    const bookPath = `/book/${book.slug}/${book.id}`;
    entries.push({ loc: at(bookPath), lastmod: book.lastChapterPublishedAt });
    for (let index = 1; index <= book.freeChaptersCount; index += 1) entries.push({ loc: at(`${bookPath}/chapter/${index}`) });
  }
  return entries;
}
