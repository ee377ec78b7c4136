/** schema.org documents of the public pages, as JSON-LD. */

type JsonLd = Record<string, unknown>;

export interface BookJsonLdInput {
  /** Absolute canonical URL of the book page. */
  url: string;
  title: string;
  /** Plain text. */
  description: string;
  /** Absolute URL of the cover. */
  image: string | null;
  genre: string | null;
  author: { name: string | null; url: string };
  rating: number | null;
  reviewsCount: number;
  /** BCP 47 tag, when the book's language is known. */
  inLanguage?: string | null;
  series?: { title: string; url: string; position: number | null } | null;
  datePublished?: string | null;
}

/** Drops the keys whose value is null, undefined or "" (schema.org readers prefer a missing property to an empty one). */
function compact(document: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== null && value !== undefined && value !== ""));
}

function person(name: string | null, url: string): JsonLd {
  return compact({ "@type": "Person", name: name ?? "Anonymous author", url });
}

/** The book page's `Book`: aggregateRating only when there are reviews to aggregate. */
export function buildBookJsonLd(input: BookJsonLdInput): JsonLd {
  const hasRating = input.rating !== null && input.reviewsCount > 0;
  return compact({
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": input.url,
    url: input.url,
    name: input.title,
    author: person(input.author.name, input.author.url),
    image: input.image,
    description: input.description,
    genre: input.genre,
    inLanguage: input.inLanguage,
    datePublished: input.datePublished ? input.datePublished.slice(0, 10) : null,
    isPartOf: input.series ? compact({ "@type": "BookSeries", name: input.series.title, url: input.series.url }) : null,
    position: input.series?.position ?? null,
    aggregateRating: hasRating
      ? {
          "@type": "AggregateRating",
          ratingValue: Math.round((input.rating ?? 0) * 10) / 10,
          reviewCount: input.reviewsCount,
          bestRating: 5,
          worstRating: 1,
        }
      : null,
  });
}

export interface SeriesJsonLdInput {
  url: string;
  title: string;
  description: string;
  image: string | null;
  author: { name: string | null; url: string };
  books: Array<{ title: string; url: string }>;
}

/** A collection page's `BookSeries`, with its books in order. */
export function buildSeriesJsonLd(input: SeriesJsonLdInput): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "BookSeries",
    "@id": input.url,
    url: input.url,
    name: input.title,
    description: input.description,
    image: input.image,
    author: person(input.author.name, input.author.url),
    hasPart: input.books.map((book, i) => ({ "@type": "Book", name: book.title, url: book.url, position: i + 1 })),
  });
}

export interface AuthorJsonLdInput {
  url: string;
  name: string | null;
  description: string;
  image: string | null;
  sameAs: string[];
}

/** An author page's `ProfilePage` about its `Person`. */
export function buildAuthorJsonLd(input: AuthorJsonLdInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: input.url,
    mainEntity: compact({
      "@type": "Person",
      name: input.name ?? "Anonymous author",
      url: input.url,
      description: input.description,
      image: input.image,
      sameAs: input.sameAs.length > 0 ? input.sameAs : null,
    }),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript
 * line separators escaped, so no text an author typed can close the script element.
 */
export function serializeJsonLd(document: JsonLd): string {
  return JSON.stringify(document)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
