import { createApiClient, createAuthClient, createInternalApiClient } from "@storyloom/api/client";
import type { RequestApi } from "../../lib/api.ts";
import { createCookieJar } from "../../lib/cookieJar.ts";

/** A request's API access whose every call is answered by `answer` (tests only). */
export function apiAnswering(answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>): RequestApi {
  const baseUrl = "http://api.test";
  const fetch = async (input: string | URL, init?: RequestInit) => answer(new URL(input, baseUrl), init);
  return {
    client: createApiClient({ baseUrl, fetch }),
    auth: createAuthClient({ baseUrl, fetch }),
    internal: createInternalApiClient({ baseUrl, fetch }),
    fetch: (path, init) => fetch(path, init),
    jar: createCookieJar(""),
  };
}

/** A submitted form's fields, as the middleware reads them from the browser's post. */
export function submittedForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export const unreachable = () => Promise.reject(new TypeError("fetch failed"));
