import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { createCustomDomain, createUser } from "@storyloom/testkit/factories";
import {
  checkEmailTaken,
  confirmPasswordReset,
  createApiClient,
  createAuthClient,
  createInternalApiClient,
  createRedirectToken,
  getReaderProfile,
  listAdminUsers,
  requestPasswordReset,
  resolveSiteOfHost,
  setUserStatus,
  signUp,
  startImpersonation,
  stopImpersonation,
  updateReaderProfile,
} from "./index.ts";
import type { FetchLike } from "./index.ts";

let ctx: TestContext;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

/** fetch with a cookie jar, standing in for the browser. */
function browserFetch(): FetchLike {
  const jar = new Map<string, string>();
  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("x-forwarded-for", `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    }
    return response;
  };
}

/** A browser's clients: product and sign-in, sharing one cookie jar. */
function browser() {
  const fetch = browserFetch();
  return { api: createApiClient({ baseUrl, fetch }), auth: createAuthClient({ baseUrl, fetch }) };
}

/** A fresh account signed in through the sign-in client, as the storefront's form does. */
async function signedInBrowser(options: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(ctx.db.knex, options);
  const client = browser();
  const provider = options.admin ? "admin-credentials" : "credentials";
  expect((await client.auth.signIn(provider, { email: created.user.email, password: created.password, redirect: false })).ok).toBe(true);
  return { ...client, ...created };
}

describe("the typed client against the API", () => {
  it("signs up, signs in, reads the session, updates it and signs out", async () => {
    const { api, auth } = browser();
    const email = `client-${Date.now()}@example.test`;

    const created = await signUp(api, { email, password: "long enough", name: "Client" });
    expect(created.user.email).toBe(email);
    expect(await checkEmailTaken(api, { email })).toEqual({ isEmailTaken: true });

    const rejected = await signUp(api, { email, password: "long enough", name: "Again" }).catch((e: unknown) => e);
    expect(rejected).toEqual({
      error: { code: "conflict", message: "An account with this email already exists.", fields: { email: "An account with this email already exists." } },
    });

    const wrong = await auth.signIn("credentials", { email, password: "wrong password", redirect: false });
    expect(wrong).toEqual({ error: "CredentialsSignin", status: 401, ok: false, url: null, message: "Incorrect email or password." });
    expect(await auth.getSession()).toBeNull();

    const ok = await auth.signIn("credentials", { email, password: "long enough", callbackUrl: "/read", redirect: false });
    expect(ok).toEqual({ error: null, status: 200, ok: true, url: `${ctx.config.publicUrl}/read` });
    expect((await auth.getSession())?.user.email).toBe(email);

    expect((await auth.updateSession({ readerProfile: { theme: "DARK" } }))?.user.readerProfile?.theme).toBe("DARK");

    expect(await auth.signOut({ redirect: false })).toEqual({ url: ctx.config.publicUrl });
    expect(await auth.getSession()).toBeNull();
  });

  it("resets a password with the mailed link's token", async () => {
    const { user } = await createUser(ctx.db.knex);
    const { api, auth } = browser();
    expect(await requestPasswordReset(api, { email: user.email })).toEqual({ ok: true });
    // The workers' mail.send job, run here.
    await ctx.deliverQueuedMail();
    const mail = (await ctx.readOutbox()).findLast((m) => m.to === user.email);
    const token = new URL(/(http\S+\/auth\/forgotPassword\?token=\S+)/.exec(mail?.text ?? "")?.[1] ?? "http://x/").searchParams.get("token") ?? "";

    expect(await confirmPasswordReset(api, { token, password: "a brand new one" })).toEqual({ ok: true });
    expect((await auth.signIn("credentials", { email: user.email, password: "a brand new one", redirect: false })).ok).toBe(true);
  });

  it("reads and saves the reader's settings", async () => {
    const { api, readerProfile } = await signedInBrowser({ name: "Rita" });
    const { id, name, imgUrl, fontSize, fontType, lineSpacing, theme } = readerProfile;
    expect(await getReaderProfile(api)).toEqual({ readerProfile: { id, name, imgUrl, fontSize, fontType, lineSpacing, theme } });
    const saved = await updateReaderProfile(api, { theme: "dark", fontSize: 26 });
    expect(saved.readerProfile).toMatchObject({ theme: "DARK", fontSize: 26 });
    expect((await getReaderProfile(api)).readerProfile).toEqual(saved.readerProfile);
  });

  it("answers the consent page's POST with the custom domain's redemption url", async () => {
    const { api, auth } = await signedInBrowser();
    const domain = await createCustomDomain(ctx.db.knex);
    const redirectTo = `http://${domain.name}/table-contents`;
    const issued = await createRedirectToken(api, { redirectTo, state: "flow-state", codeChallenge: "c".repeat(43), csrfToken: await auth.getCsrfToken() });
    const url = new URL(issued.url);
    expect([url.origin, url.pathname, url.searchParams.get("state")]).toEqual([`http://${domain.name}`, "/api/auth/rt", "flow-state"]);
    expect(url.searchParams.get("rt")).toMatch(/^[a-z2-7]{52}$/);
  });

  it("lets an admin find, suspend, reactivate and impersonate a user", async () => {
    const admin = await signedInBrowser({ admin: true });
    const { user } = await createUser(ctx.db.knex, { name: `Needle ${Date.now()}` });

    const page = await listAdminUsers(admin.api, { query: user.email, page: 1, pageSize: 25 });
    expect(page).toEqual({
      items: [
        {
          id: user.id,
          email: user.email,
          name: expect.stringMatching(/^Needle /),
          status: "ACTIVE",
          aiSuspendedByModeration: false,
          createdAt: user.createdAt.toISOString(),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });

    expect((await setUserStatus(admin.api, user.id, { status: "SUSPENDED" })).user.status).toBe("SUSPENDED");
    expect((await setUserStatus(admin.api, user.id, { status: "ACTIVE" })).user.status).toBe("ACTIVE");

    const impersonated = await startImpersonation(admin.api, { userId: user.id });
    expect(impersonated).toMatchObject({ user: { id: user.id, adminId: admin.user.id } });
    expect((await admin.auth.getSession())?.user.email).toBe(user.email);

    const restored = await stopImpersonation(admin.api);
    expect(restored).toMatchObject({ user: { id: admin.user.id, permissions: ["ADMIN"] } });
    expect((await admin.auth.getSession())?.user.adminId).toBeUndefined();
  });

  it("resolves hosts through the internal client", async () => {
    const internal = createInternalApiClient({ baseUrl, fetch: browserFetch() });
    const domain = await createCustomDomain(ctx.db.knex);
    expect(await resolveSiteOfHost(internal, { host: "localhost:8080" })).toEqual({ kind: "platform" });
    expect(await resolveSiteOfHost(internal, { host: domain.name.toUpperCase() })).toEqual({ kind: "book", bookId: domain.bookId });
    expect(await resolveSiteOfHost(internal, { host: "nobody.example.test" })).toBeNull();
  });
});
