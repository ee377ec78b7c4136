import { createApiClient, createAuthClient, createInternalApiClient } from "@storyloom/api/client";
import type { ApiClient, AuthClient, InternalApiClient } from "@storyloom/api/client";
import { config } from "./config.ts";
import { createCookieJar } from "./cookieJar.ts";
import type { CookieJar } from "./cookieJar.ts";
import { buildForwardedHeaders } from "./forwardedHeaders.ts";

/** Everything one storefront request uses to talk to the API. */
export interface RequestApi {
  /** The typed client for product calls under /api/v1. */
  client: ApiClient;
  /** The typed sign-in client for /api/auth (session, sign-in, sign-out). */
  auth: AuthClient;
  /** The typed client for /api/internal (the site of a host), which only this server may call. */
  internal: InternalApiClient;
  /** fetch against the API's origin, with the same headers and cookie jar, for answers the typed clients do not read (redirects). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The request's cookies as the API sees them; its received() lines go back to the browser. */
  jar: CookieJar;
}

export interface RequestApiInput {
  request: Request;
  url: URL;
  clientAddress: string;
  requestId: string;
}

/**
 * Builds the API access of one storefront request: every call forwards the
 * browser's cookies, address, protocol, host and request id, never follows the
 * API's redirects, and records the cookies the API sets.
 */
export function createRequestApi({ request, url, clientAddress, requestId }: RequestApiInput): RequestApi {
  const jar = createCookieJar(request.headers.get("cookie"));
  const forwarded = buildForwardedHeaders(request.headers, url, clientAddress, requestId);

  const apiFetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    forwarded.forEach((value, name) => headers.set(name, value));
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    else headers.delete("cookie");
    const response = await fetch(input, { ...init, headers, redirect: "manual" });
    jar.store(response.headers.getSetCookie());
    return response;
  };

  return {
    client: createApiClient({ baseUrl: config.apiInternalUrl, fetch: apiFetch }),
    auth: createAuthClient({ baseUrl: config.apiInternalUrl, fetch: apiFetch }),
    internal: createInternalApiClient({ baseUrl: config.apiInternalUrl, fetch: apiFetch }),
    fetch: (path, init) => apiFetch(new URL(path, config.apiInternalUrl), init),
    jar,
  };
}
