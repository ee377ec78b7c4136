import request from "supertest";
import { describe, expect, it } from "vitest";
import { Session } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { createTestContext } from "../testing.ts";
import { authFlowTests } from "./flowTests.ts";
import { CSRF_COOKIE, getCsrfToken, randomAddress, SESSION_COOKIE, setCookieLine, setCookieValue, signIn } from "./testing.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";

const { ctx, publicUrl, agent, credentialsError, csrfFailure } = authFlowTests();

describe("GET /api/auth/session", () => {
  it("answers {} with no-cache headers when signed out", async () => {
    const res = await request(ctx.app).get("/api/auth/session").expect(200);
    expect(res.body).toEqual({});
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.headers["pragma"]).toBe("no-cache");
  });

  it("answers the session user once signed in", async () => {
    const { user, password, authorProfile, readerProfile } = await createUser(ctx.db.knex, { theme: "DARK" });
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const res = await a.get("/api/auth/session").expect(200);
    expect(res.body).toEqual({
      user: {
        id: user.id,
        email: user.email,
        profile: { id: authorProfile.id },
        readerProfile: { id: readerProfile.id, theme: "DARK" },
        permissions: [],
      },
      expires: expect.any(String),
    });
    const expires = new Date(res.body.expires as string).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("treats a cookie with an unknown token as signed out, and leaves the cookie alone (the answer may race a sign-in that set a new one)", async () => {
    const res = await request(ctx.app).get("/api/auth/session").set("Cookie", `${SESSION_COOKIE}=abcdefghijklmnopqrstuvwxyz234567`).expect(200);
    expect(res.body).toEqual({});
    expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
  });
});

describe("GET /api/auth/csrf", () => {
  it("sets a signed double-submit cookie and keeps the token while the cookie is valid", async () => {
    const a = agent();
    const first = await a.get("/api/auth/csrf").expect(200);
    const token = first.body.csrfToken as string;
    expect(token).toMatch(/^[a-z2-7]{40,}$/);
    const cookie = setCookieValue(first, CSRF_COOKIE);
    expect(cookie).toBe(`${token}|${sha256Hex(token + ctx.config.authSecret)}`);
    expect(setCookieLine(first, CSRF_COOKIE)).toMatch(/HttpOnly/);
    expect(setCookieLine(first, CSRF_COOKIE)).toMatch(/SameSite=Lax/);
    const second = await a.get("/api/auth/csrf").expect(200);
    expect(second.body.csrfToken).toBe(token);
    expect(setCookieValue(second, CSRF_COOKIE)).toBeUndefined();
  });

  it("replaces a cookie whose signature does not hold", async () => {
    const res = await request(ctx.app).get("/api/auth/csrf").set("Cookie", `${CSRF_COOKIE}=forged|0000`).expect(200);
    expect(res.body.csrfToken).not.toBe("forged");
    expect(setCookieValue(res, CSRF_COOKIE)).toMatch(/^[a-z2-7]+\|[0-9a-f]{64}$/);
  });
});

describe("GET /api/auth/providers", () => {
  it("lists both credential providers with absolute urls", async () => {
    const res = await request(ctx.app).get("/api/auth/providers").expect(200);
    expect(res.body).toEqual({
      credentials: {
        id: "credentials",
        name: "Email and password",
        type: "credentials",
        signinUrl: `${publicUrl}/api/auth/signin/credentials`,
        callbackUrl: `${publicUrl}/api/auth/callback/credentials`,
      },
      "admin-credentials": {
        id: "admin-credentials",
        name: "Admin sign-in",
        type: "credentials",
        signinUrl: `${publicUrl}/api/auth/signin/admin-credentials`,
        callbackUrl: `${publicUrl}/api/auth/callback/admin-credentials`,
      },
    });
  });
});

describe("GET /api/auth/signin and /api/auth/error", () => {
  it("redirects to the sign-in page keeping error and callbackUrl", async () => {
    const res = await request(ctx.app).get("/api/auth/signin?error=SessionRequired&callbackUrl=%2Fbooks").expect(302);
    expect(res.headers.location).toBe(`/auth/login?error=SessionRequired&callbackUrl=${encodeURIComponent(`${publicUrl}/books`)}`);
  });

  it("sends the admin provider to the admin sign-in page and an unknown provider to sign-in", async () => {
    const admin = await request(ctx.app).get("/api/auth/signin/admin-credentials").expect(302);
    expect(admin.headers.location).toBe("/auth/adminLogin");
    const unknown = await request(ctx.app).get("/api/auth/signin/github").expect(302);
    expect(unknown.headers.location).toBe("/auth/login");
    // Names of Object.prototype's members are unknown providers like any other.
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect((await request(ctx.app).get(`/api/auth/signin/${name}`).expect(302)).headers.location).toBe("/auth/login");
    }
  });

  it("drops a callbackUrl to another site", async () => {
    const res = await request(ctx.app).get("/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F").expect(302);
    expect(res.headers.location).toBe("/auth/login");
  });

  it("GET error redirects to the sign-in page with the error", async () => {
    const res = await request(ctx.app).get("/api/auth/error?error=CredentialsSignin&provider=credentials").expect(302);
    expect(res.headers.location).toBe("/auth/login?error=CredentialsSignin");
  });
});

