import { defineMiddleware } from "astro:middleware";
import { createRequestApi } from "./lib/api.ts";
import { config, isProductionHost } from "./lib/config.ts";
import { readFormSubmission } from "./lib/formSubmission.ts";
import { publicOrigin, requestIdFrom } from "./lib/forwardedHeaders.ts";
import { isCrossSiteFormSubmission } from "./lib/originCheck.ts";
import { customDomainAuthRedirect, isSessionRequiredPath, paths, sessionRequiredLoginUrl } from "./lib/paths.ts";
import { processRenderCache, responseOfCachedPage } from "./lib/renderCache.ts";
import { keepRenderedPage, RENDER_CACHE_HEADER, visitRenderCache } from "./lib/renderCacheMiddleware.ts";
import { withResponseHeaders } from "./lib/responseHeaders.ts";
import { hasCookie, loadSession, needsSessionLookup } from "./lib/session.ts";
import { resolveSite } from "./lib/site.ts";

/**
 * One fixed pipeline for every storefront request: answer a GET from the render
 * cache when it holds the page (before any other work, so a hit costs one Redis
 * call), refuse cross-site form posts,
 * read a submitted form once (refusing other body types and broken bodies), resolve
 * the site from the Host (a custom domain's sign-in pages go to its consented flow), load the session once
 * when the request carries a session cookie (a page that does not need it renders
 * signed out, with a notice, when the API is unreachable), send visitors without one
 * away from pages that need it, relay every cookie the API set while rendering, and
 * keep a cacheable page rendered for an anonymous reader (domain/src/services/publicPages/README.md).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, locals } = context;
  const origin = publicOrigin(request.headers, url);
  const requestId = requestIdFrom(request.headers);
  // server.mjs looked the request up already (and answered hits); other ways of running the handler look up here.
  const early = locals.renderCacheVisit;
  const cache = early ? early.cache : processRenderCache(config);
  const visit = early
    ? early.visit
    : await visitRenderCache(cache, request.method, origin, url, hasCookie(request.headers.get("cookie"), config.sessionCookieName));
  const marked = (response: Response) => {
    if (request.method === "GET" || request.method === "HEAD") response.headers.set(RENDER_CACHE_HEADER, visit.status);
    return response;
  };
  if (visit.status === "hit") return marked(withResponseHeaders(responseOfCachedPage(visit.page, request.method), [], requestId));
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
  const finish = (response: Response) => marked(withResponseHeaders(response, api.jar.received(), requestId));

  locals.site = await resolveSite(url.host, config.publicUrl, api.internal);
  if (locals.site.kind === "unknown") return finish(await next(paths.notFound));
  if (locals.site.kind !== "platform") {
    const away = customDomainAuthRedirect(url, origin, config.publicUrl);
    if (away) return finish(context.redirect(away, 302));
  }

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

  const rendered = await next();
  return finish(
    await keepRenderedPage(cache, visit, rendered, () => ({
      method: request.method,
      cacheable: locals.cacheable,
      sharedWithSignedIn: locals.sharedWithSignedIn,
      cacheTags: locals.cacheTags,
      setCookies: api.jar.received(),
      isSessionUnavailable: locals.isSessionUnavailable,
    })),
  );
});
