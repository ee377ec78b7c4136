import { describe, expect, it } from "vitest";
import type { AuthSession } from "@storyloom/api/client";
import { hasCookie, loadSession, needsSessionLookup } from "./session.ts";

const session: AuthSession = {
  user: { id: 1, email: "reader@example.com", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" }, permissions: [] },
  expires: "2030-01-01T00:00:00.000Z",
};

describe("loadSession", () => {
  it("passes the session on, and null for a signed-out visitor", async () => {
    expect(await loadSession({ getSession: async () => session })).toEqual({ session, isUnavailable: false });
    expect(await loadSession({ getSession: async () => null })).toEqual({ session: null, isUnavailable: false });
  });

  it("reports an unreachable or failing API instead of throwing, so public pages still render", async () => {
    const down = new TypeError("fetch failed");
    expect(await loadSession({ getSession: () => Promise.reject(down) })).toEqual({ session: null, isUnavailable: true, reason: down });
    const failing = new Error("Internal server error");
    expect(await loadSession({ getSession: () => Promise.reject(failing) })).toMatchObject({ isUnavailable: true, reason: failing });
  });
});

describe("needsSessionLookup", () => {
  const name = "__Host-storyloom.session-token";

  it("asks the API only when the request carries the session cookie", () => {
    expect(needsSessionLookup("/read", `theme=dark; ${name}=abc123`, name)).toBe(true);
    expect(needsSessionLookup("/read", null, name)).toBe(false);
    expect(needsSessionLookup("/read", "theme=dark", name)).toBe(false);
  });

  it("does not take another cookie name for the session cookie", () => {
    // The http name on an https platform is not the API's session cookie there, and the reverse.
    expect(needsSessionLookup("/read", "storyloom.session-token=abc123", name)).toBe(false);
    expect(needsSessionLookup("/read", `${name}=abc123`, "storyloom.session-token")).toBe(false);
    expect(needsSessionLookup("/read", `x${name}=abc123; ${name}-old=abc`, name)).toBe(false);
  });

  it("ignores an emptied session cookie and endpoints that never show the session", () => {
    expect(needsSessionLookup("/read", `${name}=`, name)).toBe(false);
    expect(needsSessionLookup("/auth/signout", `${name}=abc123`, name)).toBe(false);
  });
});

describe("hasCookie", () => {
  it("finds the cookie anywhere in the header, whatever the spacing", () => {
    expect(hasCookie("a=1;b=2", "b")).toBe(true);
    expect(hasCookie(" b = 2 ", "b")).toBe(true);
    expect(hasCookie("", "b")).toBe(false);
  });
});
