import type { PublicAuthorProfileView, PublicBookView, PublicSeriesView } from "@storyloom/api/client";
import type { SiteLinks } from "../catalogue/siteLinks.ts";
import { plainTextOf } from "../catalogue/text.ts";
import { buildAuthorJsonLd, buildBookJsonLd, buildSeriesJsonLd, serializeJsonLd } from "./jsonLd.ts";
import { absoluteUrl } from "./meta.ts";
import type { PageSeo } from "./meta.ts";

const DESCRIPTION_LENGTH = 200;

function required(url: string | null, what: string): string {
  if (!url) throw new Error(`${what} has no absolute URL`);
  return url;
}

/** The book page's SEO: its canonical address on this host, its cover, and its schema.org Book. */
export function bookSeo(book: PublicBookView, links: SiteLinks, origin: string): PageSeo {
  const canonical = required(absoluteUrl(origin, links.book(book)), "The book page");
  const image = absoluteUrl(origin, book.imgUrl);
  const description = plainTextOf(book.description, DESCRIPTION_LENGTH) || `Read ${book.title} on Storyloom.`;
  const authorUrl = required(absoluteUrl(origin, links.author(book.author)), "The author page");
  const jsonLd = buildBookJsonLd({
    url: canonical,
    title: book.title,
    description: plainTextOf(book.description, 5000),
    image,
    genre: book.genre?.name ?? null,
    author: { name: book.author.name, url: authorUrl },
    rating: book.rating,
    reviewsCount: book.reviewsCount,
    series: book.series
      ? { title: book.series.title, url: required(absoluteUrl(origin, links.collection(book.series.id)), "The collection"), position: book.series.number }
      : null,
    datePublished: book.publishedAt,
  });
  return { canonical, title: book.title, description, image, type: "book", jsonLd: [serializeJsonLd(jsonLd)] };
}

/** A collection page's SEO, with its schema.org BookSeries. */
export function seriesSeo(series: PublicSeriesView, links: SiteLinks, origin: string, canonicalPath: string): PageSeo {
  const canonical = required(absoluteUrl(origin, canonicalPath), "The collection page");
  const image = absoluteUrl(origin, series.imgUrl ?? series.coverUrl);
  const description = plainTextOf(series.description, DESCRIPTION_LENGTH) || `${series.title}: a collection of ${series.books.length} books on Storyloom.`;
  const jsonLd = buildSeriesJsonLd({
    url: canonical,
    title: series.title,
    description: plainTextOf(series.description, 5000),
    image,
    author: { name: series.author.name, url: required(absoluteUrl(origin, links.author(series.author)), "The author page") },
    books: series.books.map((book) => ({ title: book.title, url: required(absoluteUrl(origin, links.book(book)), "A book page") })),
  });
  return { canonical, title: series.title, description, image, type: "website", jsonLd: [serializeJsonLd(jsonLd)] };
}

/** An author page's SEO (its own address or a custom domain's /about-author), with a schema.org ProfilePage. */
export function authorSeo(author: PublicAuthorProfileView, origin: string, canonicalPath: string): PageSeo {
  const canonical = required(absoluteUrl(origin, canonicalPath), "The author page");
  const name = author.name ?? "Author";
  const image = absoluteUrl(origin, author.imgUrl);
  const description = plainTextOf(author.bio, DESCRIPTION_LENGTH) || `Books by ${name} on Storyloom.`;
  const sameAs = [author.website, author.twitter ? twitterUrl(author.twitter) : null].flatMap((url) => (url && absoluteUrl(origin, url) ? [url] : []));
  const jsonLd = buildAuthorJsonLd({ url: canonical, name: author.name, description: plainTextOf(author.bio, 5000), image, sameAs });
  return { canonical, title: name, description, image, type: "profile", jsonLd: [serializeJsonLd(jsonLd)] };
}

/** A listing page's SEO (reader home, grids, collections). */
export function listingSeo(canonical: string, title: string, description: string): PageSeo {
  return { canonical, title, description, type: "website" };
}

/** The profile URL of a Twitter handle ("@name", "name") or the URL itself; null for anything else. */
export function twitterUrl(value: string): string | null {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const handle = trimmed.replace(/^@/, "");
  return /^[A-Za-z0-9_]{1,15}$/.test(handle) ? `https://twitter.com/${handle}` : null;
}
