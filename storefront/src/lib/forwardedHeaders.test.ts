import { describe, expect, it } from "vitest";
import { buildForwardedHeaders, publicOrigin, requestIdFrom } from "./forwardedHeaders.ts";

const nodeUrl = new URL("http://storyloom.example/auth/login");

describe("publicOrigin", () => {
  it("uses the protocol Caddy forwards and the browser's host", () => {
    const headers = new Headers({ host: "storyloom.example", "x-forwarded-proto": "https" });
    expect(publicOrigin(headers, nodeUrl)).toBe("https://storyloom.example");
  });

  it("falls back to the URL Node saw without forwarded headers", () => {
    const headers = new Headers({ host: "localhost:8080" });
    expect(publicOrigin(headers, new URL("http://localhost:8080/"))).toBe("http://localhost:8080");
  });

  it("ignores a forwarded protocol that is not http or https", () => {
    const headers = new Headers({ host: "storyloom.example", "x-forwarded-proto": "javascript" });
    expect(publicOrigin(headers, nodeUrl)).toBe("http://storyloom.example");
  });
});

describe("buildForwardedHeaders", () => {
  it("appends the address that reached the storefront to X-Forwarded-For", () => {
    const incoming = new Headers({
      host: "storyloom.example",
      "x-forwarded-for": "203.0.113.7",
      "x-forwarded-proto": "https",
      "user-agent": "Firefox",
      origin: "https://storyloom.example",
      cookie: "not=forwarded-here",
    });
    const headers = buildForwardedHeaders(incoming, nodeUrl, "127.0.0.1", "req-1");
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.7, 127.0.0.1");
    expect(headers.get("x-forwarded-proto")).toBe("https");
    expect(headers.get("x-forwarded-host")).toBe("storyloom.example");
    expect(headers.get("x-request-id")).toBe("req-1");
    expect(headers.get("user-agent")).toBe("Firefox");
    expect(headers.get("origin")).toBe("https://storyloom.example");
    // The cookie jar sets Cookie per call, so the latest cookies always win.
    expect(headers.has("cookie")).toBe(false);
  });

  it("starts X-Forwarded-For with the client address when nothing forwarded one", () => {
    const headers = buildForwardedHeaders(new Headers({ host: "localhost:8080" }), new URL("http://localhost:8080/"), "::1", "r");
    expect(headers.get("x-forwarded-for")).toBe("::1");
    expect(headers.get("x-forwarded-host")).toBe("localhost:8080");
    expect(headers.get("x-forwarded-proto")).toBe("http");
  });
});

describe("requestIdFrom", () => {
  it("keeps a well-formed incoming id and replaces anything else", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "abc-123" }), () => "fresh")).toBe("abc-123");
    expect(requestIdFrom(new Headers({ "x-request-id": "bad id\n" }), () => "fresh")).toBe("fresh");
    expect(requestIdFrom(new Headers(), () => "fresh")).toBe("fresh");
  });
});
