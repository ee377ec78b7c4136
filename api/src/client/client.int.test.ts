import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { createApiClient, createAuthClient } from "./index.ts";
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

describe("the typed client against the API", () => {
  it("signs up, signs in, reads the session, updates it and signs out", async () => {
    const fetch = browserFetch();
    const api = createApiClient({ baseUrl, fetch });
    const auth = createAuthClient({ baseUrl, fetch });
    const email = `client-${Date.now()}@example.test`;

    const created = await api.post<{ user: { id: number; email: string } }>("/users", { email, password: "long enough", name: "Client" });
    expect(created.user.email).toBe(email);
    expect(await api.get("/users/is-email-taken", { query: { email } })).toEqual({ isEmailTaken: true });

    const rejected = await api.post("/users", { email, password: "long enough", name: "Again" }).catch((e: unknown) => e);
    expect(rejected).toEqual({
      error: { code: "conflict", message: "An account with this email already exists.", fields: { email: "An account with this email already exists." } },
    });

    const wrong = await auth.signIn("credentials", { email, password: "wrong password", redirect: false });
    expect(wrong).toEqual({ error: "CredentialsSignin", status: 401, ok: false, url: null });
    expect(await auth.getSession()).toBeNull();

    const ok = await auth.signIn("credentials", { email, password: "long enough", callbackUrl: "/read", redirect: false });
    expect(ok).toEqual({ error: null, status: 200, ok: true, url: `${ctx.config.publicUrl}/read` });
    expect((await auth.getSession())?.user.email).toBe(email);

    expect((await auth.updateSession({ readerProfile: { theme: "DARK" } }))?.user.readerProfile?.theme).toBe("DARK");

    expect(await auth.signOut({ redirect: false })).toEqual({ url: ctx.config.publicUrl });
    expect(await auth.getSession()).toBeNull();
  });
});
