import type { Request, RequestHandler, Response } from "express";
import { safeCallbackUrl, resolveSafeUrl } from "@storyloom/domain/auth/redirects.ts";
import { ForbiddenError, NotFoundError } from "@storyloom/domain/errors.ts";
import { isSignInProvider, signIn } from "@storyloom/domain/services/sessions/signIn.ts";
import { signOut } from "@storyloom/domain/services/sessions/signOut.ts";
import { updateReaderTheme } from "@storyloom/domain/services/sessions/updateReaderTheme.ts";
import { clientAddressKey } from "../middlewares/clientAddress.ts";
import { presentSession } from "../presenters/sessions.ts";
import { emptyView } from "../presenters/views/done.ts";
import { sessionAnswer } from "../presenters/views/sessions.ts";
import { redirectAnswer } from "../routes/answers.ts";
import { defineRoute } from "../routes/defineRoute.ts";
import type { BeforeHandler } from "../routes/defineRoute.ts";
import type { RouteDeps } from "../routes/deps.ts";
import { clearSessionCookie, setSessionCookie } from "./cookies.ts";
import { ensureCsrfToken, verifyCsrf } from "./csrf.ts";
import { LOGIN_PATH, getAuthFlow, loginPageUrl, loginPathFor, setAuthFlow } from "./flow.ts";
import { requestSite } from "./requestSite.ts";
import { redeemSiteGrantRoute, startSiteGrantRoute } from "./siteGrant.ts";
import {
  authFlowAnswer,
  clientLogBody,
  csrfAnswer,
  errorPageQuery,
  providerParams,
  providersAnswer,
  signInBody,
  signInPageQuery,
  signOutBody,
  updateSessionBody,
} from "./schema.ts";

/*
 * The Auth.js (NextAuth v4) REST contract the browser client speaks, under
 * /api/auth (docs/product.md, API calls: Sign-in client; docs/architecture.md, Sign-in and sessions). Every call is public: it
 * is how one becomes signed in or out.
 */

export const SIGN_IN_ON_PLATFORM = "Sign in on the platform: a custom domain signs you in through its consent page.";

const PROVIDER_NAMES: Record<string, string> = {
  credentials: "Email and password",
  "admin-credentials": "Admin sign-in",
};

/** A body field as it arrived, before validation (the answer style must be known before anything can fail). */
function rawField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && Object.hasOwn(body, name) ? (Reflect.get(body, name) as unknown) : undefined;
}

/** The :provider path parameter before validation (Express 5 types allow string[] for wildcards). */
function providerParam(req: Request): string | undefined {
  const value = req.params.provider;
  return typeof value === "string" ? value : undefined;
}

/**
 * A successful sign-in or sign-out as Auth.js answers it: `{ url }` with
 * json=true, a redirect otherwise. The redirect is the answer already written,
 * so the `{ url }` returned after it is not sent (the mount sends nothing once
 * headers are out); returning it either way keeps the handler's answer the
 * route's JSON schema (authFlowAnswer).
 */
function answerAuthFlow(res: Response): { url: string } {
  const flow = getAuthFlow(res);
  if (!flow) throw new Error("answerAuthFlow needs the authFlow middleware first");
  if (!flow.json) res.redirect(302, flow.callbackUrl);
  return { url: flow.callbackUrl };
}

function setNoCache(res: Response): void {
  res.set({ "Cache-Control": "private, no-cache, no-store, max-age=0", Pragma: "no-cache", Expires: "0" });
}

/**
 * Sets the Auth.js answer style before anything can fail: `json` and the
 * callbackUrl are read leniently here; validation proper follows.
 */
function authFlow(withProvider: boolean): BeforeHandler {
  return ({ knex, config }: RouteDeps): RequestHandler =>
    async (req, res, next) => {
      const name = withProvider ? providerParam(req) : undefined;
      const rawCallbackUrl = rawField(req, "callbackUrl");
      const callbackUrl = await safeCallbackUrl(knex, config.publicUrl, typeof rawCallbackUrl === "string" ? rawCallbackUrl : undefined);
      const json = rawField(req, "json");
      setAuthFlow(res, { json: json === true || json === "true", provider: name, callbackUrl, loginPath: loginPathFor(name) });
      if (withProvider && (!name || !isSignInProvider(name))) throw new NotFoundError("Unknown sign-in provider.");
      next();
    };
}

export const getSession = defineRoute({
  method: "GET",
  path: "/api/auth/session",
  summary: "The session user ({} when signed out).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { response: sessionAnswer },
  handler: ({ actor, session, res }) => {
    setNoCache(res);
    return presentSession(actor, session);
  },
});

export const updateSession = defineRoute({
  method: "POST",
  path: "/api/auth/session",
  summary: "Updates the session (the reader's theme); needs the CSRF token.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { body: updateSessionBody, response: sessionAnswer },
  bodyFormat: "jsonOrForm",
  handler: async ({ actor, session, body, deps, req, res }) => {
    verifyCsrf(req, deps.config, body.csrfToken);
    const theme = body.data?.readerProfile?.theme;
    const updated = theme && actor.kind === "user" ? await updateReaderTheme({ actor, db: deps.knex, theme }) : actor;
    setNoCache(res);
    return presentSession(updated, session);
  },
});

