import { describe, expect, it } from "vitest";
import { isAdmin, isImpersonating, loginUrlFor, type SessionUser } from "./session.ts";

const user: SessionUser = { id: 7, email: "ada@example.com", profile: { id: 3 }, readerProfile: { id: 4, theme: "LIGHT" }, permissions: [] };

describe("loginUrlFor", () => {
  it("sends a signed-out visitor to sign-in with SessionRequired and the whole page to come back to", () => {
    const url = loginUrlFor("https://storyloom.example/books/12/chapter/3?tab=versions#top");
    expect(url.startsWith("/auth/login?")).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf("?")));
    expect(query.get("error")).toBe("SessionRequired");
    expect(query.get("callbackUrl")).toBe("https://storyloom.example/books/12/chapter/3?tab=versions#top");
  });
});

describe("roles", () => {
  it("knows an admin by the ADMIN permission", () => {
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin({ ...user, permissions: ["ADMIN"] })).toBe(true);
  });

  it("knows an impersonated session by its adminId", () => {
    expect(isImpersonating(user)).toBe(false);
    expect(isImpersonating({ ...user, adminId: 1 })).toBe(true);
  });
});
