import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { createInternalApiClient, resolveSiteOfHost } from "./index.ts";

const base = "http://api.internal:4000";

describe("resolveSiteOfHost", () => {
  it("asks /api/internal/sites/resolve and answers the site", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { kind: "book", bookId: 12 }));
    expect(await resolveSiteOfHost(createInternalApiClient({ baseUrl: base, fetch }), { host: "my-novel.example" })).toEqual({ kind: "book", bookId: 12 });
    expect(calls.map((c) => [c.method, c.url])).toEqual([["GET", `${base}/api/internal/sites/resolve?host=my-novel.example`]]);
  });

  it("answers null for a host no site is registered under", async () => {
    const { fetch } = fakeFetch(() => jsonResponse(404, { error: { code: "not_found", message: "No site is served on this host." } }));
    expect(await resolveSiteOfHost(createInternalApiClient({ baseUrl: base, fetch }), { host: "nobody.example" })).toBeNull();
  });

  it("fails loudly on anything else rather than guessing", async () => {
    const invalid = { error: { code: "validation_error", message: "host: Must be a host name." } };
    const refused = fakeFetch(() => jsonResponse(400, invalid));
    await expect(resolveSiteOfHost(createInternalApiClient({ baseUrl: base, fetch: refused.fetch }), { host: "a b" })).rejects.toEqual(invalid);
    const proxyPage = fakeFetch(() => new Response("<html>Not Found</html>", { status: 404, statusText: "Not Found" }));
    await expect(resolveSiteOfHost(createInternalApiClient({ baseUrl: base, fetch: proxyPage.fetch }), { host: "x.example" })).rejects.toEqual({
      error: { code: "http_404", message: "Not Found" },
    });
    const down = fakeFetch(() => jsonResponse(502, {}));
    await expect(resolveSiteOfHost(createInternalApiClient({ baseUrl: base, fetch: down.fetch }), { host: "x.example" })).rejects.toThrow(
      "Internal server error",
    );
  });
});