describe("POST /api/auth/signout", () => {
  it("deletes the session, clears the cookie and answers { url }", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const token = setCookieValue(await signIn(a, user.email, password).expect(200), SESSION_COOKIE) ?? "";
    const csrfToken = await getCsrfToken(a);
    const res = await a.post("/api/auth/signout").type("form").send({ csrfToken, callbackUrl: "/auth/login", json: "true" }).expect(200);
    expect(res.body).toEqual({ url: `${publicUrl}/auth/login` });
    expect(setCookieLine(res, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(token))).toBeUndefined();
    expect((await request(ctx.app).get("/api/auth/session").set("Cookie", `${SESSION_COOKIE}=${token}`)).body).toEqual({});
  });

  it("refuses without CSRF and keeps the session", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const res = await a.post("/api/auth/signout").type("form").send({ json: "true" }).expect(403);
    expect(res.body.url).toBe(csrfFailure());
    expect((await a.get("/api/auth/session")).body.user.id).toBe(user.id);
  });
});

describe("POST /api/auth/session", () => {
  it("updates the reader theme and answers the session", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const csrfToken = await getCsrfToken(a);
    const res = await a
      .post("/api/auth/session")
      .send({ csrfToken, data: { readerProfile: { theme: "grey" } } })
      .expect(200);
    expect(res.body.user.readerProfile.theme).toBe("GREY");
    expect((await a.get("/api/auth/session")).body.user.readerProfile.theme).toBe("GREY");
  });

  it("accepts data as a JSON string in a form post", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const csrfToken = await getCsrfToken(a);
    const res = await a
      .post("/api/auth/session")
      .type("form")
      .send({ csrfToken, data: JSON.stringify({ readerProfile: { theme: "DARK" } }) })
      .expect(200);
    expect(res.body.user.readerProfile.theme).toBe("DARK");
  });

  it("answers the session unchanged without data, and {} when signed out", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const csrfToken = await getCsrfToken(a);
    expect((await a.post("/api/auth/session").send({ csrfToken }).expect(200)).body.user.id).toBe(user.id);
    const anon = agent();
    const anonToken = await getCsrfToken(anon);
    expect((await anon.post("/api/auth/session").send({ csrfToken: anonToken }).expect(200)).body).toEqual({});
  });

  it("refuses a missing CSRF token, an unknown theme and unknown data fields", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await signIn(a, user.email, password).expect(200);
    const noCsrf = await a
      .post("/api/auth/session")
      .send({ data: { readerProfile: { theme: "DARK" } } })
      .expect(403);
    expect(noCsrf.body.error.code).toBe("csrf_failed");
    const csrfToken = await getCsrfToken(a);
    const badTheme = await a
      .post("/api/auth/session")
      .send({ csrfToken, data: { readerProfile: { theme: "PINK" } } })
      .expect(400);
    expect(badTheme.body.error).toEqual({
      code: "validation_error",
      message: "data.readerProfile.theme: Must be one of: LIGHT, GREY, DARK.",
      fields: { "data.readerProfile.theme": "Must be one of: LIGHT, GREY, DARK." },
    });
    const unknown = await a
      .post("/api/auth/session")
      .send({ csrfToken, data: { email: "x@example.test" } })
      .expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: data.email.");
    expect((await a.get("/api/auth/session")).body.user.readerProfile.theme).toBe("LIGHT");
  });
});

