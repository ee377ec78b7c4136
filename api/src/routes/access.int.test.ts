import request from "supertest";
import type { Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../auth/cookies.ts";
import { randomAddress } from "../auth/testing.ts";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { routes } from "./index.ts";
import { fakeStripeClient } from "./payments/testing.ts";
import { accessTable } from "./testing/accessTable.ts";
import { answerProblems } from "./testing/answerContract.ts";
import type { AccessRow, Expected } from "./testing/accessTable.ts";
import { isSiteSessionRoute, siteReaderExpects } from "./testing/accessExpectations.ts";
import { ACTOR_NAMES, createWorld } from "./testing/world.ts";
import type { ActorName, World } from "./testing/world.ts";

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext();
  // A seller with a validated account of the fake provider, for the purchase rows.
  const account = await fakeStripeClient(ctx).accounts.create({ type: "express" });
  ctx.stripe.completeOnboarding(account.id);
  world = await createWorld(ctx.db.knex, sessionCookieName(ctx.config), { sellerAccountId: account.id });
});
afterAll(async () => {
  await ctx.close();
});

const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function classOf(status: number): Expected | number {
  if (status >= 200 && status < 300) return "2xx";
  if (status >= 300 && status < 400) return "3xx";
  return status;
}

/** The cookies a response sets, as a Cookie header to send on. */
function cookiesSetBy(res: Response): string {
  const raw = res.headers["set-cookie"] as unknown;
  const lines: string[] = Array.isArray(raw) ? (raw as string[]) : [];
  return lines.map((line) => line.split(";")[0]).join("; ");
}

/**
 * One request of a row as an actor. The tenth actor, reader A's session made
 * on the custom domain, asks as reader A would, with that
 * session's cookie, on `host` (the Host the browser used).
 */
async function ask(row: AccessRow, method: string, actor: ActorName, site?: { host: string }): Promise<Response> {
  const spec = await row.request(world, actor, ctx.db.knex);
  let cookie = site ? await world.siteReaderCookie() : await world.cookieFor(actor);
  let body = spec.body;
  if (spec.csrf) {
    const csrf = request(ctx.app).get("/api/auth/csrf").set("Cookie", cookie);
    if (site) void csrf.set("X-Forwarded-Host", site.host);
    const answered = await csrf;
    cookie = [cookie, cookiesSetBy(answered)].filter(Boolean).join("; ");
    body = { ...body, csrfToken: (answered.body as { csrfToken: string }).csrfToken };
  }
  const verb = method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete";
  const call = request(ctx.app)[verb](spec.path).set("X-Forwarded-For", randomAddress());
  if (site) void call.set("X-Forwarded-Host", site.host);
  if (cookie) call.set("Cookie", cookie);
  if (spec.formData) for (const [name, value] of Object.entries(spec.formData)) void call.field(name, value);
  if (spec.multipart)
    return call.attach(spec.multipart.field, spec.multipart.bytes, { filename: spec.multipart.filename, contentType: spec.multipart.contentType });
  if (spec.formData) return call;
  if (body === undefined) return call;
  return spec.form ? call.type("form").send(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))) : call.send(body);
}

describe("the access table", () => {
  // Each answer is also checked against the OpenAPI document (testing/answerContract.ts).
  it("has a row for every route, and none for a route that does not exist", () => {
    const listed = routes.map(routeName);
    const missing = listed.filter((name) => !(name in accessTable));
    const stale = Object.keys(accessTable).filter((name) => !listed.includes(name));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("lists every route with an auth rule and a policy (or an explicit public)", () => {
    const unruled = routes.filter((route) => !["public", "optional", "signedIn", "admin"].includes(route.auth) || !route.authorize).map(routeName);
    expect(unruled).toEqual([]);
    const mismatched = routes.filter((route) => (route.auth === "public") !== (route.authorize === "public")).map(routeName);
    // Public exactly when the policy is public: a route open to everyone whose answer depends on who
    // asks is "optional" with a policy the pipeline enforces, never "public" with a check in its handler.
    expect(mismatched).toEqual([]);
  });

  it.each(routes.map((route) => [routeName(route), route] as const))(
    "%s answers each actor as the table says, with nobody else's data",
    async (name, route) => {
      const row = accessTable[name];
      if (!row) throw new Error(`${name} has no row in routes/testing/accessTable.ts`);
      const problems: string[] = [];
      for (const actor of ACTOR_NAMES) {
        const res = await ask(row, route.method, actor);
        const got = classOf(res.status);
        if (got !== row.expect[actor]) problems.push(`${actor}: expected ${row.expect[actor]}, got ${res.status} ${res.text.slice(0, 200)}`);
        for (const problem of answerProblems(route, res)) problems.push(`${actor}: ${problem}`);
        if (row.showsOthersTo?.includes(actor)) continue;
        const answer = `${res.text} ${String(res.headers.location ?? "")}`;
        const own = new Set(world.ownMarks(actor));
        const leaked = world.allMarks().filter((mark) => !own.has(mark) && answer.includes(mark));
        if (leaked.length > 0) problems.push(`${actor}: the answer carries another actor's data (${leaked.join(", ")})`);
      }
      await world.restore();
      expect(problems, `${name}\n${problems.join("\n")}`).toEqual([]);
      // Nine actors each: a route whose every call runs the EPUB checker (a JVM) needs more than the default on a loaded machine.
    },
    60_000,
  );
});

describe("the tenth actor: a reader's session made on a custom domain", () => {
  it("is marked onCustomDomains on exactly the routes of the table's list", () => {
    const marked = routes
      .filter((route) => route.onCustomDomains)
      .map(routeName)
      .sort();
    expect(marked).toEqual(routes.map(routeName).filter(isSiteSessionRoute).sort());
  });

  it.each(routes.map((route) => [routeName(route), route] as const))(
    "%s: on its domain a reader's call or nobody's; on the platform and another domain nobody",
    async (name, route) => {
      const row = accessTable[name];
      if (!row) throw new Error(`${name} has no row in routes/testing/accessTable.ts`);
      const problems: string[] = [];
      const places = [
        { where: "its domain", host: world.customDomain, expected: siteReaderExpects(name, row) },
        { where: "the platform", host: "localhost:8080", expected: row.expect.anonymous },
        { where: "another domain", host: world.otherCustomDomain, expected: row.onCustomDomain ?? row.expect.anonymous },
      ];
      for (const place of places) {
        const res = await ask(row, route.method, "readerA", { host: place.host });
        const got = classOf(res.status);
        if (got !== place.expected) problems.push(`on ${place.where}: expected ${place.expected}, got ${res.status} ${res.text.slice(0, 200)}`);
        for (const problem of answerProblems(route, res)) problems.push(`on ${place.where}: ${problem}`);
        const answer = `${res.text} ${String(res.headers.location ?? "")}`;
        const own = new Set(place.where === "its domain" ? world.ownMarks("readerA") : []);
        const leaked = row.showsOthersTo?.includes("readerA") ? [] : world.allMarks().filter((mark) => !own.has(mark) && answer.includes(mark));
        if (leaked.length > 0) problems.push(`on ${place.where}: the answer carries data it should not (${leaked.join(", ")})`);
      }
      await world.restore();
      expect(problems, `${name}\n${problems.join("\n")}`).toEqual([]);
    },
    60_000,
  );
});
