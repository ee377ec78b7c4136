declare namespace App {
  interface Locals {
    /** The storefront the Host serves, resolved once in middleware.ts. */
    site: import("./lib/site.ts").Site;
    /** The signed-in session (null when signed out), loaded once in middleware.ts. */
    session: import("@storyloom/api/client").AuthSession | null;
    /** The API could not be asked for the session (down, or a 5xx): the page renders signed out and says so. */
    isSessionUnavailable: boolean;
    /** This request's API access: typed clients, fetch and cookie jar. */
    api: import("./lib/api.ts").RequestApi;
    /** The origin the browser used, e.g. "https://storyloom.com". */
    origin: string;
    /** Whether the analytics heat-map script belongs on this page (the production host only). */
    loadsHeatmap: boolean;
    /** The form a POST submitted, read once in middleware.ts; null on GET and HEAD. */
    form: FormData | null;
    /** What the page shows, for the render cache's invalidation: "book:12", "series:3", "author:5", "catalogue". */
    cacheTags: string[];
    /** The page's anonymous HTML may be kept in the render cache. */
    cacheable: boolean;
    /** A signed-in reader may get the very same HTML (their personal part comes from the page's script). */
    sharedWithSignedIn: boolean;
    /** Set by server.mjs, which looked the request up in the render cache before Astro (and answered a hit itself). */
    renderCacheVisit?: import("./lib/renderCacheServer.ts").EarlyVisit;
  }
}
