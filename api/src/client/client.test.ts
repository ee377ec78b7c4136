import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse as json } from "./fakeFetch.ts";
import { createApiClient, isApiErrorBody, toQueryString } from "./index.ts";

describe("toQueryString", () => {
  it("drops undefined, null and empty strings, keeps 0 and false", () => {
    expect(toQueryString({ a: undefined, b: null, c: "", d: 0, e: false, f: "x" })).toBe("?d=0&e=false&f=x");
  });

  it("repeats array keys and drops empty items", () => {
    expect(toQueryString({ ids: [1, 2, "", null, 3] })).toBe("?ids=1&ids=2&ids=3");
  });

  it("encodes values and dates", () => {
    expect(toQueryString({ q: "a b&c", at: new Date("2026-01-02T03:04:05.000Z") })).toBe("?q=a+b%26c&at=2026-01-02T03%3A04%3A05.000Z");
  });

  it("gives an empty string when nothing is left", () => {
    expect(toQueryString({ a: undefined, b: [] })).toBe("");
    expect(toQueryString(undefined)).toBe("");
  });
});

describe("createApiClient", () => {
  it("calls <baseUrl>/api/v1<path> with JSON headers and the query string", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { items: [] }));
    const client = createApiClient({ baseUrl: "https://storyloom.example/", fetch });
    const result = await client.get<{ items: unknown[] }>("/books", { query: { page: 2, search: "", status: undefined } });
    expect(result).toEqual({ items: [] });
    expect(calls[0]?.url).toBe("https://storyloom.example/api/v1/books?page=2");
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("content-type")).toBe("application/json");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("sends JSON bodies for post, patch and del", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const client = createApiClient({ baseUrl: "", fetch, credentials: "include", headers: { "X-Extra": "1" } });
    await client.post("/books", { title: "T" });
    await client.patch("/books/1", { title: "U" });
    await client.del("/books/1", { body: { confirm: true } });
    expect(calls.map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      ["POST", "/api/v1/books", '{"title":"T"}'],
      ["PATCH", "/api/v1/books/1", '{"title":"U"}'],
      ["DELETE", "/api/v1/books/1", '{"confirm":true}'],
    ]);
    expect(calls[0]?.init.credentials).toBe("include");
    expect(new Headers(calls[0]?.init.headers).get("x-extra")).toBe("1");
  });

  it("sends a form body as it is, leaving its Content-Type to fetch", async () => {
    const { fetch, calls } = fakeFetch(() => json(201, {}));
    const form = new FormData();
    form.set("name", "Tool");
    await createApiClient({ baseUrl: "", fetch }).post("/story-tools", form);
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has("content-type")).toBe(false);
  });

  it("calls per-request header functions (SSR cookie forwarding)", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    let cookie = "a=1";
    const client = createApiClient({ baseUrl: "", fetch, headers: () => ({ cookie }) });
    await client.get("/x");
    cookie = "a=2";
    await client.get("/x");
    expect(calls.map((c) => new Headers(c.init.headers).get("cookie"))).toEqual(["a=1", "a=2"]);
  });

  it("rejects a status below 500 with the parsed JSON body", async () => {
    const body = { error: { code: "validation_error", message: "name: This field is required.", fields: { name: "This field is required." } } };
    const { fetch } = fakeFetch(() => json(400, body));
    const rejection = await createApiClient({ baseUrl: "", fetch })
      .post("/books", {})
      .catch((e: unknown) => e);
    expect(rejection).toEqual(body);
    expect(isApiErrorBody(rejection)).toBe(true);
  });

  it("rejects a 4xx that is not JSON with the same shape", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>gone</html>", { status: 404, statusText: "Not Found" }));
    const rejection = await createApiClient({ baseUrl: "", fetch })
      .get("/x")
      .catch((e: unknown) => e);
    expect(rejection).toEqual({ error: { code: "http_404", message: "Not Found" } });
  });

  it.each([500, 502, 503])("rejects status %i with Error('Internal server error')", async (status) => {
    const { fetch } = fakeFetch(() => json(status, { error: { code: "internal_error", message: "boom", requestId: "r" } }));
    const rejection = await createApiClient({ baseUrl: "", fetch })
      .get("/x")
      .catch((e: unknown) => e);
    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe("Internal server error");
  });

  it("answers raw: true with the Response itself", async () => {
    const { fetch } = fakeFetch(() => new Response("epub bytes", { status: 200, headers: { "Content-Type": "application/epub+zip" } }));
    const response = await createApiClient({ baseUrl: "", fetch }).request("POST", "/books/1/export", { raw: true });
    expect(response).toBeInstanceOf(Response);
    expect(await response.text()).toBe("epub bytes");
  });

  it("answers undefined for an empty success", async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await createApiClient({ baseUrl: "", fetch }).del("/books/1")).toBeUndefined();
  });

  it("passes the abort signal", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const controller = new AbortController();
    await createApiClient({ baseUrl: "", fetch }).post("/jobs/books/1/generate-by-notes", {}, { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});
