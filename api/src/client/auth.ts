/**
 * The sign-in client (SPEC §7 "Sign-in client"): the Auth.js REST calls under
 * /api/auth, with the NextAuth v4 browser client's semantics. Browser-safe.
 */
import { buildHeaders, joinUrl, readJson, resolveFetch } from "./http.ts";
import type { FetchLike, TransportOptions } from "./http.ts";

export interface AuthSession {
  user: {
    id: number;
    email: string;
    /** The author profile. */
    profile: { id: number } | null;
    readerProfile: { id: number; theme: "LIGHT" | "GREY" | "DARK" } | null;
    permissions: "ADMIN"[];
    /** Set while an admin impersonates this user. */
    adminId?: number;
  };
  /** ISO date the session expires unless renewed. */
  expires: string;
}

export interface AuthProvider {
  id: string;
  name: string;
  type: "credentials";
  signinUrl: string;
  callbackUrl: string;
}

export interface SignInOptions {
  email: string;
  password: string;
  /** Where to go afterwards; kept only when it is the platform or a registered custom domain. */
  callbackUrl?: string;
  /** true (default): navigate the browser to the answer's url on success. */
  redirect?: boolean;
}

/** As NextAuth's signIn answers: error from the url's error query parameter; url only on success. */
export interface SignInResult {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}

export interface SignOutOptions {
  callbackUrl?: string;
  /** true (default): navigate the browser to the answer's url. */
  redirect?: boolean;
}

export interface AuthClientOptions extends TransportOptions {
  /** Default "/api/auth". */
  basePath?: string;
}

export interface AuthClient {
  /** The session, or null when signed out. */
  getSession(): Promise<AuthSession | null>;
  getCsrfToken(): Promise<string>;
  getProviders(): Promise<Record<string, AuthProvider>>;
  signIn(provider: "credentials" | "admin-credentials" | (string & {}), options: SignInOptions): Promise<SignInResult>;
  signOut(options?: SignOutOptions): Promise<{ url: string }>;
  /** POST session: for now `{ readerProfile: { theme } }`; answers the updated session. */
  updateSession(data: { readerProfile?: { theme: "LIGHT" | "GREY" | "DARK" } }): Promise<AuthSession | null>;
}

const INTERNAL_SERVER_ERROR = "Internal server error";

function navigate(url: string): void {
  const location = (globalThis as { location?: { assign(url: string): void } }).location;
  location?.assign(url);
}

function asSession(body: unknown): AuthSession | null {
  return typeof body === "object" && body !== null && "user" in body ? (body as AuthSession) : null;
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
      return (await readJson(response)) as Record<string, AuthProvider>;
    },

    async signIn(provider, signIn) {
      const csrfToken = await getCsrfToken();
      const form: Record<string, string> = { csrfToken, email: signIn.email, password: signIn.password, json: "true" };
      if (signIn.callbackUrl) form.callbackUrl = signIn.callbackUrl;
      const response = await call(`callback/${encodeURIComponent(provider)}`, { method: "POST", form });
      const body = (await readJson(response)) as { url?: unknown } | undefined;
      const url = typeof body?.url === "string" ? body.url : null;
      let error: string | null = null;
      if (url) {
        const params = new URL(url, "http://placeholder.invalid").searchParams;
        // A CSRF failure's url (…/signin?csrf=true) has no error parameter.
        error = params.get("error") ?? (params.get("csrf") === "true" ? "MissingCSRF" : null);
      }
      if (!error && !response.ok) error = "UnknownError";
      const result: SignInResult = { error, status: response.status, ok: response.ok && !error, url: error ? null : url };
      if (result.ok && result.url && signIn.redirect !== false) navigate(result.url);
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
