/**
 * The names of the platform's cookies, for the API that sets them and the
 * storefront that needs to know whether a request carries a session at all.
 * On https they carry the `__Host-` prefix: bound to the exact host, Secure,
 * path / and never set by a sibling subdomain. Browser-safe.
 */
export interface CookieNames {
  /** The session token. */
  session: string;
  /** The double-submit CSRF token of /api/auth posts. */
  csrf: string;
  /** On a custom domain: the state and PKCE verifier of the sign-in flow it started (docs/security.md, "Custom domains"). */
  siteFlow: string;
}

export function cookieNamesFor(secure: boolean): CookieNames {
  const prefix = secure ? "__Host-" : "";
  return {
    session: `${prefix}storyloom.session-token`,
    csrf: `${prefix}storyloom.csrf-token`,
    siteFlow: `${prefix}storyloom.site-flow`,
  };
}
