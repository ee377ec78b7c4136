import { describe, expect, it, vi } from "vitest";
import { hostnameOf, isPlatformHost, parseResolvedSite, resolveSite } from "./site.ts";

const publicUrl = "https://storyloom.example";

describe("hostnameOf", () => {
  it("drops the port and a trailing dot, and lower-cases", () => {
    expect(hostnameOf("Storyloom.Example:8080")).toBe("storyloom.example");
    expect(hostnameOf("book.example.")).toBe("book.example");
    expect(hostnameOf("[::1]:4321")).toBe("[::1]");
  });
});

describe("isPlatformHost", () => {
  it("is PUBLIC_URL's host and the loopback names", () => {
    expect(isPlatformHost("storyloom.example", publicUrl)).toBe(true);
    expect(isPlatformHost("localhost", publicUrl)).toBe(true);
    expect(isPlatformHost("127.0.0.1", publicUrl)).toBe(true);
    expect(isPlatformHost("book.example", publicUrl)).toBe(false);
  });
});

describe("resolveSite", () => {
  it("answers the platform without calling the API", async () => {
    const lookup = vi.fn<(hostname: string) => Promise<Response>>();
    expect(await resolveSite("localhost", publicUrl, lookup)).toEqual({ kind: "platform" });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("asks the API about any other host", async () => {
    const lookup = vi.fn(async () => Response.json({ kind: "book", bookId: 12 }));
    expect(await resolveSite("my-novel.example", publicUrl, lookup)).toEqual({ kind: "book", bookId: 12 });
    expect(lookup).toHaveBeenCalledWith("my-novel.example");
  });

  it("marks a host the API does not know as unknown", async () => {
    const lookup = async () => Response.json({ error: { code: "not_found", message: "No site" } }, { status: 404 });
    expect(await resolveSite("nobody.example", publicUrl, lookup)).toEqual({ kind: "unknown" });
  });

  it("does not ask about a host that cannot be a domain name", async () => {
    const lookup = vi.fn<(hostname: string) => Promise<Response>>();
    expect(await resolveSite("[2001:db8::1]", publicUrl, lookup)).toEqual({ kind: "unknown" });
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe("parseResolvedSite", () => {
  it("reads book and series answers", () => {
    expect(parseResolvedSite(200, { kind: "series", seriesId: 3 })).toEqual({ kind: "series", seriesId: 3 });
    expect(parseResolvedSite(200, { kind: "book", bookId: "7" })).toEqual({ kind: "book", bookId: 7 });
  });

  it("fails loudly on an API error or an unexpected body rather than guessing", () => {
    expect(() => parseResolvedSite(500, { error: "Internal server error" })).toThrow(/status 500/);
    expect(() => parseResolvedSite(200, { kind: "book" })).toThrow(/unexpected body/);
  });
});
