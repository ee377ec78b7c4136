import { Redis } from "ioredis";
import { isPageTag, pageTags } from "@storyloom/domain/services/publicPages/pageTags.ts";
import type { PageTag } from "@storyloom/domain/services/publicPages/pageTags.ts";
import { createRenderCache } from "@storyloom/domain/services/publicPages/renderCacheStore.ts";
import type { CachedPage, RenderCache } from "@storyloom/domain/services/publicPages/renderCacheStore.ts";

export type { CachedPage, RenderCache };

/**
 * What the storefront caches of its rendered pages, and for whom (README.md
 * in domain/src/services/publicPages): the key of a request, what of an answer is kept and
 * replayed, and the process's one connection. Looking up and keeping pages in
 * Redis is domain/src/services/publicPages/renderCacheStore.ts.
 */

/** A lookup or store slower than this counts as Redis being unavailable: the page renders. */
export const COMMAND_TIMEOUT_MS = 250;

/** Query parameters the storefront's pages read (the catalogue's grid); any other one makes a URL uncacheable. */
export const CACHED_QUERY_PARAMS: ReadonlySet<string> = new Set(["sort", "genreId", "page"]);
/** Parameters no page reads (campaign tags, click ids): left out of the key. */
const IGNORED_QUERY_PARAM = /^(?:utm_[a-z]+|fbclid|gclid|msclkid|ref)$/;
const MAX_KEY_LENGTH = 1_024;
/** The page's headers a cached answer replays; middleware.ts adds the rest (responseHeaders.ts). */
const STORED_HEADERS = new Set([
  "content-type",
  "content-language",
  "content-security-policy",
  "cache-control",
  "link",
  "vary",
  "x-robots-tag",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "x-content-type-options",
]);
const TEXT_CONTENT_TYPE = /^(?:text\/(?:html|plain|xml)|application\/(?:xml|rss\+xml|atom\+xml|json))\b/i;

/**
 * The cache key of a request: origin (scheme and host, lower case), path, and the
 * query's known parameters sorted by name. Null when the URL must not be cached:
 * an unknown or repeated parameter, a malformed host, an overlong URL.
 */
export function pageKeyOf(origin: string, url: URL): string | null {
  const normalisedOrigin = origin.toLowerCase();
  if (!/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/.test(normalisedOrigin)) return null;
  const kept: Array<[string, string]> = [];
  for (const [name, value] of url.searchParams) {
    if (IGNORED_QUERY_PARAM.test(name)) continue;
    if (!CACHED_QUERY_PARAMS.has(name) || kept.some(([seen]) => seen === name)) return null;
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
  const key = `${normalisedOrigin}${url.pathname}${query ? `?${query}` : ""}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/** The hostname of a cache key's origin, for the `host:` tag every stored page carries. */
function hostnameOfKey(key: string): string {
  return new URL(key).hostname;
}

/** The tags a page is stored with: the page's own (deduplicated) and its host's; null when the page wrote one that is not a tag. */
export function tagsToStore(key: string, pageTagsWritten: readonly string[]): PageTag[] | null {
  const tags = new Set<PageTag>([pageTags.host(hostnameOfKey(key))]);
  for (const tag of pageTagsWritten) {
    if (!isPageTag(tag)) return null;
    tags.add(tag);
  }
  return [...tags];
}

/** The headers of `response` a cached copy replays. */
export function storedHeadersOf(headers: Headers): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    if (STORED_HEADERS.has(name.toLowerCase())) kept.push([name.toLowerCase(), value]);
  });
  return kept;
}

/** Whether a rendered answer may be kept at all: a 200 text page that sets no cookie. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  return TEXT_CONTENT_TYPE.test(response.headers.get("content-type") ?? "");
}

/** The answer a cached page gives; a HEAD gets the headers only. */
export function responseOfCachedPage(page: CachedPage, method: string): Response {
  const headers = new Headers(page.headers);
  return new Response(method === "HEAD" ? null : page.body.toString("utf8"), { status: page.status, headers });
}

let processCache: RenderCache | null | undefined;

/**
 * The process's render cache, created on first use: one Redis connection that
 * fails commands at once while Redis is away (no queue, a short timeout), and
 * keeps reconnecting. Null when the cache is off (no build id: `astro dev`).
 */
export function processRenderCache(settings: { redisUrl: string; redisPrefix: string; buildId: string | undefined }): RenderCache | null {
  if (processCache !== undefined) return processCache;
  if (!settings.buildId) {
    processCache = null;
    return processCache;
  }
  const redis = new Redis(settings.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectionName: `storyloom-storefront:${settings.redisPrefix}`,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`render cache: cannot reach Redis at ${settings.redisUrl}, pages render uncached (${error.message})`);
  });
  redis.on("ready", () => {
    if (reported) console.error("render cache: connected to Redis again");
    reported = false;
  });
  processCache = createRenderCache({ redis, redisPrefix: settings.redisPrefix, buildId: settings.buildId });
  return processCache;
}
