import { isStorableResponse, pageKeyOf, storedHeadersOf, tagsToStore } from "./renderCache.ts";
import type { CachedPage, RenderCache } from "./renderCache.ts";
import { markForSignedInReader } from "./sharedPage.ts";

/** The `x-render-cache` answer header: hit (served from the cache), miss (rendered after a lookup) or bypass (rendered without one). */
export const RENDER_CACHE_HEADER = "x-render-cache";

/** What the middleware carries from the lookup to the rendered answer. */
export type CacheVisit = { status: "hit"; page: CachedPage } | { status: "miss"; key: string; clock: string; isSignedIn: boolean } | { status: "bypass" };

/**
 * Looks the request up before anything else runs. A GET or HEAD with a cacheable
 * URL gets the cached page when there is a fresh one: always when anonymous, and
 * when signed in only if the page said its HTML is shared with signed-in readers.
 * A page exists only for a host that resolved when it was rendered.
 */
export async function visitRenderCache(cache: RenderCache | null, method: string, origin: string, url: URL, isSignedIn: boolean): Promise<CacheVisit> {
  if (!cache || (method !== "GET" && method !== "HEAD")) return { status: "bypass" };
  const key = pageKeyOf(origin, url);
  if (!key) return { status: "bypass" };
  const found = await cache.lookup(key);
  if (found.kind === "unavailable") return { status: "bypass" };
  if (found.kind === "hit" && !isSignedIn) return { status: "hit", page: found.page };
  // Its header was rendered for nobody: the reader's own header comes from the page's script.
  if (found.kind === "hit" && found.page.sharedWithSignedIn) return { status: "hit", page: { ...found.page, body: markForSignedInReader(found.page.body) } };
  return { status: "miss", key, clock: found.kind === "miss" ? found.clock : "0", isSignedIn };
}

/** What the rendered page said about itself (Astro.locals) and what else decides whether it may be kept. */
export interface RenderedPage {
  method: string;
  cacheable: boolean;
  sharedWithSignedIn: boolean;
  cacheTags: readonly string[];
  /** Cookies the API set while rendering: an answer that sets one is never kept. */
  setCookies: readonly string[];
  /** The session could not be loaded: the page says so, and that notice is nobody else's. */
  isSessionUnavailable: boolean;
}

/**
 * After the render of a miss: keeps the page when it may be kept (GET, 200, a text
 * page that set `cacheable`, no cookie set, rendered for an anonymous reader) and
 * answers it. `rendered` is read once the body has been read: components that
 * stream later may still add tags. Keeping is not waited for.
 */
export async function keepRenderedPage(cache: RenderCache | null, visit: CacheVisit, response: Response, rendered: () => RenderedPage): Promise<Response> {
  // Only an anonymous render is kept: a signed-in one could carry that reader's notices.
  if (!cache || visit.status !== "miss" || visit.isSignedIn || !isStorableResponse(response)) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const answer = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  const page = rendered();
  if (page.method !== "GET" || !page.cacheable || page.setCookies.length > 0 || page.isSessionUnavailable) return answer;
  const tags = tagsToStore(visit.key, page.cacheTags);
  if (!tags) {
    console.error(`render cache: ${visit.key} not kept: its tags (${page.cacheTags.join(", ")}) include one that is not a page tag`);
    return answer;
  }
  void cache.store(
    visit.key,
    visit.clock,
    { status: response.status, headers: storedHeadersOf(response.headers), body, sharedWithSignedIn: page.sharedWithSignedIn },
    tags,
  );
  return answer;
}
