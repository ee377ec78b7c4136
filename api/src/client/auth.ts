/**
 * The sign-in client (docs/product.md, API calls: Sign-in client): the Auth.js REST calls under
 * /api/auth, with the NextAuth v4 browser client's semantics. Browser-safe.
 */
import type { z } from "zod";
import type { authFlowAnswer, providersAnswer, signInBody, signOutBody, updateSessionBody } from "../auth/schema.ts";
import type { SessionJson } from "../presenters/views/sessions.ts";
import { INTERNAL_SERVER_ERROR } from "./apiClient.ts";
import { buildHeaders, joinUrl, readJson, resolveFetch } from "./http.ts";
import type { FetchLike, TransportOptions } from "./http.ts";

/** GET /api/auth/session's answer when signed in: the presenter's shape (api/src/presenters/sessions.ts). */
export type AuthSession = SessionJson;

/** The providers of POST /api/auth/callback/{provider}. */
export type CredentialsProvider = "credentials" | "admin-credentials";

type ProvidersAnswer = z.output<typeof providersAnswer>;
/** POST signout's answer (json=true): where the browser goes next. */
type AuthFlowAnswer = z.output<typeof authFlowAnswer>;

/**
 * The fields the client sends of POST callback/{provider}'s form (the CSRF
 * token and json=true it adds itself). callbackUrl: where to go afterwards;
 * kept only when it is the platform or a registered custom domain.
 */
export interface SignInOptions extends Pick<z.input<typeof signInBody>, "email" | "password" | "callbackUrl"> {
  /** true (default): navigate the browser to the answer's url on success. */
  redirect?: boolean;
}

/**
 * As NextAuth's signIn answers: the error comes from the url's error query
 * parameter, the url only on success. `message` is the API's own sentence
 * when it refused with one (a rate limit says how long to wait).
 */
export type SignInResult = { error: null; status: number; ok: true; url: string } | { error: string; status: number; ok: false; url: null; message?: string };

export interface SignOutOptions extends Pick<z.input<typeof signOutBody>, "callbackUrl"> {
  /** true (default): navigate the browser to the answer's url. */
  redirect?: boolean;
}

/**
 * POST session's `data`, as the API reads it: the schema also takes a JSON
 * string and a lower-case theme (its input is any value), so the client sends its output.
 */
type SessionUpdate = NonNullable<z.output<typeof updateSessionBody>["data"]>;

export interface AuthClientOptions extends TransportOptions {
  /** Default "/api/auth". */
  basePath?: string;
}

export interface AuthClient {
  /** The session, or null when signed out. */
  getSession(): Promise<AuthSession | null>;
  getCsrfToken(): Promise<string>;
  getProviders(): Promise<ProvidersAnswer>;
  signIn(provider: CredentialsProvider | (string & {}), options: SignInOptions): Promise<SignInResult>;
  signOut(options?: SignOutOptions): Promise<AuthFlowAnswer>;
  /** POST session: for now `{ readerProfile: { theme } }`; answers the updated session. */
  updateSession(data: SessionUpdate): Promise<AuthSession | null>;
}

function navigate(url: string): void {
  const location = (globalThis as { location?: { assign(url: string): void } }).location;
  location?.assign(url);
}

function asSession(body: unknown): AuthSession | null {
  return typeof body === "object" && body !== null && "user" in body ? (body as AuthSession) : null;
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

function searchParamsOf(url: string): URLSearchParams | null {
  try {
    return new URL(url, "http://placeholder.invalid").searchParams;
  } catch {
    return null;
  }
}

/**
 * Reads the answer of POST /api/auth/callback/{provider} (json=true) as the
 * Auth.js client does. A CSRF failure's url (…/signin?csrf=true) has no error
 * parameter: it reads as MissingCSRF. A 429 is RateLimited even without a url
 * (a limiter in front of the sign-in flow), and a success needs a url to go to.
 */
export function readSignInAnswer(status: number, body: unknown): SignInResult {
  const value = recordOf(body);
  const url = typeof value?.url === "string" ? value.url : undefined;
  const params = url === undefined ? null : searchParamsOf(url);
  const error = status === 429 ? "RateLimited" : (params?.get("error") ?? (params?.get("csrf") === "true" ? "MissingCSRF" : null));
  if (!error && url !== undefined && params && status >= 200 && status < 300) return { error: null, status, ok: true, url };
  const apiMessage = recordOf(value?.error)?.message;
  const message = typeof apiMessage === "string" && apiMessage ? { message: apiMessage } : {};
  return { error: error || "UnknownError", status, ok: false, url: null, ...message };
}

export function createAuthClient(options: AuthClientOptions): AuthClient {
  const fetchImpl: FetchLike = resolveFetch(options);
  const base = joinUrl(options.baseUrl, options.basePath ?? "/api/auth");

  async function call(path: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const headers = buildHeaders(options.headers, { Accept: "application/json" });
    const request: RequestInit = { method: init.method ?? "GET", headers };
    if (init.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      request.body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      request.body = JSON.stringify(init.json);
    }
    if (options.credentials) request.credentials = options.credentials;
    const response = await fetchImpl(`${base}/${path}`, request);
    if (response.status >= 500) throw new Error(INTERNAL_SERVER_ERROR);
    return response;
  }

  async function getCsrfToken(): Promise<string> {
    const body = (await readJson(await call("csrf"))) as { csrfToken?: unknown } | undefined;
    if (typeof body?.csrfToken !== "string") throw new Error("The sign-in service gave no CSRF token.");
    return body.csrfToken;
  }

  return {
    async getSession() {
      return asSession(await readJson(await call("session")));
    },

    getCsrfToken,

    async getProviders() {
      const response = await call("providers");
      if (!response.ok) throw (await readJson(response)) ?? new Error(`providers answered ${response.status}`);
      return (await readJson(response)) as ProvidersAnswer;
    },

    async signIn(provider, signIn) {
      const csrfToken = await getCsrfToken();
      const form: Record<string, string> = { csrfToken, email: signIn.email, password: signIn.password, json: "true" };
      if (signIn.callbackUrl) form.callbackUrl = signIn.callbackUrl;
      const response = await call(`callback/${encodeURIComponent(provider)}`, { method: "POST", form });
      const result = readSignInAnswer(response.status, await readJson(response));
      if (result.ok && signIn.redirect !== false) navigate(result.url);
      return result;
    },

    async signOut(signOut = {}) {
      const csrfToken = await getCsrfToken();
      const form: Record<string, string> = { csrfToken, json: "true" };
      if (signOut.callbackUrl) form.callbackUrl = signOut.callbackUrl;
      const response = await call("signout", { method: "POST", form });
      const body = (await readJson(response)) as { url?: unknown } | undefined;
      if (!response.ok || typeof body?.url !== "string") throw body ?? new Error(`signout answered ${response.status}`);
      if (signOut.redirect !== false) navigate(body.url);
      return { url: body.url };
    },

    async updateSession(data) {
      const csrfToken = await getCsrfToken();
      const response = await call("session", { method: "POST", json: { csrfToken, data } });
      const body = await readJson(response);
      if (!response.ok) throw body ?? new Error(`session update answered ${response.status}`);
      return asSession(body);
    },
  };
}
