// Shared by the product client and the auth client. Browser-safe: no Node
// imports, only fetch, URL, URLSearchParams and Headers.

// Derived from fetch's own types so they resolve under both the DOM lib
// (studio, storefront) and @types/node (api), which name them differently.
export type HeadersInit = NonNullable<ConstructorParameters<typeof Headers>[0]>;
export type RequestCredentials = NonNullable<RequestInit["credentials"]>;
export type BodyInit = NonNullable<RequestInit["body"]>;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Extra headers for every call; a function is called per request (e.g. to forward the browser's cookie during SSR). */
export type HeadersOption = HeadersInit | (() => HeadersInit | undefined);

export interface TransportOptions {
  /** Origin of the platform ("https://storyloom.example"), or "" for same-origin calls from the browser. */
  baseUrl: string;
  fetch?: FetchLike;
  headers?: HeadersOption;
  credentials?: RequestCredentials;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function resolveFetch(options: TransportOptions): FetchLike {
  if (options.fetch) return options.fetch;
  if (typeof globalThis.fetch !== "function") throw new Error("No fetch available: pass one to the client.");
  return (input, init) => globalThis.fetch(input, init);
}

/** The caller's headers, then the call's own, then ours on top where given. */
export function buildHeaders(option: HeadersOption | undefined, ...more: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers(typeof option === "function" ? option() : option);
  for (const extra of more) {
    if (!extra) continue;
    new Headers(extra).forEach((value, key) => headers.set(key, value));
  }
  return headers;
}

/** Parses a JSON answer; undefined for an empty one or one that is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
