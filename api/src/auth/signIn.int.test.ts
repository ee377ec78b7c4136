import request from "supertest";
import { describe, expect, it } from "vitest";
import { Session, UserPermissions } from "@storyloom/db/models";
import { RATE_LIMITS } from "@storyloom/domain/rateLimit.ts";
import { createCustomDomain, createUser } from "@storyloom/testkit/factories";
import { authFlowTests } from "./flowTests.ts";
import { CSRF_COOKIE, getCsrfToken, randomAddress, SESSION_COOKIE, setCookieLine, setCookieValue, signIn } from "./testing.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";

const { ctx, publicUrl, agent, credentialsError, csrfFailure } = authFlowTests();

describe("POST /api/auth/callback/{provider}", () => {
  it("signs in with json=true: sets an HttpOnly SameSite=Lax session cookie and answers { url }", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const res = await signIn(a, user.email, password, "credentials", { callbackUrl: "/books" }).expect(200);
    expect(res.body).toEqual({ url: `${publicUrl}/books` });
    const line = setCookieLine(res, SESSION_COOKIE) ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/);
    const token = setCookieValue(res, SESSION_COOKIE) ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored.
    const row = await Session.query(ctx.db.knex).findById(sha256Hex(token));
    expect(row?.userId).toBe(user.id);
    expect(await Session.query(ctx.db.knex).findById(token)).toBeUndefined();
  });

  it("accepts the e-mail in any case and with spaces", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    await signIn(agent(), `  ${user.email.toUpperCase()} `, password).expect(200);
  });

  it("POST signin/{provider} works like callback/{provider}", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const res = await a.post("/api/auth/signin/credentials").send({ csrfToken, email: user.email, password, json: true }).expect(200);
    expect(res.body).toEqual({ url: publicUrl });
  });

  it("redirects a plain form post (no json) to the callbackUrl", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const res = await a.post("/api/auth/callback/credentials").type("form").send({ csrfToken, email: user.email, password, callbackUrl: "/read" }).expect(302);
    expect(res.headers.location).toBe(`${publicUrl}/read`);
  });

  it("answers 401 with error=CredentialsSignin for a wrong password and signs nobody in", async () => {
    const { user } = await createUser(ctx.db.knex);
    const a = agent();
    const res = await signIn(a, user.email, "wrong password").expect(401);
    expect(res.body).toEqual({
      url: credentialsError(),
      error: { code: "invalid_credentials", message: "Incorrect email or password." },
    });
    expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
    expect((await a.get("/api/auth/session")).body).toEqual({});
  });

  it("answers the same for an unknown e-mail", async () => {
    const res = await signIn(agent(), "nobody-here@example.test", "whatever1").expect(401);
    expect(res.body.url).toBe(credentialsError());
  });

  it("redirects a failed plain form post back to the sign-in page", async () => {
    const { user } = await createUser(ctx.db.knex);
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const res = await a
      .post("/api/auth/callback/credentials")
      .set("X-Forwarded-For", randomAddress())
      .type("form")
      .send({ csrfToken, email: user.email, password: "nope-nope", callbackUrl: "/books" })
      .expect(302);
    expect(res.headers.location).toBe(`/auth/login?error=CredentialsSignin&callbackUrl=${encodeURIComponent(`${publicUrl}/books`)}`);
  });

  it("rejects a missing CSRF token and signs nobody in", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    await getCsrfToken(a);
    const res = await a.post("/api/auth/callback/credentials").type("form").send({ email: user.email, password, json: "true" }).expect(403);
    expect(res.body).toEqual({
      url: csrfFailure(),
      error: { code: "csrf_failed", message: "The form has expired. Reload the page and try again." },
    });
    expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
    expect((await a.get("/api/auth/session")).body).toEqual({});
  });

  it("rejects a wrong CSRF token, and a right token without its cookie", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const wrong = await a
      .post("/api/auth/callback/credentials")
      .type("form")
      .send({ csrfToken: `${csrfToken}x`, email: user.email, password, json: "true" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.url).toBe(csrfFailure());
    // Another browser (no csrf cookie) replaying the token.
    const replay = await request(ctx.app).post("/api/auth/callback/credentials").type("form").send({ csrfToken, email: user.email, password, json: "true" });
    expect(replay.status).toBe(403);
    expect(replay.body.url).toBe(csrfFailure());
    expect(setCookieValue(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it("redirects a plain form post without CSRF to signin?csrf=true", async () => {
    const res = await request(ctx.app).post("/api/auth/callback/credentials").type("form").send({ email: "a@example.test", password: "x" }).expect(302);
    expect(res.headers.location).toBe(csrfFailure());
  });

  it("refuses a suspended user with 403 AccessDenied", async () => {
    const { user, password } = await createUser(ctx.db.knex, { status: "SUSPENDED" });
    const res = await signIn(agent(), user.email, password).expect(403);
    expect(res.body).toEqual({
      url: `${publicUrl}/api/auth/error?error=AccessDenied`,
      error: { code: "account_suspended", message: "This account is suspended." },
    });
    expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
  });

  it("issues a new session id on sign-in and deletes the one the browser had (no fixation)", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const first = setCookieValue(await signIn(a, user.email, password).expect(200), SESSION_COOKIE) ?? "";
    const second = setCookieValue(await signIn(a, user.email, password).expect(200), SESSION_COOKIE) ?? "";
    expect(second).not.toBe(first);
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(first))).toBeUndefined();
    // A token planted before sign-in (an attacker's own session) is replaced, not adopted.
    const { user: attacker, password: attackerPassword } = await createUser(ctx.db.knex);
    const planted = setCookieValue(await signIn(agent(), attacker.email, attackerPassword).expect(200), SESSION_COOKIE) ?? "";
    const csrf = await request(ctx.app).get("/api/auth/csrf").expect(200);
    const csrfCookie = setCookieValue(csrf, CSRF_COOKIE) ?? "";
    const res = await request(ctx.app)
      .post("/api/auth/callback/credentials")
      .set("Cookie", `${SESSION_COOKIE}=${planted}; ${CSRF_COOKIE}=${encodeURIComponent(csrfCookie)}`)
      .set("X-Forwarded-For", randomAddress())
      .type("form")
      .send({ csrfToken: csrf.body.csrfToken as string, email: user.email, password, json: "true" })
      .expect(200);
    const after = setCookieValue(res, SESSION_COOKIE) ?? "";
    expect(after).not.toBe(planted);
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(planted))).toBeUndefined();
    const session = await request(ctx.app).get("/api/auth/session").set("Cookie", `${SESSION_COOKIE}=${after}`);
    expect(session.body.user.id).toBe(user.id);
  });

  it("answers 404 with the sign-in url for an unknown provider, and redirects a form post to sign-in", async () => {
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const res = await a.post("/api/auth/callback/github").send({ csrfToken, email: "a@example.test", password: "x", json: true }).expect(404);
    expect(res.body).toEqual({ url: `${publicUrl}/api/auth/signin`, error: { code: "not_found", message: "Unknown sign-in provider." } });
    for (const name of ["github", "constructor", "__proto__"]) {
      const form = await a.post(`/api/auth/callback/${name}`).type("form").send({ csrfToken, email: "a@example.test", password: "x" }).expect(302);
      expect(form.headers.location).toBe(`/auth/login?callbackUrl=${encodeURIComponent(publicUrl)}`);
    }
  });

  it("follows only same-site or custom-domain callbackUrls", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const evil = await signIn(agent(), user.email, password, "credentials", { callbackUrl: "https://evil.example/phish" }).expect(200);
    expect(evil.body.url).toBe(publicUrl);
    const protocolRelative = await signIn(agent(), user.email, password, "credentials", { callbackUrl: "//evil.example/x" }).expect(200);
    expect(protocolRelative.body.url).toBe(publicUrl);
    const domain = await createCustomDomain(ctx.db.knex, { name: `mybook-${Date.now()}.example.test` });
    const custom = await signIn(agent(), user.email, password, "credentials", { callbackUrl: `https://${domain.name}/table-contents` }).expect(200);
    expect(custom.body.url).toBe(`https://${domain.name}/table-contents`);
    const deleted = await createCustomDomain(ctx.db.knex, { name: `gone-${Date.now()}.example.test`, isDeleted: true });
    const gone = await signIn(agent(), user.email, password, "credentials", { callbackUrl: `https://${deleted.name}/` }).expect(200);
    expect(gone.body.url).toBe(publicUrl);
  });
});