export const getCsrf = defineRoute({
  method: "GET",
  path: "/api/auth/csrf",
  summary: "The double-submit CSRF token (and its cookie).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { response: csrfAnswer },
  handler: ({ deps, req, res }) => {
    setNoCache(res);
    return { csrfToken: ensureCsrfToken(req, res, deps.config) };
  },
});

export const getProviders = defineRoute({
  method: "GET",
  path: "/api/auth/providers",
  summary: "The sign-in providers: credentials and admin-credentials.",
  auth: "public",
  authorize: "public",
  schema: { response: providersAnswer },
  handler: ({ deps }) =>
    Object.fromEntries(
      Object.entries(PROVIDER_NAMES).map(([id, name]) => [
        id,
        {
          id,
          name,
          type: "credentials" as const,
          signinUrl: new URL(`/api/auth/signin/${id}`, deps.config.publicUrl).toString(),
          callbackUrl: new URL(`/api/auth/callback/${id}`, deps.config.publicUrl).toString(),
        },
      ]),
    ),
});

function signInPageRoute(path: string) {
  return defineRoute({
    method: "GET",
    path,
    summary: "Browser navigation: redirects to the storefront's sign-in page with the same error and callbackUrl.",
    auth: "public",
    authorize: "public",
    schema: { query: signInPageQuery, response: redirectAnswer("To the storefront's sign-in page, with the error and callbackUrl.") },
    handler: async ({ query, deps, req, res }) => {
      const callbackUrl = await resolveSafeUrl(deps.knex, deps.config.publicUrl, query.callbackUrl);
      res.redirect(302, loginPageUrl(loginPathFor(providerParam(req)), { error: query.error, callbackUrl, csrf: query.csrf }));
      return undefined;
    },
  });
}

function signInRoute(path: string) {
  return defineRoute({
    method: "POST",
    path,
    summary: "Signs in with e-mail and password (form or JSON, with the CSRF token); answers { url } or redirects.",
    auth: "public",
    authorize: "public",
    schema: { params: providerParams, body: signInBody, response: authFlowAnswer },
    bodyFormat: "jsonOrForm",
    before: [authFlow(true)],
    handler: async ({ params, body, session, deps, req, res }) => {
      verifyCsrf(req, deps.config, body.csrfToken);
      if (!isSignInProvider(params.provider)) throw new NotFoundError("Unknown sign-in provider.");
      // A password is typed on the platform only: a custom domain's owner controls what answers there (docs/security.md).
      if (requestSite(req, deps.config) !== null) throw new ForbiddenError(SIGN_IN_ON_PLATFORM);
      const created = await signIn({
        knex: deps.knex,
        limiter: deps.limiters.signIn,
        provider: params.provider,
        email: body.email,
        password: body.password,
        clientAddress: clientAddressKey(req),
        previousSessionId: session?.id ?? null,
      });
      setSessionCookie(res, deps.config, created.token, created.session.expiresAt);
      return answerAuthFlow(res);
    },
  });
}

export const signOutRoute = defineRoute({
  method: "POST",
  path: "/api/auth/signout",
  summary: "Signs out (with the CSRF token); answers { url } or redirects.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { body: signOutBody, response: authFlowAnswer },
  bodyFormat: "jsonOrForm",
  before: [authFlow(false)],
  handler: async ({ body, session, deps, req, res }) => {
    verifyCsrf(req, deps.config, body.csrfToken);
    if (session) await signOut({ db: deps.knex, session });
    clearSessionCookie(res, deps.config);
    return answerAuthFlow(res);
  },
});

export const errorPage = defineRoute({
  method: "GET",
  path: "/api/auth/error",
  summary: "Browser navigation: the Auth.js error page, which is the sign-in page with the error.",
  auth: "public",
  authorize: "public",
  schema: { query: errorPageQuery, response: redirectAnswer("To the storefront's sign-in page, with the error.") },
  handler: ({ query, res }) => {
    res.redirect(302, loginPageUrl(LOGIN_PATH, { error: query.error }));
    return undefined;
  },
});

export const clientLog = defineRoute({
  method: "POST",
  path: "/api/auth/_log",
  summary: "The Auth.js client's log lines: small, flat and rate-limited per address.",
  auth: "public",
  authorize: "public",
  schema: { body: clientLogBody, response: emptyView },
  bodyFormat: "jsonOrForm",
  bodyLimit: "8kb",
  handler: async ({ body, deps, req }) => {
    await deps.limiters.clientLog.consume({ address: clientAddressKey(req) });
    req.log.warn({ clientLog: body }, "auth client log");
    return {};
  },
});

export const authRoutes = [
  getSession,
  updateSession,
  getCsrf,
  getProviders,
  signInPageRoute("/api/auth/signin"),
  signInPageRoute("/api/auth/signin/:provider"),
  signInRoute("/api/auth/signin/:provider"),
  signInRoute("/api/auth/callback/:provider"),
  signOutRoute,
  errorPage,
  clientLog,
  startSiteGrantRoute,
  redeemSiteGrantRoute,
];
