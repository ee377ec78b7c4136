import type { Response } from "express";

/**
 * How the Auth.js browser client expects a failed /api/auth POST to be
 * answered: `{ url }` with the error name in its query (json=true), or a
 * redirect to the sign-in page (plain form posts). Routes under /api/auth set
 * this in res.locals before anything can fail; errorHandler reads it.
 */
export interface AuthFlow {
  json: boolean;
  provider: string | undefined;
  /** The safe, absolute URL to return to after sign-in. */
  callbackUrl: string;
  /** The storefront page that shows the sign-in form for this provider. */
  loginPath: string;
}

export const LOGIN_PATH = "/auth/login";

const PROVIDER_LOGIN_PATHS: ReadonlyMap<string, string> = new Map([
  ["credentials", LOGIN_PATH],
  ["admin-credentials", "/auth/adminLogin"],
]);

/**
 * The sign-in page of a provider; the ordinary one for an unknown provider.
 * A Map, not an object: a provider named "constructor" or "__proto__" in the
 * URL must not reach Object.prototype.
 */
export function loginPathFor(provider: string | undefined): string {
  return (provider !== undefined && PROVIDER_LOGIN_PATHS.get(provider)) || LOGIN_PATH;
}

export function setAuthFlow(res: Response, flow: AuthFlow): void {
  res.locals.authFlow = flow;
}

export function getAuthFlow(res: Response): AuthFlow | undefined {
  return res.locals.authFlow as AuthFlow | undefined;
}

/** `<PUBLIC_URL>/api/auth/error?error=…[&provider=…]`, the url Auth.js puts in failed sign-in answers. */
export function authErrorUrl(publicUrl: string, error: string, provider?: string): string {
  const url = new URL("/api/auth/error", publicUrl);
  url.searchParams.set("error", error);
  if (provider) url.searchParams.set("provider", provider);
  return url.toString();
}

/** `<PUBLIC_URL>/api/auth/signin?csrf=true`, the answer to a POST without a valid CSRF token. */
export function csrfFailureUrl(publicUrl: string): string {
  return new URL("/api/auth/signin?csrf=true", publicUrl).toString();
}

/** `/auth/login?error=…&callbackUrl=…`: where plain form posts and the error page land. */
export function loginPageUrl(loginPath: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${loginPath}?${search}` : loginPath;
}
