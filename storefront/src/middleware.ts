import { defineMiddleware } from "astro:middleware";
import { createRequestApi } from "./lib/api.ts";
import { config, isProductionHost } from "./lib/config.ts";
import { publicOrigin, requestIdFrom } from "./lib/forwardedHeaders.ts";
import { isCrossSiteFormSubmission } from "./lib/originCheck.ts";
import {
  isSessionRequiredPath,
  isSessionlessPath,
  paths,
  redirectTokenExchangeUrl,
  sessionRequiredLoginUrl,
} from "./lib/paths.ts";
import { withResponseHeaders } from "./lib/responseHeaders.ts";
import { loadSession } from "./lib/session.ts";
import { hostnameOf, resolveSite } from "./lib/site.ts";

/**
 * One fixed pipeline for every storefront request: refuse cross-site form posts,
 * hand a `rt` to the API's exchange, resolve the site from the Host, load the
 * session once (a page that does not need it renders signed out, with a notice,
 * when the API is unreachable), send visitors without one away from pages that
 * need it, and relay every cookie the API set while rendering.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, locals } = context;
  const origin = publicOrigin(request.headers, url);
  if (isCrossSiteFormSubmission(request.method, request.headers, origin)) {
    return new Response("Cross-site form submissions are forbidden.", { status: 403 });
  }

  const requestId = requestIdFrom(request.headers);
  const api = createRequestApi({ request, url, clientAddress: context.clientAddress, requestId });
  locals.api = api;
  locals.origin = origin;
  locals.session = null;
  locals.isSessionUnavailable = false;
  locals.loadsHeatmap = isProductionHost(url.host, config.productionHost);
  const finish = (response: Response) => withResponseHeaders(response, api.jar.received(), requestId);

  if (request.method === "GET" || request.method === "HEAD") {
    const exchange = redirectTokenExchangeUrl(url, origin);
    if (exchange) return finish(context.redirect(exchange, 302));
  }

  locals.site = await resolveSite(hostnameOf(url.host), config.publicUrl, (hostname) =>
    api.fetch(`/api/internal/sites/resolve?${new URLSearchParams({ host: hostname })}`, {
      headers: { accept: "application/json" },
    }),
  );
  if (locals.site.kind === "unknown") return finish(await next(paths.notFound));

  if (!isSessionlessPath(url.pathname)) {
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
