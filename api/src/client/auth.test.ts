import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthClient, readSignInAnswer } from "./auth.ts";
import type { FetchLike } from "./http.ts";

interface Call {
  url: string;
  method: string;
  body: string | undefined;
  contentType: string | null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers csrf with a fixed token and everything else with `answer`. */
function fake(answer: (call: Call) => Response): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init = {}) => {
      const call = {
        url,
        method: init.method ?? "GET",
        body: typeof init.body === "string" ? init.body : undefined,
        contentType: new Headers(init.headers).get("content-type"),
      };
      calls.push(call);
      return url.endsWith("/api/auth/csrf") ? json(200, { csrfToken: "tok" }) : answer(call);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createAuthClient", () => {
  it("getSession answers null for {} and the session otherwise", async () => {
    const session = {
      user: { id: 1, email: "a@example.test", profile: { id: 2 }, readerProfile: { id: 3, theme: "LIGHT" }, permissions: [] },
      expires: "2026-12-01T00:00:00.000Z",
    };
    const signedOut = createAuthClient({ baseUrl: "http://h", fetch: fake(() => json(200, {})).fetch });
    expect(await signedOut.getSession()).toBeNull();
    const signedIn = createAuthClient({ baseUrl: "http://h", fetch: fake(() => json(200, session)).fetch });
    expect(await signedIn.getSession()).toEqual(session);
  });

  it("signIn posts the form Auth.js expects and reports success", async () => {
    const { fetch, calls } = fake(() => json(200, { url: "http://h/books" }));
    const result = await createAuthClient({ baseUrl: "http://h", fetch }).signIn("credentials", {
      email: "a@example.test",
      password: "pw",
      callbackUrl: "/books",
      redirect: false,
    });
    expect(result).toEqual({ error: null, status: 200, ok: true, url: "http://h/books" });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("http://h/api/auth/callback/credentials");
    expect(post?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
      csrfToken: "tok",
      email: "a@example.test",
      password: "pw",
      json: "true",
      callbackUrl: "/books",
    });
  });

  it("signIn posts to the chosen provider's callback", async () => {
    const { fetch, calls } = fake(() => json(200, { url: "http://h/admin" }));
    await createAuthClient({ baseUrl: "http://h", fetch }).signIn("admin-credentials", {
      email: "a",
      password: "b",
      callbackUrl: "http://h/admin",
      redirect: false,
    });
    expect(calls.find((c) => c.method === "POST")?.url).toBe("http://h/api/auth/callback/admin-credentials");
  });

  it("signIn takes the error from the url's error parameter", async () => {
    const { fetch } = fake(() => json(401, { url: "http://h/api/auth/error?error=CredentialsSignin&provider=credentials" }));
    const result = await createAuthClient({ baseUrl: "http://h", fetch }).signIn("credentials", { email: "a", password: "b", redirect: false });
    expect(result).toEqual({ error: "CredentialsSignin", status: 401, ok: false, url: null });
  });

  it("signIn reports a CSRF failure as MissingCSRF and a rate limit as RateLimited", async () => {
    const csrf = fake(() => json(403, { url: "http://h/api/auth/signin?csrf=true" }));
    expect(
      (await createAuthClient({ baseUrl: "http://h", fetch: csrf.fetch }).signIn("credentials", { email: "a", password: "b", redirect: false })).error,
    ).toBe("MissingCSRF");
    const limited = fake(() =>
      json(429, { url: "http://h/api/auth/error?error=RateLimited&provider=credentials", error: { code: "rate_limited", message: "m" } }),
    );
    const result = await createAuthClient({ baseUrl: "http://h", fetch: limited.fetch }).signIn("credentials", { email: "a", password: "b", redirect: false });
    expect(result).toEqual({ error: "RateLimited", status: 429, ok: false, url: null, message: "m" });
  });

  it("signIn navigates on success unless redirect is false", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    const { fetch } = fake(() => json(200, { url: "http://h/read" }));
    const client = createAuthClient({ baseUrl: "http://h", fetch });
    await client.signIn("credentials", { email: "a", password: "b", redirect: false });
    expect(assign).not.toHaveBeenCalled();
    await client.signIn("credentials", { email: "a", password: "b" });
    expect(assign).toHaveBeenCalledWith("http://h/read");
  });

  it("signOut posts csrfToken, callbackUrl and json and answers { url }", async () => {
    const { fetch, calls } = fake(() => json(200, { url: "http://h/auth/login" }));
    const result = await createAuthClient({ baseUrl: "http://h", fetch }).signOut({ callbackUrl: "/auth/login", redirect: false });
    expect(result).toEqual({ url: "http://h/auth/login" });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("http://h/api/auth/signout");
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({ csrfToken: "tok", json: "true", callbackUrl: "/auth/login" });
  });

  it("updateSession posts JSON { csrfToken, data }", async () => {
    const { fetch, calls } = fake(() => json(200, {}));
    await createAuthClient({ baseUrl: "http://h", fetch }).updateSession({ readerProfile: { theme: "DARK" } });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("http://h/api/auth/session");
    expect(post?.contentType).toBe("application/json");
    expect(JSON.parse(post?.body ?? "")).toEqual({ csrfToken: "tok", data: { readerProfile: { theme: "DARK" } } });
  });

  it("rejects 5xx answers with Error('Internal server error')", async () => {
    const { fetch } = fake(() => json(500, { error: { code: "internal_error" } }));
    await expect(createAuthClient({ baseUrl: "http://h", fetch }).getSession()).rejects.toThrow("Internal server error");
  });

  it("getProviders answers the providers map", async () => {
    const providers = { credentials: { id: "credentials", name: "n", type: "credentials", signinUrl: "s", callbackUrl: "c" } };
    const { fetch, calls } = fake(() => json(200, providers));
    expect(await createAuthClient({ baseUrl: "", fetch, basePath: "/api/auth" }).getProviders()).toEqual(providers);
    expect(calls[0]?.url).toBe("/api/auth/providers");
  });
});

describe("readSignInAnswer", () => {
  it("is a success with the url when the url carries no error", () => {
    expect(readSignInAnswer(200, { url: "http://localhost:8080/books" })).toEqual({ error: null, status: 200, ok: true, url: "http://localhost:8080/books" });
  });

  it("takes the error from the url's error parameter, with the API's message when it sent one", () => {
    expect(
      readSignInAnswer(403, { url: "http://h/api/auth/error?error=AccessDenied", error: { code: "forbidden", message: "This account is suspended." } }),
    ).toEqual({
      error: "AccessDenied",
      status: 403,
      ok: false,
      url: null,
      message: "This account is suspended.",
    });
  });

  it("reads a 429 as RateLimited even without a url, keeping the API's message", () => {
    expect(readSignInAnswer(429, { error: { code: "rate_limited", message: "Wait a minute." } })).toEqual({
      error: "RateLimited",
      status: 429,
      ok: false,
      url: null,
      message: "Wait a minute.",
    });
  });

  it("never reports success without a url, with a failing status, or for an answer that is not JSON", () => {
    expect(readSignInAnswer(200, {})).toMatchObject({ ok: false, error: "UnknownError" });
    expect(readSignInAnswer(400, { url: "http://localhost:8080/books" })).toMatchObject({ ok: false, error: "UnknownError" });
    expect(readSignInAnswer(200, undefined)).toMatchObject({ ok: false, error: "UnknownError" });
    expect(readSignInAnswer(200, { url: "http://[bad" })).toMatchObject({ ok: false, error: "UnknownError" });
  });
});
