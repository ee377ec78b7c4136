import express from "express";
import type { Request, RequestHandler, Response } from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../config.ts";
import { requireContentType } from "../middlewares/contentType.ts";
import { validate } from "../middlewares/validate.ts";
import { clientAddressKey } from "../middlewares/rateLimit.ts";
import type { FailureLimiter } from "../middlewares/rateLimit.ts";
import { NotFoundError } from "../errors.ts";
import { presentSession } from "../presenters/sessions.ts";
import { isSignInProvider, signIn } from "../services/sessions/signIn.ts";
import { signOut } from "../services/sessions/signOut.ts";
import { updateReaderTheme } from "../services/sessions/updateReaderTheme.ts";
import { clearSessionCookie, setSessionCookie } from "./cookies.ts";
import { ensureCsrfToken, verifyCsrf } from "./csrf.ts";
import { LOGIN_PATH, getAuthFlow, loginPageUrl, loginPathFor, setAuthFlow } from "./flow.ts";
import { resolveSafeUrl, safeCallbackUrl } from "./redirects.ts";
import { exchangeRedirectTokenHandler } from "./redirectTokenExchange.ts";
import {
  clientLogBody,
  errorPageQuery,
  providerParams,
  redirectTokenExchangeQuery,
  signInBody,
  signInPageQuery,
  signOutBody,
  updateSessionBody,
} from "./schema.ts";
import type { SignInBody, SignInPageQuery, SignOutBody, UpdateSessionBody } from "./schema.ts";

export interface AuthRouterDeps {
  config: Config;
  knex: Knex;
  signInLimiter: FailureLimiter;
}

const PROVIDER_NAMES: Record<string, string> = {
  credentials: "Email and password",
  "admin-credentials": "Admin sign-in",
};

function raw(req: Request): Record<string, unknown> {
  return typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** The :provider path parameter (Express 5 types allow string[] for wildcards). */
function providerParam(req: Request): string | undefined {
  const value = req.params.provider;
  return typeof value === "string" ? value : undefined;
}

/** A successful sign-in or sign-out as Auth.js answers it: `{ url }` with json=true, a redirect otherwise. */
function answerAuthFlow(res: Response): void {
  const flow = getAuthFlow(res);
  if (!flow) throw new Error("answerAuthFlow needs the authFlow middleware first");
  if (flow.json) res.json({ url: flow.callbackUrl });
  else res.redirect(302, flow.callbackUrl);
}

function setNoCache(res: Response): void {
  res.set({ "Cache-Control": "private, no-cache, no-store, max-age=0", Pragma: "no-cache", Expires: "0" });
}

/**
 * The Auth.js (NextAuth v4) REST contract the browser client speaks, under
 * /api/auth (SPEC §7, DESIGN.md "Interpretations").
 */
export function createAuthRouter(deps: AuthRouterDeps): express.Router {
  const { config, knex } = deps;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "100kb" }));
  router.use(requireContentType(["application/json", "application/x-www-form-urlencoded"]));

  /**
   * Sets the Auth.js answer style before anything can fail: `json` and the
   * callbackUrl are read leniently here; validation proper follows.
   */
  const authFlow = (provider?: (req: Request) => string | undefined): RequestHandler => async (req, res, next) => {
    const body = raw(req);
    const name = provider?.(req);
    const callbackUrl = await safeCallbackUrl(knex, config.publicUrl, typeof body.callbackUrl === "string" ? body.callbackUrl : undefined);
    setAuthFlow(res, {
      json: body.json === true || body.json === "true",
      provider: name,
      callbackUrl,
      loginPath: loginPathFor(name),
    });
    if (provider && (!name || !isSignInProvider(name))) throw new NotFoundError("Unknown sign-in provider.");
    next();
  };

  router.get("/session", (req, res) => {
    setNoCache(res);
    res.json(presentSession(req.actor, req.authSession));
  });

  router.post("/session", validate({ body: updateSessionBody }), async (req, res) => {
    const body = req.body as UpdateSessionBody;
    verifyCsrf(req, config, body.csrfToken);
    const theme = body.data?.readerProfile?.theme;
    if (theme && req.actor.kind === "user") req.actor = await updateReaderTheme({ actor: req.actor, db: knex, theme });
    setNoCache(res);
    res.json(presentSession(req.actor, req.authSession));
  });

  router.get("/csrf", (req, res) => {
    setNoCache(res);
    res.json({ csrfToken: ensureCsrfToken(req, res, config) });
  });

  router.get("/providers", (_req, res) => {
    const providers = Object.fromEntries(
      Object.entries(PROVIDER_NAMES).map(([id, name]) => [
        id,
        {
          id,
          name,
          type: "credentials",
          signinUrl: new URL(`/api/auth/signin/${id}`, config.publicUrl).toString(),
          callbackUrl: new URL(`/api/auth/callback/${id}`, config.publicUrl).toString(),
        },
      ]),
    );
    res.json(providers);
  });

  const signInPage: RequestHandler = async (req, res) => {
    const query = req.query as SignInPageQuery;
    const provider = providerParam(req);
    const loginPath = loginPathFor(provider);
    const callbackUrl = await resolveSafeUrl(knex, config.publicUrl, query.callbackUrl);
    res.redirect(302, loginPageUrl(loginPath, { error: query.error, callbackUrl, csrf: query.csrf }));
  };
  router.get("/signin", validate({ query: signInPageQuery }), signInPage);
  router.get("/signin/:provider", validate({ query: signInPageQuery }), signInPage);

  const signInHandler: RequestHandler = async (req, res) => {
    const body = req.body as SignInBody;
    verifyCsrf(req, config, body.csrfToken);
    const provider = providerParam(req);
    if (!provider || !isSignInProvider(provider)) throw new NotFoundError("Unknown sign-in provider.");
    const { token, session } = await signIn({
      knex,
      limiter: deps.signInLimiter,
      provider,
      email: body.email,
      password: body.password,
      clientAddress: clientAddressKey(req),
      previousSessionId: req.authSession?.id ?? null,
    });
    setSessionCookie(res, config, token, session.expiresAt);
    answerAuthFlow(res);
  };
  const signInRoute = [authFlow(providerParam), validate({ params: providerParams, body: signInBody }), signInHandler];
  router.post("/signin/:provider", ...signInRoute);
  router.post("/callback/:provider", ...signInRoute);

  router.post("/signout", authFlow(), validate({ body: signOutBody }), async (req, res) => {
    const body = req.body as SignOutBody;
    verifyCsrf(req, config, body.csrfToken);
    if (req.authSession) await signOut({ db: knex, session: req.authSession });
    clearSessionCookie(res, config);
    answerAuthFlow(res);
  });

  router.get("/error", validate({ query: errorPageQuery }), (req, res) => {
    const { error } = req.query as { error?: string };
    res.redirect(302, loginPageUrl(LOGIN_PATH, { error }));
  });

  router.post("/_log", validate({ body: clientLogBody }), (req, res) => {
    req.log.warn({ clientLog: req.body as Record<string, string> }, "auth client log");
    res.status(200).json({});
  });

  router.get("/rt", validate({ query: redirectTokenExchangeQuery }), exchangeRedirectTokenHandler({ config, knex }));

  return router;
}
