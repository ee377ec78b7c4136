import { NON_PAGE_POLICY, PERMISSIONS_POLICY } from "./contentSecurityPolicy.ts";

/** Headers every storefront answer carries unless the page set its own. */
const DEFAULT_HEADERS: Record<string, string> = {
  // Pages show who is signed in; shared caches must not keep them.
  "cache-control": "private, no-cache",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": PERMISSIONS_POLICY,
  // Astro writes the policy of every page it renders; this covers the rest.
  "content-security-policy": NON_PAGE_POLICY,
};

function appendAll(headers: Headers, setCookies: readonly string[], requestId: string): void {
  for (const line of setCookies) headers.append("set-cookie", line);
  for (const [name, value] of Object.entries(DEFAULT_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  headers.set("x-request-id", requestId);
}

/**
 * Adds the API's Set-Cookie lines (sign-in, csrf, session renewal, sign-out) and the
 * default headers to a response, copying it when its headers are immutable.
 */
export function withResponseHeaders(response: Response, setCookies: readonly string[], requestId: string): Response {
  try {
    appendAll(response.headers, setCookies, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    appendAll(copy.headers, setCookies, requestId);
    return copy;
  }
}
