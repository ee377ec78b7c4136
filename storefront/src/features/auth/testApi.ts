import { createApiClient, createAuthClient } from "@storyloom/api/client";
import type { RequestApi } from "../../lib/api.ts";
import { createCookieJar } from "../../lib/cookieJar.ts";

/** A request's API access whose every call is answered by `answer` (tests only). */
export function apiAnswering(answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>): RequestApi {
  const baseUrl = "http://api.test";
  const fetch = async (input: string | URL, init?: RequestInit) => answer(new URL(input, baseUrl), init);
  return {
    client: createApiClient({ baseUrl, fetch }),
    auth: createAuthClient({ baseUrl, fetch }),
    fetch: (path, init) => fetch(path, init),
    jar: createCookieJar(""),
  };
}

/** A posted form, as the browser sends it without JavaScript. */
export function formPost(fields: Record<string, string>): Request {
  return new Request("http://localhost:8080/auth/form", { method: "POST", body: new URLSearchParams(fields) });
}

export const unreachable = () => Promise.reject(new TypeError("fetch failed"));
