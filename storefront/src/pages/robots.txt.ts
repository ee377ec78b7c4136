import type { APIRoute } from "astro";
import { applyCacheHints } from "../features/catalogue/cacheHints.ts";
import { buildRobotsTxt } from "../features/seo/robots.ts";

/** robots.txt of the host asked: public pages open, sign-in, bookshelf and API closed, this host's sitemap. */
export const GET: APIRoute = ({ locals, request }) => {
  applyCacheHints(locals, request.method, { tags: ["catalogue"], shared: true });
  return new Response(buildRobotsTxt(locals.origin, locals.site.kind === "platform"), {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
};
