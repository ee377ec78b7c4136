/** What a public page tells search engines and link previews (BaseLayout's `seo` prop). */
export interface PageSeo {
  /** Absolute URL of the page on the host serving it. */
  canonical: string;
  /** og:title and twitter:title (the document title stays the product name, docs/product.md, Screens and routes). */
  title: string;
  description: string;
  /** Absolute URL of the cover or avatar; none: a text-only card. */
  image?: string | null;
  /** og:type. */
  type: "book" | "website" | "profile";
  /** JSON-LD documents, already serialised by serializeJsonLd. */
  jsonLd?: string[];
}

/**
 * `path` (or a URL) on `origin`, as an absolute URL; null for nothing or for a URL
 * that does not parse. Query strings stay; fragments go (a canonical URL has none).
 */
export function absoluteUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(path, origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/** The canonical URL of a listing page: its path on this host with only the parameters that change what it lists. */
export function canonicalOf(origin: string, path: string, params: Record<string, string | number | null | undefined> = {}): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") url.searchParams.set(name, String(value));
  }
  return url.href;
}
