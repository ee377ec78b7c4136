/**
 * The JSON clients of the API: the product client (/api/v1), which studio and
 * storefront use, and the internal client (/api/internal), which only the
 * storefront server uses. Browser-safe: no Node imports.
 */
import type { z } from "zod";
import { buildHeaders, joinUrl, readJson, resolveFetch } from "./http.ts";
import type { BodyInit, FetchLike, HeadersInit, TransportOptions } from "./http.ts";

export type QueryScalar = string | number | boolean | Date | null | undefined;
export type Query = Record<string, QueryScalar | readonly QueryScalar[]>;

/**
 * A query as the client passes it, from the route's query schema `S`. The
 * schema reads every value from text ("3" → 3, "true" → true), so a field's
 * type is the schema's output (numbers, booleans, enums) and not its input
 * (text); a field is required exactly when the schema's input requires it, so
 * one with a default is optional. (The mapped type keeps the input's `?`.)
 */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never };

export interface RequestOptions {
  query?: Query;
  /** JSON-encoded, unless it is FormData, URLSearchParams or a Blob (sent as they are: "form body" calls). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Answer with the fetch Response itself (for downloads such as the book export). */
  raw?: boolean;
}

/** What every per-call function (getReaderProfile, listAdminUsers…) takes last. */
export type CallOptions = Pick<RequestOptions, "signal">;

/** The body of a 4xx answer (docs/architecture.md, Errors); what a product call rejects with below 500. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

export type ApiClientOptions = TransportOptions;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const PRODUCT_BASE_PATH = "/api/v1";
export const INTERNAL_BASE_PATH = "/api/internal";

/** Calls relative to one base path of the API, answering parsed JSON. */
export interface JsonClient {
  /** The prefix of every path; it also tells the two clients apart in the per-call functions' types. */
  readonly basePath: string;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions & { raw?: false }): Promise<T>;
  request(method: HttpMethod, path: string, options: RequestOptions & { raw: true }): Promise<Response>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, "body" | "raw">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body" | "raw">): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body" | "raw">): Promise<T>;
  /** DELETE; some calls carry a body (DELETE /books/{bookId}). */
  del<T = unknown>(path: string, options?: Omit<RequestOptions, "raw">): Promise<T>;
}

/** The product client: paths are relative to /api/v1 ("/books" → <baseUrl>/api/v1/books). */
export interface ApiClient extends JsonClient {
  readonly basePath: typeof PRODUCT_BASE_PATH;
}

/** The storefront server's client of /api/internal, which the gateway keeps from browsers. */
export interface InternalApiClient extends JsonClient {
  readonly basePath: typeof INTERNAL_BASE_PATH;
}

function scalarToString(value: QueryScalar): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * A query object as a query string ("" when nothing is left): undefined,
 * null and "" are dropped (docs/product.md, API calls), arrays repeat their key (?a=1&a=2).
 */
export function toQueryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? (value as readonly QueryScalar[]) : [value as QueryScalar];
    for (const item of values) {
      const text = scalarToString(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

function isFormBody(body: unknown): body is FormData | URLSearchParams | Blob {
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && body instanceof Blob)
  );
}

export const INTERNAL_SERVER_ERROR = "Internal server error";

function createJsonClient<B extends string>(options: ApiClientOptions, basePath: B): JsonClient & { readonly basePath: B } {
  const fetchImpl: FetchLike = resolveFetch(options);

  async function request(method: HttpMethod, path: string, call: RequestOptions = {}): Promise<unknown> {
    const url = joinUrl(options.baseUrl, `${basePath}${path.startsWith("/") ? path : `/${path}`}`) + toQueryString(call.query);
    const form = isFormBody(call.body);
    // A form body gets its Content-Type (with the multipart boundary) from fetch itself.
    const headers = buildHeaders(
      options.headers,
      call.headers,
      form ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    );
    const init: RequestInit = { method, headers };
    if (call.body !== undefined) init.body = form ? (call.body as BodyInit) : JSON.stringify(call.body);
    if (call.signal) init.signal = call.signal;
    if (options.credentials) init.credentials = options.credentials;

    const response = await fetchImpl(url, init);
    if (response.status >= 500) throw new Error(INTERNAL_SERVER_ERROR);
    if (!response.ok) {
      const body = await readJson(response);
      // A 4xx that is not JSON (a proxy's page) still rejects with the documented shape.
      throw (
        body ?? ({ error: { code: `http_${response.status}`, message: response.statusText || `Request failed (${response.status}).` } } satisfies ApiErrorBody)
      );
    }
    if (call.raw) return response;
    return readJson(response);
  }

  return {
    basePath,
    request: request as JsonClient["request"],
    get: (path, call) => request("GET", path, call) as Promise<never>,
    post: (path, body, call) => request("POST", path, { ...call, body }) as Promise<never>,
    patch: (path, body, call) => request("PATCH", path, { ...call, body }) as Promise<never>,
    del: (path, call) => request("DELETE", path, call) as Promise<never>,
  };
}

/** The product client (docs/product.md, API calls; Errors): below 500 a call rejects with the parsed JSON body, from 500 with Error("Internal server error"). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createJsonClient(options, PRODUCT_BASE_PATH);
}

/** The internal client, for server-side calls such as the storefront's site lookup; it rejects as the product client does. */
export function createInternalApiClient(options: ApiClientOptions): InternalApiClient {
  return createJsonClient(options, INTERNAL_BASE_PATH);
}
