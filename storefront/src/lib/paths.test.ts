import { describe, expect, it } from "vitest";
import { customDomainAuthRedirect, isSessionRequiredPath, isSessionlessPath, safeCallbackUrl, sessionRequiredLoginUrl, withCallbackUrl } from "./paths.ts";

const origin = "https://storyloom.example";

describe("safeCallbackUrl", () => {
  it("falls back to the default page, absolute on the origin, when nothing is given", () => {
    expect(safeCallbackUrl(null, origin, "/books")).toBe("https://storyloom.example/books");
    expect(safeCallbackUrl("", origin, "/admin")).toBe("https://storyloom.example/admin");
  });

  it("keeps a path or an absolute URL on the same origin, with its query", () => {
    expect(safeCallbackUrl("/bookshelf?tab=reading", origin, "/books")).toBe("https://storyloom.example/bookshelf?tab=reading");
    expect(safeCallbackUrl("https://storyloom.example/read", origin, "/books")).toBe("https://storyloom.example/read");
  });

  it.each([
    ["another host", "https://evil.example/books"],
    ["a protocol-relative URL", "//evil.example/books"],
    ["a backslash trick", "/\\evil.example"],
    ["the same host over http", "http://storyloom.example/books"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["credentials in the URL", "https://user:pass@storyloom.example/books"],
    ["the sign-in page itself", "/auth/login?callbackUrl=/books"],
    ["the sign-up page", "https://storyloom.example/auth/signUp"],
  ])("refuses %s", (_case, raw) => {
    expect(safeCallbackUrl(raw, origin, "/books")).toBe("https://storyloom.example/books");
  });
});

describe("sessionRequiredLoginUrl", () => {
  it("sends to sign-in with SessionRequired and the encoded page to come back to", () => {
    expect(sessionRequiredLoginUrl("https://storyloom.example/bookshelf?x=1&y=2")).toBe(
      "/auth/login?error=SessionRequired&callbackUrl=https%3A%2F%2Fstoryloom.example%2Fbookshelf%3Fx%3D1%26y%3D2",
    );
  });
});

describe("withCallbackUrl", () => {
  it("adds the callbackUrl query only when there is one", () => {
    expect(withCallbackUrl("/auth/signUp", undefined)).toBe("/auth/signUp");
    expect(withCallbackUrl("/auth/signUp", "https://storyloom.example/read")).toBe("/auth/signUp?callbackUrl=https%3A%2F%2Fstoryloom.example%2Fread");
  });
});

describe("route lists", () => {
  it("requires a session for the bookshelf and below it only", () => {
    expect(isSessionRequiredPath("/bookshelf")).toBe(true);
    expect(isSessionRequiredPath("/bookshelf/")).toBe(true);
    expect(isSessionRequiredPath("/bookshelf/42")).toBe(true);
    expect(isSessionRequiredPath("/bookshelves")).toBe(false);
    expect(isSessionRequiredPath("/read")).toBe(false);
  });

  it("skips the session only for the endpoints that never show it", () => {
    expect(isSessionlessPath("/auth/signout")).toBe(true);
    expect(isSessionlessPath("/auth/stopImpersonating")).toBe(true);
    expect(isSessionlessPath("/auth/login")).toBe(false);
    expect(isSessionlessPath("/")).toBe(false);
  });
});

describe("customDomainAuthRedirect", () => {
  const origin = "http://book.example:8080";
  const publicUrl = "http://localhost:8080";
  const on = (path: string) => customDomainAuthRedirect(new URL(path, origin), origin, publicUrl);

  it("sends sign-in and sign-up to the domain's own start, back to a page of this host only", () => {
    expect(on(`/auth/login?callbackUrl=${encodeURIComponent(`${origin}/chapter/2`)}`)).toBe(
      `${origin}/api/auth/rt/start?redirectTo=${encodeURIComponent(`${origin}/chapter/2`)}`,
    );
    expect(on("/auth/signUp?callbackUrl=https%3A%2F%2Fevil.example%2F")).toBe(`${origin}/api/auth/rt/start?redirectTo=${encodeURIComponent(`${origin}/`)}`);
  });

  it("sends the admin sign-in, password recovery and the consent page to the platform", () => {
    expect(on("/auth/adminLogin")).toBe(`${publicUrl}/auth/adminLogin`);
    expect(on("/auth/forgotPassword?x=1")).toBe(`${publicUrl}/auth/forgotPassword?x=1`);
    expect(on("/auth/site?to=x")).toBe(`${publicUrl}/auth/site?to=x`);
  });

  it("leaves every other page alone", () => {
    for (const path of ["/", "/chapter/1", "/auth/signout", "/auth/privacyPolicy", "/bookshelf"]) expect(on(path), path).toBeNull();
  });
});
