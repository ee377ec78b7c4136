import express from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../../config.ts";
import { NotFoundError } from "../../errors.ts";
import { validate } from "../../middlewares/validate.ts";
import { findCustomDomain } from "../../services/sites/findCustomDomain.ts";
import { hostnameOf, resolveSite } from "../../services/sites/resolveSite.ts";
import { resolveSiteQuery, tlsAskQuery } from "./schema.ts";
import type { ResolveSiteQuery, TlsAskQuery } from "./schema.ts";

/**
 * /api/internal: calls of the gateway and the storefront server. They reveal
 * only whether a host name is a registered custom domain, which its DNS
 * record tells anyone anyway, so they need no session.
 */
export function createInternalRouter(deps: { config: Config; knex: Knex }): express.Router {
  const { config, knex } = deps;
  const router = express.Router();

  /** 200 lets Caddy obtain a certificate for the host; anything else refuses. */
  router.get("/tls-ask", validate({ query: tlsAskQuery }), async (req, res) => {
    const { domain } = req.query as TlsAskQuery;
    const found = await findCustomDomain(knex, hostnameOf(domain));
    if (!found) throw new NotFoundError("No custom domain is registered under this name.");
    res.json({ ok: true });
  });

  router.get("/sites/resolve", validate({ query: resolveSiteQuery }), async (req, res) => {
    const { host } = req.query as ResolveSiteQuery;
    res.json(await resolveSite({ db: knex, publicUrl: config.publicUrl, host }));
  });

  return router;
}
