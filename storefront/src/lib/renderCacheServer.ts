// Used by server.mjs, before Astro's handler: Node runs it directly (type stripping).
import type { IncomingMessage, ServerResponse } from "node:http";
import { publicOrigin, requestIdFrom } from "./forwardedHeaders.ts";
import type { RenderCache } from "./renderCache.ts";
import { RENDER_CACHE_HEADER, visitRenderCache } from "./renderCacheMiddleware.ts";
import type { CacheVisit } from "./renderCacheMiddleware.ts";
import { withResponseHeaders } from "./responseHeaders.ts";
import { hasCookie } from "./session.ts";

/** The request headers the lookup and a cached answer read. */
const READ_HEADERS = ["host", "x-forwarded-host", "x-forwarded-proto", "x-request-id"] as const;

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
  const headers = new Headers();
  for (const name of READ_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
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
  // The headers only: the body is written as it is, without a stream around it.
  const answer = withResponseHeaders(new Response(null, { status: visit.page.status, headers: visit.page.headers }), [], requestIdFrom(headers));
  answer.headers.set(RENDER_CACHE_HEADER, "hit");
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(method === "HEAD" ? undefined : visit.page.body);
  return null;
}