describe("admin-credentials", () => {
  it("signs in an admin with an unexpired ADMIN permission", async () => {
    const { user, password } = await createUser(ctx.db.knex, { admin: { expiresAt: new Date(Date.now() + 3600_000) } });
    const a = agent();
    await signIn(a, user.email, password, "admin-credentials").expect(200);
    expect((await a.get("/api/auth/session")).body.user.permissions).toEqual(["ADMIN"]);
  });

  it("refuses a user whose ADMIN permission expired, and shows no permissions in their session", async () => {
    const { user, password } = await createUser(ctx.db.knex, { admin: { expiresAt: new Date(Date.now() - 1000) } });
    const refused = await signIn(agent(), user.email, password, "admin-credentials").expect(401);
    expect(refused.body.url).toBe(credentialsError("admin-credentials"));
    const a = agent();
    await signIn(a, user.email, password, "credentials").expect(200);
    expect((await a.get("/api/auth/session")).body.user.permissions).toEqual([]);
  });

  it("refuses a user without any ADMIN permission", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const res = await signIn(agent(), user.email, password, "admin-credentials").expect(401);
    expect(res.body.url).toBe(credentialsError("admin-credentials"));
  });

  it("drops ADMIN from a live session as soon as the permission expires", async () => {
    const { user, password } = await createUser(ctx.db.knex, { admin: true });
    const a = agent();
    await signIn(a, user.email, password, "admin-credentials").expect(200);
    expect((await a.get("/api/auth/session")).body.user.permissions).toEqual(["ADMIN"]);
    await UserPermissions.query(ctx.db.knex)
      .patch({ expiresAt: new Date(Date.now() - 1) })
      .where({ userId: user.id });
    expect((await a.get("/api/auth/session")).body.user.permissions).toEqual([]);
  });

  it("redirects a failed plain form post to the admin sign-in page", async () => {
    const { user } = await createUser(ctx.db.knex);
    const a = agent();
    const csrfToken = await getCsrfToken(a);
    const res = await a
      .post("/api/auth/callback/admin-credentials")
      .set("X-Forwarded-For", randomAddress())
      .type("form")
      .send({ csrfToken, email: user.email, password: "bad-password" })
      .expect(302);
    expect(res.headers.location).toBe(`/auth/adminLogin?error=CredentialsSignin&callbackUrl=${encodeURIComponent(publicUrl)}`);
  });
});

