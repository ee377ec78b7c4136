import type { RequestHandler } from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../config.ts";
import { exchangeRedirectToken } from "../services/users/exchangeRedirectToken.ts";
import { createSession, deleteSession } from "./sessions.ts";
import { setSessionCookie } from "./cookies.ts";
import { LOGIN_PATH, loginPageUrl } from "./flow.ts";
import { resolveSafeUrl } from "./redirects.ts";
import type { RedirectTokenExchangeQuery } from "./schema.ts";

/**
 * GET /api/auth/rt?rt=&redirectTo= on a custom domain: trades a one-time
 * redirect token for a session cookie of this host, then goes to redirectTo.
 * Any failure sends the browser to the platform's sign-in page, which can
 * start the hop again (SessionRequired, as SPEC §2 has it).
 */
export function exchangeRedirectTokenHandler(deps: { config: Config; knex: Knex }): RequestHandler {
  const { config, knex } = deps;
  return async (req, res) => {
    const query = req.query as RedirectTokenExchangeQuery;
    const target = (await resolveSafeUrl(knex, config.publicUrl, query.redirectTo)) ?? config.publicUrl;
    // Absolute: this runs on a custom domain, whose /auth/login is not the platform's.
    const login = new URL(loginPageUrl(LOGIN_PATH, { error: "SessionRequired", callbackUrl: target }), config.publicUrl).toString();
    if (!query.rt) return res.redirect(302, login);
    const rt = query.rt;
    const created = await knex.transaction(async (trx) => {
      const owner = await exchangeRedirectToken({ trx, token: rt, redirectTo: target });
      if (!owner) return undefined;
      if (req.authSession) await deleteSession(trx, req.authSession.id);
      return createSession(trx, { userId: owner.userId, adminId: owner.adminId });
    });
    if (!created) return res.redirect(302, login);
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    res.redirect(302, target);
  };
}
