import type { Request } from "express";
import { liveSiteUrl } from "@storyloom/domain/auth/redirects.ts";
import { deleteSession } from "@storyloom/domain/auth/sessions.ts";
import { safeEqual } from "@storyloom/domain/auth/tokens.ts";
import { generateFlowSecret, pkceChallenge, redeemSiteGrant } from "@storyloom/domain/services/sessions/siteGrants.ts";
import type { Config } from "../config.ts";
import { defineRoute } from "../routes/defineRoute.ts";
import { redirectAnswer } from "../routes/answers.ts";
import { clearSiteFlowCookie, readSiteFlowCookie, setSessionCookie, setSiteFlowCookie } from "./cookies.ts";
import { requestSite } from "./requestSite.ts";
import { siteGrantQuery, siteGrantStartQuery } from "./schema.ts";

/*
 * A custom domain's side of signing in (docs/security.md, "Custom domains";
 * the grant itself: domain/src/services/sessions/siteGrants.ts). The domain is
 * a third-party client in the OAuth sense: it starts the flow with a state and
 * a PKCE verifier of its own, kept in a cookie of its host only, and sends the
 * browser to the platform's consent page (the storefront's /auth/site). The
 * consent page's POST sends the browser back here with a one-time code (rt)
 * and the state; the code, the verifier and this host must match for a
 * session of this host. A plain GET never mints anything.
 */

/** The platform's consent page for a custom domain's flow. */
export const CONSENT_PATH = "/auth/site";

/** This request's own origin as the browser used it (behind the gateway: X-Forwarded-Proto and -Host). */
function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

/** The consent page for `target`, with the flow's state and PKCE challenge. */
export function consentUrl(config: Pick<Config, "publicUrl">, target: string, state: string, codeChallenge: string): string {
  const url = new URL(CONSENT_PATH, config.publicUrl);
  url.search = new URLSearchParams({ to: target, state, codeChallenge }).toString();
  return url.toString();
}

export const startSiteGrantRoute = defineRoute({
  method: "GET",
  path: "/api/auth/rt/start",
  summary:
    "Browser navigation on a live custom domain: starts signing in there (state and PKCE verifier in a cookie of this host) and goes to the platform's consent page.",
  auth: "public",
  authorize: "public",
  schema: {
    query: siteGrantStartQuery,
    response: redirectAnswer("To the platform's consent page; to the platform when this host is not a live custom domain."),
  },
  handler: async ({ query, deps, req, res }) => {
    const { config, knex } = deps;
    const site = requestSite(req, config);
    const target = site ? await liveSiteUrl(knex, config.publicUrl, new URL(query.redirectTo ?? "/", requestOrigin(req)).toString()) : undefined;
    // On the platform, or for another host or a domain that is not live, there is nothing to sign in to.
    if (!target || target.hostname !== site) return void res.redirect(302, config.publicUrl);
    const state = generateFlowSecret();
    const verifier = generateFlowSecret();
    setSiteFlowCookie(res, config, `${state}.${verifier}`);
    res.redirect(302, consentUrl(config, target.toString(), state, pkceChallenge(verifier)));
  },
});

export const redeemSiteGrantRoute = defineRoute({
  method: "GET",
  path: "/api/auth/rt",
  summary:
    "Browser navigation on a custom domain: redeems the consent page's one-time code (rt) with this host's flow (state, PKCE verifier) for a reader's session of this host, then goes on.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: {
    query: siteGrantQuery,
    response: redirectAnswer(
      "On to the page the sign-in was for, signed in; to this host's home (the platform's, off a custom domain) when the code or the flow does not hold.",
    ),
  },
  handler: async ({ query, session, deps, req, res }) => {
    const { config, knex } = deps;
    const site = requestSite(req, config);
    if (!site) return void res.redirect(302, config.publicUrl);
    const flow = readSiteFlowCookie(req, config);
    clearSiteFlowCookie(res, config);
    // The state ties the code to the flow this browser started: a code sent to another browser (login CSRF) fails here.
    if (!flow || !query.rt || !query.state || !safeEqual(flow.state, query.state)) return void res.redirect(302, "/");
    const code = query.rt;
    const redeemed = await knex.transaction(async (trx) => {
      const result = await redeemSiteGrant({ trx, code, verifier: flow.verifier, host: site, publicUrl: config.publicUrl });
      // The session this browser had on this host, if any, is replaced (no fixation).
      if (result && session) await deleteSession(trx, session.id);
      return result;
    });
    if (!redeemed) return void res.redirect(302, "/");
    setSessionCookie(res, config, redeemed.created.token, redeemed.created.session.expiresAt);
    res.redirect(302, redeemed.redirectTo);
  },
});
