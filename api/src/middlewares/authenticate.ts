import type { Request, RequestHandler } from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../config.ts";
import { ANONYMOUS } from "@storyloom/domain/auth/actor.ts";
import type { ActiveSession, UserActor } from "@storyloom/domain/auth/actor.ts";
import { readCookies, sessionCookieName, setSessionCookie } from "../auth/cookies.ts";
import { validateSessionToken } from "@storyloom/domain/auth/sessions.ts";
import { AuthenticationError } from "@storyloom/domain/errors.ts";
import { requestSite } from "../auth/requestSite.ts";

/**
 * Resolves req.actor and req.authSession from the session cookie, once per
 * request, on the host the request came to: a session counts only there (a
 * custom domain's session is nobody on the platform and on other domains). A
 * stale cookie is not cleared (see below); a renewed session's cookie is
 * re-sent with the new expiry.
 */
export function authenticate(deps: { config: Config; knex: Knex }): RequestHandler {
  return async (req, res, next) => {
    req.actor = ANONYMOUS;
    req.authSession = null;
    const token = readCookies(req).get(sessionCookieName(deps.config));
    if (token) {
      const result = await validateSessionToken(deps.knex, token, new Date(), requestSite(req, deps.config));
      // A token that names no live session is nobody, and its cookie is left alone: a request sent with
      // the old token just before a sign-in or an impersonation swapped it may be answered after the new
      // cookie was set, and clearing "the" cookie then would sign the browser out of its new session.
      if (result) {
        req.actor = result.actor;
        req.authSession = result.session;
        if (result.renewed) setSessionCookie(res, deps.config, token, result.session.expiresAt);
      }
    }
    next();
  };
}

/** The signed-in actor and session, or AuthenticationError ("Sign in to continue."). */
export function requireSession(req: Request): { actor: UserActor; session: ActiveSession } {
  if (req.actor.kind !== "user" || !req.authSession) throw new AuthenticationError();
  return { actor: req.actor, session: req.authSession };
}
