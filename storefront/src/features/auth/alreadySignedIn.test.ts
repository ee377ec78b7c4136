import { describe, expect, it } from "vitest";
import type { AuthSession } from "@storyloom/api/client";
import { alreadySignedInRedirect } from "./alreadySignedIn.ts";

const origin = "http://localhost:8080";
const session = {
  user: { id: 1, email: "rita@example.test", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" }, permissions: [] },
  expires: "2026-12-22T00:00:00.000Z",
} as AuthSession;

function redirectFor(search: string, overrides: { session?: AuthSession | null; method?: string } = {}) {
  return alreadySignedInRedirect({
    session: overrides.session === undefined ? session : overrides.session,
    method: overrides.method ?? "GET",
    url: new URL(`/auth/login${search}`, origin),
    origin,
    fallback: "/books",
  });
}

describe("alreadySignedInRedirect", () => {
  it("sends a signed-in visitor to the callbackUrl, else to the studio", () => {
    expect(redirectFor("?callbackUrl=%2Fbookshelf")).toBe(`${origin}/bookshelf`);
    expect(redirectFor("")).toBe(`${origin}/books`);
  });

  it("never follows a callbackUrl to another site", () => {
    expect(redirectFor("?callbackUrl=https%3A%2F%2Fevil.example%2F")).toBe(`${origin}/books`);
  });

  it("shows the form to the signed out and to a form being submitted", () => {
    expect(redirectFor("", { session: null })).toBeNull();
    expect(redirectFor("", { method: "POST" })).toBeNull();
  });
});
