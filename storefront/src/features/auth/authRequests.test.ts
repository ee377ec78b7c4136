import { describe, expect, it } from "vitest";
import type { AuthClient } from "@storyloom/api/client";
import { readSignInResponse, signInWithCredentials } from "./authRequests.ts";

describe("readSignInResponse", () => {
  it("is a success with the url when the url carries no error", () => {
    expect(readSignInResponse(200, { url: "http://localhost:8080/books" })).toEqual({ ok: true, url: "http://localhost:8080/books" });
  });

  it("takes the error from the url's error parameter", () => {
    const body = { url: "http://localhost:8080/api/auth/error?error=CredentialsSignin&provider=credentials" };
    expect(readSignInResponse(401, body)).toEqual({ ok: false, error: "CredentialsSignin" });
    expect(readSignInResponse(403, { url: "http://localhost:8080/api/auth/error?error=AccessDenied" })).toEqual({
      ok: false,
      error: "AccessDenied",
    });
  });

  it("carries the API's message when rate limited", () => {
    const body = { url: "http://x/api/auth/error?error=RateLimited", error: { code: "rate_limited", message: "Wait a minute." } };
    expect(readSignInResponse(429, body)).toEqual({ ok: false, error: "RateLimited", message: "Wait a minute." });
  });

  it("recognises a refused CSRF token", () => {
    expect(readSignInResponse(403, { url: "http://localhost:8080/api/auth/signin?csrf=true" })).toEqual({ ok: false, error: "MissingCSRF" });
  });

  it("never reports success for a body without a url or with a failing status", () => {
    expect(readSignInResponse(200, {})).toMatchObject({ ok: false });
    expect(readSignInResponse(400, { url: "http://localhost:8080/books" })).toMatchObject({ ok: false });
  });
});

describe("signInWithCredentials", () => {
  const auth = { getCsrfToken: async () => "tok" } as Pick<AuthClient, "getCsrfToken"> as AuthClient;

  it("posts the csrf token with the credentials, as a form, to the provider's callback", async () => {
    const calls: Array<{ path: string; init: RequestInit | undefined }> = [];
    const fetch = async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      return Response.json({ url: "http://localhost:8080/admin" });
    };
    const result = await signInWithCredentials({ auth, fetch }, "admin-credentials", {
      email: "admin@example.com",
      password: "s3cret pass",
      callbackUrl: "http://localhost:8080/admin",
    });
    expect(result).toEqual({ ok: true, url: "http://localhost:8080/admin" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe("/api/auth/callback/admin-credentials");
    expect(new Headers(calls[0]?.init?.headers).get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init?.body)))).toEqual({
      csrfToken: "tok",
      callbackUrl: "http://localhost:8080/admin",
      json: "true",
      email: "admin@example.com",
      password: "s3cret pass",
    });
  });

  it("throws on a server error instead of showing it as a wrong password", async () => {
    const fetch = async () => Response.json({ error: { message: "Internal server error" } }, { status: 500 });
    await expect(
      signInWithCredentials({ auth, fetch }, "credentials", { email: "a@b.c", password: "p", callbackUrl: "http://localhost:8080/" }),
    ).rejects.toThrow(/500/);
  });
});
