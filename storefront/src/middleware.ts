import { defineMiddleware } from "astro:middleware";
import { createRequestApi } from "./lib/api.ts";
import { config, isProductionHost } from "./lib/config.ts";
import { readFormSubmission } from "./lib/formSubmission.ts";
import { publicOrigin, requestIdFrom } from "./lib/forwardedHeaders.ts";
import { isCrossSiteFormSubmission } from "./lib/originCheck.ts";
import {
  isSessionRequiredPath,
  paths,
  redirectTokenExchangeUrl,
  sessionRequiredLoginUrl,
} from "./lib/paths.ts";
import { withResponseHeaders } from "./lib/responseHeaders.ts";
import { loadSession, needsSessionLookup } from "./lib/session.ts";
import { resolveSite } from "./lib/site.ts";

/**
 * One fixed pipeline for every storefront request: refuse cross-site form posts,
 * read a submitted form once (refusing other body types and broken bodies), hand a
 * `rt` to the API's exchange, resolve the site from the Host, load the session once
 * when the request carries a session cookie (a page that does not need it renders
 * signed out, with a notice, when the API is unreachable), send visitors without one
 * away from pages that need it, and relay every cookie the API set while rendering.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, locals } = context;
  const origin = publicOrigin(request.headers, url);
  const requestId = requestIdFrom(request.headers);
  const refuse = (status: number, message: string) =>
    withResponseHeaders(new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } }), [], requestId);
  if (isCrossSiteFormSubmission(request.method, request.headers, origin)) {
    return refuse(403, "Cross-site form submissions are forbidden.");
  }
  const submission = await readFormSubmission(request);
  if (submission.kind === "refused") return refuse(submission.status, submission.message);
  locals.form = submission.kind === "form" ? submission.form : null;

  const api = createRequestApi({ request, url, clientAddress: context.clientAddress, requestId });
  locals.api = api;
  locals.origin = origin;
  locals.session = null;
  locals.isSessionUnavailable = false;
  locals.cacheTags = [];
  locals.cacheable = false;
  locals.sharedWithSignedIn = false;
  locals.loadsHeatmap = isProductionHost(url.host, config.productionHost);
  const finish = (response: Response) => withResponseHeaders(response, api.jar.received(), requestId);

  if (request.method === "GET" || request.method === "HEAD") {
    const exchange = redirectTokenExchangeUrl(url, origin);
    if (exchange) return finish(context.redirect(exchange, 302));
  }

  locals.site = await resolveSite(url.host, config.publicUrl, api.internal);
  if (locals.site.kind === "unknown") return finish(await next(paths.notFound));

  if (needsSessionLookup(url.pathname, request.headers.get("cookie"), config.sessionCookieName)) {
    const loaded = await loadSession(api.auth);
    if (loaded.isUnavailable) {
      // A page that needs the session cannot be shown without it: the error page says so.
      if (isSessionRequiredPath(url.pathname)) throw loaded.reason;
      const why = loaded.reason instanceof Error ? loaded.reason.message : String(loaded.reason);
      console.error(`[${requestId}] ${url.pathname} rendered signed out: the session could not be loaded (${why})`);
    }
    locals.session = loaded.session;
    locals.isSessionUnavailable = loaded.isUnavailable;
  }
  if (!locals.session && isSessionRequiredPath(url.pathname)) {
    return finish(context.redirect(sessionRequiredLoginUrl(`${origin}${url.pathname}${url.search}`), 302));
  }

  return finish(await next());
});
