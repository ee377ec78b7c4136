import { describe, expect, it } from "vitest";
import { withResponseHeaders } from "./responseHeaders.ts";

describe("withResponseHeaders", () => {
  it("relays every Set-Cookie line and adds the defaults a page did not set", () => {
    const page = new Response("<p>hi</p>", { headers: { "cache-control": "public, max-age=60" } });
    const response = withResponseHeaders(page, ["a=1; Path=/", "b=2; Path=/"], "req-9");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBe("req-9");
  });

  it("copies a response whose headers cannot change, keeping status and location", async () => {
    const redirect = Response.redirect("https://storyloom.example/books", 303);
    const response = withResponseHeaders(redirect, ["storyloom.session-token=t; Path=/"], "req-1");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://storyloom.example/books");
    expect(response.headers.getSetCookie()).toEqual(["storyloom.session-token=t; Path=/"]);
  });
});
