import request from "supertest";
import type { Agent, Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session, SiteGrant } from "@storyloom/db/models";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";
import { pkceChallenge } from "@storyloom/domain/services/sessions/siteGrants.ts";
import { createBook, createCustomDomain, createUser } from "@storyloom/testkit/factories";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { SESSION_COOKIE, SITE_FLOW_COOKIE, getCsrfToken, randomAddress, setCookieValue, signIn } from "./testing.ts";

/*
 * Signing in on a custom domain (docs/security.md, "Custom domains"): the
 * domain starts a flow, the platform's consent page POSTs, the domain redeems
 * the code. Every request goes to the API with the Host the browser would
 * send; a browser keeps one cookie jar per host, as a real one does.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PLATFORM_HOST = "localhost:8080";

/** A browser: one cookie jar per host, and every request says which host it is for. */
class Browser {
  readonly #agents = new Map<string, Agent>();
  readonly #address = randomAddress();

  agent(host: string): Agent {
    let agent = this.#agents.get(host);
    if (!agent) {
      agent = request.agent(ctx.app);
      this.#agents.set(host, agent);
    }
    return agent;
  }

  get(url: string): Promise<Response> {
    const target = new URL(url, `http://${PLATFORM_HOST}`);
    return this.agent(target.host).get(`${target.pathname}${target.search}`).set("Host", target.host).set("X-Forwarded-For", this.#address);
  }

  async signIn(email: string, password: string): Promise<void> {
    await signIn(this.agent(PLATFORM_HOST), email, password).expect(200);
  }

  /** The consent page's POST, as the storefront makes it for this browser (its cookies, its CSRF token). */
  async consent(consentPage: string): Promise<Response> {
    const platform = this.agent(PLATFORM_HOST);
    const csrfToken = await getCsrfToken(platform);
    const query = new URL(consentPage).searchParams;
    return platform
      .post("/api/v1/users/redirect-token")
      .set("X-Forwarded-For", this.#address)
      .send({ redirectTo: query.get("to"), state: query.get("state"), codeChallenge: query.get("codeChallenge"), csrfToken });
  }

  async sessionOn(host: string): Promise<{ user?: { email: string; permissions: string[] } }> {
    return (await this.get(`http://${host}/api/auth/session`)).body as { user?: { email: string; permissions: string[] } };
  }
}

async function liveDomain(prefix: string): Promise<string> {
  return (await createCustomDomain(ctx.db.knex, { name: `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example.com` })).name;
}

/** Runs the whole flow in `browser` for `host`: start, consent, redeem. Answers the redemption's response. */
async function signInOnSite(browser: Browser, host: string, path = "/table-contents"): Promise<Response> {
  const start = await browser.get(`http://${host}/api/auth/rt/start?redirectTo=${encodeURIComponent(`http://${host}${path}`)}`);
  expect(start.status).toBe(302);
  const consented = await browser.consent(start.headers.location as string);
  expect(consented.status, JSON.stringify(consented.body)).toBe(200);
  return browser.get((consented.body as { url: string }).url);
}

describe("signing in on a custom domain", () => {
  it("starts on the domain, asks the platform's consent page, and redeems the code for a session of that host only", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("grant");
    const browser = new Browser();
    await browser.signIn(user.email, password);

    const start = await browser.get(`http://${host}/api/auth/rt/start?redirectTo=${encodeURIComponent(`http://${host}/table-contents`)}`);
    expect(start.status).toBe(302);
    const consentPage = new URL(start.headers.location as string);
    expect(`${consentPage.origin}${consentPage.pathname}`).toBe(`${ctx.config.publicUrl}/auth/site`);
    expect(consentPage.searchParams.get("to")).toBe(`http://${host}/table-contents`);
    const flow = setCookieValue(start, SITE_FLOW_COOKIE);
    const [state, verifier] = flow?.split(".") ?? [];
    expect(consentPage.searchParams.get("state")).toBe(state);
    expect(consentPage.searchParams.get("codeChallenge")).toBe(pkceChallenge(verifier ?? ""));
    // Nothing is minted by a GET.
    expect(await SiteGrant.query(ctx.db.knex).where({ userId: user.id }).resultSize()).toBe(0);

    const consented = await browser.consent(consentPage.toString());
    expect(consented.status).toBe(200);
    const redeemAt = new URL((consented.body as { url: string }).url);
    expect(`${redeemAt.origin}${redeemAt.pathname}`).toBe(`http://${host}/api/auth/rt`);
    expect(redeemAt.searchParams.get("state")).toBe(state);
    const code = redeemAt.searchParams.get("rt") ?? "";

    const redeemed = await browser.get(redeemAt.toString());
    expect(redeemed.status).toBe(302);
    expect(redeemed.headers.location).toBe(`http://${host}/table-contents`);
    const token = setCookieValue(redeemed, SESSION_COOKIE) ?? "";
    const stored = await Session.query(ctx.db.knex).findById(sha256Hex(token));
    expect(stored).toMatchObject({ userId: user.id, host, adminId: null });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600_000);
    expect((await SiteGrant.query(ctx.db.knex).findById(sha256Hex(code)))?.usedAt).not.toBeNull();

    expect((await browser.sessionOn(host)).user?.email).toBe(user.email);
    // The same cookie is nobody on the platform and on another domain.
    const cookie = `${SESSION_COOKIE}=${token}`;
    const other = await liveDomain("other");
    for (const elsewhere of [PLATFORM_HOST, other]) {
      const res = await request(ctx.app).get("/api/auth/session").set("Host", elsewhere).set("Cookie", cookie).expect(200);
      expect(res.body, elsewhere).toEqual({});
      await request(ctx.app).get("/api/v1/readers/bookshelf").set("Host", elsewhere).set("Cookie", cookie).expect(401);
    }
    // A replayed code signs nobody in.
    const replay = await new Browser().get(redeemAt.toString());
    expect(replay.headers.location).toBe("/");
    expect(setCookieValue(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it("scopes the session to reader calls: reading, bookshelf and settings work there; purchases, the studio, admin and account security do not", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("scope");
    const browser = new Browser();
    await browser.signIn(user.email, password);
    await signInOnSite(browser, host);
    const site = (method: "get" | "post", path: string) => browser.agent(host)[method](path).set("Host", host).set("X-Forwarded-For", randomAddress());

    await site("get", "/api/v1/readers/bookshelf").expect(200);
    await site("get", "/api/v1/readers/profile").expect(200);
    // The reader's purchases from every author, and their receipts, are not the site's to see.
    await site("get", "/api/v1/readers/purchases").expect(401);
    await site("get", "/api/v1/readers/purchases/1").expect(401);
    await site("get", "/api/v1/books").expect(401);
    await site("get", "/api/v1/author-profiles").expect(401);
    await site("get", "/api/v1/balance").expect(401);
    await site("post", "/api/v1/account/password").send({ currentPassword: password, newPassword: "a new long password" }).expect(401);
    await site("post", "/api/v1/account/sign-out-others").send({}).expect(401);
    // It cannot hand itself on to another domain either.
    await site("post", "/api/v1/users/redirect-token").send({}).expect(401);
  });

  it("ends with the platform session that consented, and never outlives 30 days", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("ends");
    const browser = new Browser();
    await browser.signIn(user.email, password);
    await signInOnSite(browser, host);
    expect((await browser.sessionOn(host)).user?.email).toBe(user.email);

    const platform = browser.agent(PLATFORM_HOST);
    const csrfToken = await getCsrfToken(platform);
    await platform.post("/api/auth/signout").type("form").send({ csrfToken, json: "true" }).expect(200);
    expect(await browser.sessionOn(host)).toEqual({});
    expect(await Session.query(ctx.db.knex).where({ userId: user.id }).resultSize()).toBe(0);

    // A session of the domain that has lived 30 days ends, however active.
    await browser.signIn(user.email, password);
    await signInOnSite(browser, host);
    await Session.query(ctx.db.knex)
      .where({ userId: user.id, host })
      .patch({ createdAt: new Date(Date.now() - 30 * 24 * 3600_000 - 1000) });
    expect(await browser.sessionOn(host)).toEqual({});
  });

  it("stops counting when the domain stops being live", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const domain = await createCustomDomain(ctx.db.knex, { name: `revoked-${Date.now()}.example.com` });
    const browser = new Browser();
    await browser.signIn(user.email, password);
    await signInOnSite(browser, domain.name);
    expect((await browser.sessionOn(domain.name)).user?.email).toBe(user.email);
    await domain.$query(ctx.db.knex).patch({ ownershipVerifiedAt: null, certificateStatus: "VALIDATION_PENDING" });
    expect(await browser.sessionOn(domain.name)).toEqual({});
  });

  it("refuses a code redeemed with another flow's state or verifier, on another host, or after 120000 ms", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("mismatch");
    const other = await liveDomain("mismatch-other");
    const mint = async (): Promise<{ browser: Browser; url: URL; flow: string }> => {
      const browser = new Browser();
      await browser.signIn(user.email, password);
      const start = await browser.get(`http://${host}/api/auth/rt/start`);
      const consented = await browser.consent(start.headers.location as string);
      return { browser, url: new URL((consented.body as { url: string }).url), flow: setCookieValue(start, SITE_FLOW_COOKIE) ?? "" };
    };
    const noSession = (res: Response) => {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/");
      expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
    };

    const wrongState = await mint();
    wrongState.url.searchParams.set("state", "not-the-flows-state");
    noSession(await wrongState.browser.get(wrongState.url.toString()));

    const anotherBrowser = await mint();
    noSession(await new Browser().get(anotherBrowser.url.toString()));

    const wrongVerifier = await mint();
    const state = wrongVerifier.url.searchParams.get("state") ?? "";
    const forged = await request(ctx.app)
      .get(`${wrongVerifier.url.pathname}${wrongVerifier.url.search}`)
      .set("Host", host)
      .set("Cookie", `${SITE_FLOW_COOKIE}=${state}.${"v".repeat(52)}`);
    noSession(forged);

    // The right flow and code, taken to another live domain (its owner replaying what they saw).
    const otherHost = await mint();
    noSession(
      await request(ctx.app).get(`${otherHost.url.pathname}${otherHost.url.search}`).set("Host", other).set("Cookie", `${SITE_FLOW_COOKIE}=${otherHost.flow}`),
    );

    const late = await mint();
    await SiteGrant.query(ctx.db.knex)
      .findById(sha256Hex(late.url.searchParams.get("rt") ?? ""))
      .patch({ expiresAt: new Date(Date.now() - 1) });
    noSession(await late.browser.get(late.url.toString()));
  });

  it("never grants to an admin, an impersonation, a pending domain, the platform or an unknown host", async () => {
    const admin = await createUser(ctx.db.knex, { admin: true });
    const host = await liveDomain("admins");
    const adminBrowser = new Browser();
    await signIn(adminBrowser.agent(PLATFORM_HOST), admin.user.email, admin.password).expect(200);
    const start = await adminBrowser.get(`http://${host}/api/auth/rt/start`);
    const refused = await adminBrowser.consent(start.headers.location as string);
    expect(refused.status).toBe(403);
    expect((refused.body as { error: { message: string } }).error.message).toMatch(/stay on the platform/);

    const target = await createUser(ctx.db.knex);
    await adminBrowser.agent(PLATFORM_HOST).post("/api/v1/admin/impersonation").send({ userId: target.user.id }).expect(200);
    const asUser = await adminBrowser.consent(start.headers.location as string);
    expect(asUser.status).toBe(403);

    const { user, password } = await createUser(ctx.db.knex);
    const reader = new Browser();
    await reader.signIn(user.email, password);
    const pending = await createCustomDomain(ctx.db.knex, { name: `pending-${Date.now()}.example.com`, pending: true });
    const codeChallenge = pkceChallenge("v".repeat(43));
    for (const redirectTo of [`http://${pending.name}/`, `${ctx.config.publicUrl}/read`, "https://evil.example/"]) {
      const res = await reader.consent(`${ctx.config.publicUrl}/auth/site?${new URLSearchParams({ to: redirectTo, state: "s", codeChallenge })}`);
      expect(res.status, redirectTo).toBe(400);
      expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        redirectTo: "Redirect target must be one of the platform's live custom domains.",
      });
    }
    // A pending domain cannot even start a flow: its start sends the browser to the platform.
    const pendingStart = await reader.get(`http://${pending.name}/api/auth/rt/start`);
    expect(pendingStart.headers.location).toBe(ctx.config.publicUrl);
    expect(setCookieValue(pendingStart, SITE_FLOW_COOKIE)).toBeUndefined();
    expect(await SiteGrant.query(ctx.db.knex).where({ userId: user.id }).resultSize()).toBe(0);
  });

  it("mints only from the consent page's POST: no CSRF token, a cross-site request or a GET get nothing", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("csrf");
    const browser = new Browser();
    await browser.signIn(user.email, password);
    const start = await browser.get(`http://${host}/api/auth/rt/start`);
    const query = new URL(start.headers.location as string).searchParams;
    const body = { redirectTo: query.get("to"), state: query.get("state"), codeChallenge: query.get("codeChallenge") };
    const platform = browser.agent(PLATFORM_HOST);
    const noToken = await platform.post("/api/v1/users/redirect-token").send({ ...body, csrfToken: "forged" });
    expect(noToken.status).toBe(403);
    const csrfToken = await getCsrfToken(platform);
    await platform
      .post("/api/v1/users/redirect-token")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ ...body, csrfToken })
      .expect(403);
    await platform.get("/api/v1/users/redirect-token").expect(404);
    expect(await SiteGrant.query(ctx.db.knex).where({ userId: user.id }).resultSize()).toBe(0);
  });

  it("signs in with a password on the platform only", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const host = await liveDomain("password");
    const agent = request.agent(ctx.app);
    const csrf = await agent.get("/api/auth/csrf").set("Host", host);
    const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
    const res = await agent
      .post("/api/auth/callback/credentials")
      .set("Host", host)
      .type("form")
      .send({ csrfToken, email: user.email, password, json: "true" });
    expect(res.status).toBe(403);
    expect(setCookieValue(res, SESSION_COOKIE)).toBeUndefined();
  });

  it("replays the security review's attack step by step: the attacker ends with no session", async () => {
    // The victim: an admin, signed in on the platform.
    const victim = await createUser(ctx.db.knex, { admin: true });
    const victimBrowser = new Browser();
    await signIn(victimBrowser.agent(PLATFORM_HOST), victim.user.email, victim.password, "admin-credentials").expect(200);
    expect((await victimBrowser.sessionOn(PLATFORM_HOST)).user?.permissions).toEqual(["ADMIN"]);

    // 1. The attacker, an author, registers a domain for a book of their own: a claim nobody has proved.
    const attacker = await createUser(ctx.db.knex);
    const attackerBrowser = new Browser();
    await attackerBrowser.signIn(attacker.user.email, attacker.password);
    const book = await createBook(ctx.db.knex, { authorId: attacker.authorProfile.id });
    const evil = `evil-${Date.now()}.example.com`;
    const claimed = await attackerBrowser.agent(PLATFORM_HOST).post("/api/v1/custom-domains").send({ name: evil, bookId: book.id });
    expect(claimed.status).toBe(201);
    expect(claimed.body.domain.certificateStatus).toBe("VALIDATION_PENDING");

    // 2. The victim follows links to it: nothing is minted on a GET, and a pending domain is no target.
    const start = await victimBrowser.get(`http://${evil}/api/auth/rt/start?redirectTo=${encodeURIComponent(`http://${evil}/`)}`);
    expect(start.headers.location).toBe(ctx.config.publicUrl);
    expect(setCookieValue(start, SITE_FLOW_COOKIE)).toBeUndefined();
    const signInPage = await victimBrowser.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(`http://${evil}/`)}`);
    expect(signInPage.headers.location).not.toContain(evil);
    const asked = await victimBrowser.consent(
      `${ctx.config.publicUrl}/auth/site?${new URLSearchParams({ to: `http://${evil}/`, state: "s", codeChallenge: pkceChallenge("v".repeat(43)) })}`,
    );
    expect(asked.status).toBe(403);
    expect(await SiteGrant.query(ctx.db.knex).where({ userId: victim.user.id }).resultSize()).toBe(0);

    // 3. The re-binding by a key given in the URL is gone.
    await victimBrowser.get(`/api/auth/rt/bind?rt=x.y&key=${sha256Hex("attacker-key")}`).then((res) => expect(res.status).toBe(404));

    // 4. The attacker trades whatever it has from its own client, on its host: no session, on any host.
    const traded = await attackerBrowser.get(`http://${evil}/api/auth/rt?rt=x.y&state=s`);
    expect(setCookieValue(traded, SESSION_COOKIE)).toBeUndefined();

    // Even once the attacker proves the domain is theirs, the admin gets no grant, and a reader's grant is a reader's session of that host only.
    await ctx.db.knex("customDomains").where({ name: evil }).update({ ownershipVerifiedAt: new Date(), certificateStatus: "VALIDATED" });
    const liveStart = await victimBrowser.get(`http://${evil}/api/auth/rt/start`);
    expect((await victimBrowser.consent(liveStart.headers.location as string)).status).toBe(403);
    const reader = await createUser(ctx.db.knex);
    const readerBrowser = new Browser();
    await readerBrowser.signIn(reader.user.email, reader.password);
    const granted = await signInOnSite(readerBrowser, evil, "/");
    const stolen = `${SESSION_COOKIE}=${setCookieValue(granted, SESSION_COOKIE) ?? ""}`;
    const onPlatform = await request(ctx.app).get("/api/auth/session").set("Cookie", stolen).expect(200);
    expect(onPlatform.body).toEqual({});
    await request(ctx.app).get("/api/v1/admin/users").set("Host", evil).set("Cookie", stolen).expect(401);
    await request(ctx.app).get("/api/v1/books").set("Host", evil).set("Cookie", stolen).expect(401);

    for (const host of [PLATFORM_HOST, evil])
      expect(await attackerBrowser.sessionOn(host), host).toEqual(
        host === PLATFORM_HOST ? expect.objectContaining({ user: expect.objectContaining({ email: attacker.user.email }) }) : {},
      );
    expect(await victimBrowser.sessionOn(evil)).toEqual({});
  });
});
