import type { APIRoute } from "astro";
import { customDomainTarget, handoffUrl } from "../../features/auth/siteHandoff.ts";
import { paths, safeCallbackUrl } from "../../lib/paths.ts";

/**
 * GET /auth/site?to=<url>: the platform's link to an author's own domain. A
 * signed-in reader goes through the `rt` exchange and arrives signed in there;
 * anyone else is simply sent on. A `to` that is no registered custom domain
 * stays on the platform (safeCallbackUrl), so this is no open redirect.
 */
export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const to = url.searchParams.get("to");
  const target = await customDomainTarget(to, locals.origin, locals.api);
  if (!target) return redirect(safeCallbackUrl(to, locals.origin, paths.read), 302);
  return redirect(locals.session ? await handoffUrl(locals.api, target) : target, 302);
};
