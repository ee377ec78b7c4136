import { resolveSafeUrl } from "@storyloom/domain/auth/redirects.ts";
import { createSession, deleteSession } from "@storyloom/domain/auth/sessions.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";
import { generateRedirectKey } from "@storyloom/domain/services/users/createRedirectToken.ts";
import { bindRedirectToken, exchangeRedirectToken, readRedirectToken } from "@storyloom/domain/services/users/exchangeRedirectToken.ts";
import type { Config } from "../config.ts";
import { defineRoute } from "../routes/defineRoute.ts";
import { clearRedirectKeyCookie, readRedirectKeyCookie, setRedirectKeyCookie, setSessionCookie } from "./cookies.ts";
import { LOGIN_PATH, loginPageUrl } from "./flow.ts";
import { redirectTokenBindQuery, redirectTokenExchangeQuery } from "./schema.ts";

/** Absolute: the exchange may run on a custom domain, whose /auth/login is not the platform's. */
function sessionRequiredUrl(config: Config, target: string): string {
  return new URL(loginPageUrl(LOGIN_PATH, { error: "SessionRequired", callbackUrl: target }), config.publicUrl).toString();
}

/*
 * The rt hop (docs/decisions.md "Redirect tokens"). A token is bound to the
 * browser that asked for it by a key cookie on the platform. On the platform
 * itself the exchange checks that cookie. A custom domain cannot read it, so
 * its first arrival sets a key cookie of its own and hops to the platform
 * (rt/bind), which checks the platform cookie and re-issues the token bound to
 * the custom domain's cookie; the exchange there checks that one. A link
 * opened in any other browser fails at one of the two checks.
 */

export const exchangeRedirectTokenRoute = defineRoute({
  method: "GET",
  path: "/api/auth/rt",
  summary: "Browser navigation: trades a one-time redirect token for a session of this host, then goes to redirectTo.",
  auth: "public",
  authorize: "public",
  schema: { query: redirectTokenExchangeQuery },
  handler: async ({ query, session, deps, req, res }) => {
    const { config, knex } = deps;
    const target = (await resolveSafeUrl(knex, config.publicUrl, query.redirectTo)) ?? config.publicUrl;
    const login = sessionRequiredUrl(config, target);
    const rt = query.rt;
    if (!rt) return void res.redirect(302, login);
    const isPlatform = new URL(target).origin === config.publicUrl;
    if (!isPlatform && readRedirectToken(rt)?.p === true) {
      const key = generateRedirectKey();
      setRedirectKeyCookie(res, config, key);
      const bind = new URL("/api/auth/rt/bind", config.publicUrl);
      bind.search = new URLSearchParams({ rt, redirectTo: target, key: sha256Hex(key) }).toString();
      return void res.redirect(302, bind.toString());
    }
    const key = readRedirectKeyCookie(req, config);
    const created = await knex.transaction(async (trx) => {
      const owner = await exchangeRedirectToken({ trx, token: rt, redirectTo: target, key, isPlatform });
      if (!owner) return undefined;
      if (session) await deleteSession(trx, session.id);
      return createSession(trx, { userId: owner.userId, adminId: owner.adminId });
    });
    if (!created) return void res.redirect(302, login);
    clearRedirectKeyCookie(res, config);
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    res.redirect(302, target);
  },
});

export const bindRedirectTokenRoute = defineRoute({
  method: "GET",
  path: "/api/auth/rt/bind",
  summary: "Browser navigation on the platform: proves a custom domain's rt arrival is the browser that asked, and re-binds the token.",
  auth: "public",
  authorize: "public",
  schema: { query: redirectTokenBindQuery },
  handler: async ({ query, deps, req, res }) => {
    const { config, knex } = deps;
    const target = (await resolveSafeUrl(knex, config.publicUrl, query.redirectTo)) ?? config.publicUrl;
    const login = sessionRequiredUrl(config, target);
    const { rt, key: targetKeyHash } = query;
    if (!rt || !targetKeyHash || !/^[0-9a-f]{64}$/.test(targetKeyHash)) return void res.redirect(302, login);
    const key = readRedirectKeyCookie(req, config);
    const next = await knex.transaction((trx) => bindRedirectToken({ trx, token: rt, redirectTo: target, key, targetKeyHash }));
    if (!next) return void res.redirect(302, login);
    clearRedirectKeyCookie(res, config);
    res.redirect(302, next);
  },
});
