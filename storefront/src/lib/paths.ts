/** Storefront routes and the studio routes the storefront links to. */
export const paths = {
  home: "/",
  read: "/read",
  collections: "/collection",
  /** Search over public books and collections (a series' own domain: its books). */
  search: "/search",
  bookshelf: "/bookshelf",
  /** The signed-in reader's e-mails per author (under the bookshelf: sign-in required). */
  emailSettings: "/bookshelf/emails",
  /** The signed-in reader's purchases, subscriptions and settings (sign-in required). */
  account: "/account",
  auth: "/auth",
  login: "/auth/login",
  signUp: "/auth/signUp",
  adminLogin: "/auth/adminLogin",
  forgotPassword: "/auth/forgotPassword",
  privacyPolicy: "/auth/privacyPolicy",
  termsOfService: "/auth/termsOfService",
  signOut: "/auth/signout",
  stopImpersonating: "/auth/stopImpersonating",
  /** The platform's link to a custom domain (?to=), and the consent page of that domain's sign-in flow (features/auth/siteHandoff.ts). */
  toSite: "/auth/site",
  notFound: "/not-found",
  notFoundBook: "/not-found-book",
  notFoundCollection: "/not-found-collection",
  epubDownloadArticle: "/blog/epub-download",
  /** The API reference for authors who build on the API (made from GET /api/v1/openapi.json). */
  apiReference: "/developers/api",
  /** Studio (served by the SPA on the platform host). */
  studioBooks: "/books",
  studioAdmin: "/admin",
  /** The studio's account screen: password, e-mail address, deleting the account, payouts. */
  studioAccount: "/my-account",
} as const;

/** Pages that redirect to sign-in with SessionRequired when nobody is signed in. */
const SESSION_REQUIRED = [paths.bookshelf, paths.account];

/** Endpoints that never read the session, so the middleware does not load it for them. */
const SESSIONLESS = [paths.auth, paths.signOut, paths.stopImpersonating];

/** Sign-in pages: never a place to come back to after signing in. */
const SIGN_IN_PAGES = [paths.login, paths.signUp, paths.adminLogin];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function matches(pathname: string, route: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === route || path.startsWith(`${route}/`);
}

export function isSessionRequiredPath(pathname: string): boolean {
  return SESSION_REQUIRED.some((route) => matches(pathname, route));
}

export function isSessionlessPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return SESSIONLESS.some((route) => path === route);
}

/**
 * Where to go after signing in: `raw` when it is on the browser's own origin (an
 * absolute URL or a path), else `fallback`. Always an absolute URL on `origin`.
 * Other hosts, other schemes and sign-in pages themselves fall back.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin: string, fallback: string): string {
  const fallbackUrl = new URL(fallback, origin).href;
  if (!raw) return fallbackUrl;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallbackUrl;
  }
  if (url.origin !== origin || url.username || url.password) return fallbackUrl;
  if (SIGN_IN_PAGES.some((route) => matches(url.pathname, route))) return fallbackUrl;
  return url.href;
}

/** The sign-in page for a visitor who needs a session to see `returnTo` (an absolute URL). */
export function sessionRequiredLoginUrl(returnTo: string): string {
  const query = new URLSearchParams({ error: "SessionRequired", callbackUrl: returnTo });
  return `${paths.login}?${query}`;
}

/** A sign-in page link that brings the visitor back to `callbackUrl` afterwards. */
export function withCallbackUrl(path: string, callbackUrl: string | undefined): string {
  if (!callbackUrl) return path;
  return `${path}?${new URLSearchParams({ callbackUrl })}`;
}

/**
 * Where a custom domain sends its sign-in pages (docs/security.md, "Custom
 * domains"): nobody types a password on an author's domain. Sign-in and
 * sign-up go to the domain's own start of its consented sign-in flow (coming
 * back to the callbackUrl when it is on this host); the admin sign-in, password
 * recovery and the consent page are the platform's. Null for other paths.
 */
export function customDomainAuthRedirect(url: URL, origin: string, publicUrl: string): string | null {
  const path = withoutTrailingSlash(url.pathname);
  if (path === paths.login || path === paths.signUp) {
    const start = new URL("/api/auth/rt/start", origin);
    start.searchParams.set("redirectTo", safeCallbackUrl(url.searchParams.get("callbackUrl"), origin, paths.home));
    return start.href;
  }
  if (path === paths.adminLogin || path === paths.forgotPassword || path === paths.toSite) return new URL(`${path}${url.search}`, publicUrl).href;
  return null;
}
