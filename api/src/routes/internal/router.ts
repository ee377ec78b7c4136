import { NotFoundError } from "@storyloom/domain/errors.ts";
import { mayIssueCertificate } from "@storyloom/domain/services/sites/mayIssueCertificate.ts";
import { resolveSite } from "@storyloom/domain/services/sites/resolveSite.ts";
import { defineRoute } from "../defineRoute.ts";
import { doneView } from "../../presenters/views/done.ts";
import { resolveSiteQuery, siteAnswer, tlsAskQuery } from "./schema.ts";

/*
 * /api/internal: calls of the gateway and the storefront server, closed to
 * browsers at the gateway. They reveal only whether a host name is a
 * registered custom domain, which its DNS record tells anyone anyway, so they
 * are public.
 */

export const tlsAsk = defineRoute({
  method: "GET",
  path: "/api/internal/tls-ask",
  summary: "Caddy's on-demand TLS question: 200 lets it obtain a certificate for the host (a live custom domain whose DNS points here: VALIDATED).",
  auth: "public",
  authorize: "public",
  schema: { query: tlsAskQuery, response: doneView },
  handler: async ({ query, deps }) => {
    if (!(await mayIssueCertificate(deps.knex, query.domain))) throw new NotFoundError("No custom domain is registered under this name.");
    return { ok: true };
  },
});

export const resolveSiteOfHost = defineRoute({
  method: "GET",
  path: "/api/internal/sites/resolve",
  summary: "Which storefront a host serves: the platform, a book or a series.",
  auth: "public",
  authorize: "public",
  schema: { query: resolveSiteQuery, response: siteAnswer },
  handler: async ({ query, deps }) => resolveSite({ db: deps.knex, publicUrl: deps.config.publicUrl, host: query.host }),
});

export const internalRoutes = [tlsAsk, resolveSiteOfHost];
