import { describe, expect, it } from "vitest";
import { NON_PAGE_POLICY } from "./contentSecurityPolicy.ts";
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

  it("keeps the policy Astro wrote for a page, and gives every other answer a closed one", () => {
    const pagePolicy = "default-src 'none'; frame-ancestors 'none'; script-src http://localhost:8080/_astro/";
    const page = withResponseHeaders(new Response("<p>hi</p>", { headers: { "content-security-policy": pagePolicy } }), [], "req-2");
    expect(page.headers.get("content-security-policy")).toBe(pagePolicy);

    const redirect = withResponseHeaders(Response.redirect("https://storyloom.example/auth/login", 303), [], "req-3");
    expect(redirect.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
    expect(redirect.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("copies a response whose headers cannot change, keeping status and location", async () => {
    const redirect = Response.redirect("https://storyloom.example/books", 303);
    const response = withResponseHeaders(redirect, ["storyloom.session-token=t; Path=/"], "req-1");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://storyloom.example/books");
    expect(response.headers.getSetCookie()).toEqual(["storyloom.session-token=t; Path=/"]);
  });
});
