// Used by server.mjs, before Astro's handler: Node runs it directly (type stripping).
import type { IncomingMessage, ServerResponse } from "node:http";
import { publicOrigin, requestIdFrom } from "./forwardedHeaders.ts";
import type { CachedPage, RenderCache } from "./renderCache.ts";
import { RENDER_CACHE_HEADER, visitRenderCache } from "./renderCacheMiddleware.ts";
import type { CacheVisit } from "./renderCacheMiddleware.ts";
import { withResponseHeaders } from "./responseHeaders.ts";
import { hasCookie } from "./session.ts";

/** The request headers the lookup and a cached answer read, straight from Node's parsed headers (no Headers object per hit). */
function requestHeaders(req: IncomingMessage): Pick<Headers, "get"> {
  return {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return typeof value === "string" ? value : null;
    },
  };
}

/**
 * The headers a cached page is answered with, but its request id: worked out
 * once per stored header list (a page held in memory is answered many times
 * with the same list) rather than through a Response and a Headers per hit.
 */
const replayHeaders = new WeakMap<CachedPage["headers"], Record<string, string>>();
function answerHeadersOf(page: CachedPage): Record<string, string> {
  let headers = replayHeaders.get(page.headers);
  if (!headers) {
    const answer = withResponseHeaders(new Response(null, { status: page.status, headers: page.headers }), [], "-");
    answer.headers.set(RENDER_CACHE_HEADER, "hit");
    answer.headers.delete("x-request-id");
    headers = Object.fromEntries(answer.headers);
    replayHeaders.set(page.headers, headers);
  }
  return headers;
}

/** What server.mjs hands Astro's handler when the cache did not answer (locals.renderCacheVisit). */
export interface EarlyVisit {
  cache: RenderCache | null;
  visit: CacheVisit;
}

/**
 * Answers a GET or HEAD from the render cache in plain Node, before Astro builds a
 * Request and runs its pipeline (a hit through Astro's middleware cost about ten
 * times as much: bench/README.md). The answer carries the headers every storefront
 * answer carries (responseHeaders.ts). Resolves null when it answered, else what it
 * found, for the middleware to keep the rendered page against.
 */
export async function answerFromRenderCache(
  cache: RenderCache | null,
  sessionCookieName: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<EarlyVisit | null> {
  const method = req.method ?? "GET";
  if (!cache || (method !== "GET" && method !== "HEAD")) return { cache, visit: { status: "bypass" } };
  const headers = requestHeaders(req);
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://storefront.invalid");
  } catch {
    return { cache, visit: { status: "bypass" } };
  }
  const origin = publicOrigin(headers, url);
  const signedIn = hasCookie(req.headers.cookie ?? null, sessionCookieName);
  const visit = await visitRenderCache(cache, method, origin, url, signedIn);
  if (visit.status !== "hit") return { cache, visit };
  // The body is written as it is, without a stream around it.
  res.setHeader("x-request-id", requestIdFrom(headers));
  res.writeHead(visit.page.status, answerHeadersOf(visit.page));
  res.end(method === "HEAD" ? undefined : visit.page.body);
  return null;
}