describe("suspension of a signed-in user", () => {
  it("ends the existing session: the next request is anonymous and the row is gone", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const a = agent();
    const token = setCookieValue(await signIn(a, user.email, password).expect(200), SESSION_COOKIE) ?? "";
    await ctx.db.knex("users").where({ id: user.id }).update({ status: "SUSPENDED" });
    expect((await a.get("/api/auth/session")).body).toEqual({});
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(token))).toBeUndefined();
  });
});

describe("rate limit", () => {
  const limits = RATE_LIMITS.signIn.rules;

  it("answers the 6th attempt within a minute from one address with 429, even with the right password", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const address = randomAddress();
    for (let i = 0; i < limits.accountAddress.points; i += 1) {
      await signIn(agent(), user.email, `wrong-${i}`, "credentials", { address }).expect(401);
    }
    const res = await signIn(agent(), user.email, password, "credentials", { address }).expect(429);
    expect(res.body).toEqual({
      url: `${publicUrl}/api/auth/error?error=RateLimited&provider=credentials`,
      error: { code: "rate_limited", message: "Too many sign-in attempts. Please wait a minute and try again." },
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
  });

  it("does not lock the owner out: wrong passwords from one address leave every other address alone, admins included", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const admin = await createUser(ctx.db.knex, { admin: true });
    const attacker = randomAddress();
    for (let i = 0; i < limits.accountAddress.points + 3; i += 1) {
      await signIn(agent(), user.email, `wrong-${i}`, "credentials", { address: attacker }).expect(i < limits.accountAddress.points ? 401 : 429);
      await signIn(agent(), admin.user.email, `wrong-${i}`, "admin-credentials", { address: attacker }).expect(i < limits.accountAddress.points ? 401 : 429);
    }
    await signIn(agent(), user.email, password).expect(200);
    await signIn(agent(), admin.user.email, admin.password, "admin-credentials").expect(200);
  });

  it("counts failures per account and address whatever the e-mail's case", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const address = randomAddress();
    for (let i = 0; i < limits.accountAddress.points; i += 1) {
      await signIn(agent(), i % 2 ? user.email.toUpperCase() : user.email, `wrong-${i}`, "credentials", { address }).expect(401);
    }
    await signIn(agent(), user.email, password, "credentials", { address }).expect(429);
  });

  it("counts failures per client address across accounts", async () => {
    const address = randomAddress();
    for (let i = 0; i < limits.address.points; i += 1) {
      await signIn(agent(), `someone-${i}-${address}@example.test`, "wrong-password", "credentials", { address }).expect(401);
    }
    const { user, password } = await createUser(ctx.db.knex);
    await signIn(agent(), user.email, password, "credentials", { address }).expect(429);
    // The same account from another address is not blocked.
    await signIn(agent(), user.email, password).expect(200);
  });

  it("stops a guess spread over many addresses at the slower per-account ceiling", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    for (let i = 0; i < limits.account.points; i += 1) await signIn(agent(), user.email, `wrong-${i}`).expect(401);
    await signIn(agent(), user.email, password).expect(429);
  });

  it("does not count successful sign-ins", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const address = randomAddress();
    for (let i = 0; i < 7; i += 1) await signIn(agent(), user.email, password, "credentials", { address }).expect(200);
  });
});