describe("POST /api/auth/_log", () => {
  it("accepts the client's form posts", async () => {
    await request(ctx.app).post("/api/auth/_log").type("form").send({ level: "error", code: "CLIENT_FETCH_ERROR", message: "x" }).expect(200);
  });
});

describe("bad input to the auth calls", () => {
  it("answers malformed JSON with 400", async () => {
    const res = await request(ctx.app).post("/api/auth/callback/credentials").set("Content-Type", "application/json").send('{"email": "a@b.c",').expect(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: "Malformed JSON body.", fields: { body: "Malformed JSON body." } });
  });

  it("answers wrong types, missing and unknown fields with 400 naming the field", async () => {
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const wrongType = await a.post("/api/auth/callback/credentials").send({ csrfToken, email: 42, password: "x", json: true }).expect(400);
    expect(wrongType.body).toEqual({
      url: credentialsError(),
      error: { code: "validation_error", message: "email: Must be text.", fields: { email: "Must be text." } },
    });
    const missing = await a.post("/api/auth/callback/credentials").send({ csrfToken, json: true }).expect(400);
    expect(missing.body.error.fields).toEqual({ email: "This field is required.", password: "This field is required." });
    const unknown = await a
      .post("/api/auth/callback/credentials")
      .send({ csrfToken, email: "a@example.test", password: "x", json: true, role: "admin" })
      .expect(400);
    expect(unknown.body.error).toEqual({ code: "validation_error", message: "Unknown field: role.", fields: { role: "Unknown field." } });
    // Not json=true, so the answer is the form-post one: back to sign-in with the error.
    const badFlag = await a.post("/api/auth/callback/credentials").send({ csrfToken, email: "a@example.test", password: "x", json: "maybe" }).expect(302);
    expect(badFlag.headers.location).toBe(`/auth/login?error=CredentialsSignin&callbackUrl=${encodeURIComponent(publicUrl)}`);
  });

  it("never echoes an overlong callbackUrl into the redirect (found by the fuzzing)", async () => {
    const callbackUrl = `/${"x".repeat(50_000)}`;
    const res = await request(ctx.app).post("/api/auth/callback/credentials").send({ email: "a@a.aa", password: " ", callbackUrl }).expect(302);
    expect(res.headers.location).toBe(`/auth/login?error=CredentialsSignin&callbackUrl=${encodeURIComponent(publicUrl)}`);
  });

  it("answers an oversize body with 413", async () => {
    const res = await request(ctx.app)
      .post("/api/auth/callback/credentials")
      .type("form")
      .send({ email: "a@example.test", password: "x".repeat(200_000) })
      .expect(413);
    expect(res.body.error).toEqual({ code: "payload_too_large", message: "Request body is too large." });
  });

  it("answers another body type with 415", async () => {
    const res = await request(ctx.app).post("/api/auth/callback/credentials").set("Content-Type", "text/plain").send("email=a").expect(415);
    expect(res.body.error.code).toBe("unsupported_media_type");
  });
});

describe("cookies when PUBLIC_URL is https", () => {
  it("prefixes the cookie names and marks them Secure", async () => {
    const secure = await createTestContext({ publicUrl: "https://storyloom.example" });
    try {
      const { user, password } = await createUser(secure.db.knex);
      const csrf = await request(secure.app).get("/api/auth/csrf").expect(200);
      const csrfLine = setCookieLine(csrf, "__Host-storyloom.csrf-token") ?? "";
      expect(csrfLine).toMatch(/; Secure/);
      const csrfCookie = setCookieValue(csrf, "__Host-storyloom.csrf-token") ?? "";
      const res = await request(secure.app)
        .post("/api/auth/callback/credentials")
        .set("Cookie", `__Host-storyloom.csrf-token=${encodeURIComponent(csrfCookie)}`)
        .set("X-Forwarded-For", randomAddress())
        .type("form")
        .send({ csrfToken: csrf.body.csrfToken as string, email: user.email, password, json: "true" })
        .expect(200);
      expect(res.body).toEqual({ url: "https://storyloom.example" });
      const line = setCookieLine(res, "__Host-storyloom.session-token") ?? "";
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(setCookieLine(res, SESSION_COOKIE)).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
