import type { FetchLike } from "./http.ts";

/** One call a fake fetch received (tests only). */
export interface FakeCall {
  url: string;
  method: string;
  /** The body as sent (JSON text for the product calls). */
  body: unknown;
  init: RequestInit;
}

/** A fetch that records its calls and answers each with `respond` (tests only). */
export function fakeFetch(respond: (call: FakeCall) => Response): { fetch: FetchLike; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  return {
    calls,
    fetch: async (url, init = {}) => {
      const call = { url, method: init.method ?? "GET", body: init.body, init };
      calls.push(call);
      return respond(call);
    },
  };
}

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
