/**
 * Who gets what from every route: one row per route of routes/index.ts,
 * with the answer class each actor must get and the request that asks.
 * routes/access.int.test.ts drives every row as every actor against real
 * data; a route without a row fails there, named. New routes add their row.
 */
import { randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { PasswordResetToken } from "@storyloom/db/models";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";
import { createUser } from "@storyloom/testkit/factories";
import { ACTOR_NAMES } from "./world.ts";
import type { ActorName, World } from "./world.ts";

/** The answer class an actor must get. */
export type Expected = "2xx" | "3xx" | 401 | 403 | 404;

export interface AccessRequest {
  /** The concrete path, with its query string. */
  path: string;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** Sent as an HTML form instead of JSON. */
  form?: boolean;
  /** Fetch a CSRF token (and its cookie) first and send it as csrfToken. */
  csrf?: boolean;
}

export interface AccessRow {
  request(world: World, actor: ActorName, knex: Knex): Promise<AccessRequest> | AccessRequest;
  expect: Record<ActorName, Expected>;
  /** Actors to whom the route shows other people's data by design (the admin's user list). */
  showsOthersTo?: readonly ActorName[];
}

function everyone(expected: Expected): Record<ActorName, Expected> {
  return Object.fromEntries(ACTOR_NAMES.map((actor) => [actor, expected])) as Record<ActorName, Expected>;
}

/** Signed-in users: the anonymous and the suspended user (whose session ends when shown) get 401. */
function signedIn(expected: Expected = "2xx"): Record<ActorName, Expected> {
  return { ...everyone(expected), anonymous: 401, suspended: 401 };
}

/** Admins only: an expired permission or an impersonation (which acts as the user) is no admin. */
const adminsOnly: Record<ActorName, Expected> = { ...signedIn(403), admin: "2xx" };

/** Someone to act on who is none of the actors: changing them spoils no other row. */
async function bystander(knex: Knex): Promise<number> {
  return (await createUser(knex)).user.id;
}

const unique = () => randomBytes(6).toString("hex");

export const accessTable: Record<string, AccessRow> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: everyone("2xx") },

  "GET /api/auth/session": { request: () => ({ path: "/api/auth/session" }), expect: everyone("2xx") },
  "POST /api/auth/session": {
    request: () => ({ path: "/api/auth/session", body: { data: { readerProfile: { theme: "DARK" } } }, csrf: true }),
    expect: everyone("2xx"),
  },
  "GET /api/auth/csrf": { request: () => ({ path: "/api/auth/csrf" }), expect: everyone("2xx") },
  "GET /api/auth/providers": { request: () => ({ path: "/api/auth/providers" }), expect: everyone("2xx") },
  "GET /api/auth/signin": { request: () => ({ path: "/api/auth/signin?error=SessionRequired" }), expect: everyone("3xx") },
  "GET /api/auth/signin/:provider": { request: () => ({ path: "/api/auth/signin/credentials" }), expect: everyone("3xx") },
  "POST /api/auth/signin/:provider": {
    request: async (_world, _actor, knex) => {
      const { user, password } = await createUser(knex);
      return { path: "/api/auth/signin/credentials", body: { email: user.email, password, json: "true" }, form: true, csrf: true };
    },
    expect: everyone("2xx"),
  },
  "POST /api/auth/callback/:provider": {
    request: async (_world, _actor, knex) => {
      const { user, password } = await createUser(knex);
      return { path: "/api/auth/callback/credentials", body: { email: user.email, password, json: "true" }, form: true, csrf: true };
    },
    expect: everyone("2xx"),
  },
  "POST /api/auth/signout": { request: () => ({ path: "/api/auth/signout", body: { json: "true" }, form: true, csrf: true }), expect: everyone("2xx") },
  "GET /api/auth/error": { request: () => ({ path: "/api/auth/error?error=AccessDenied" }), expect: everyone("3xx") },
  "POST /api/auth/_log": { request: () => ({ path: "/api/auth/_log", body: { message: "client log line" }, form: true }), expect: everyone("2xx") },
  "GET /api/auth/rt": { request: () => ({ path: "/api/auth/rt?rt=unknown.token" }), expect: everyone("3xx") },
  "GET /api/auth/rt/bind": { request: () => ({ path: `/api/auth/rt/bind?rt=unknown.token&key=${"0".repeat(64)}` }), expect: everyone("3xx") },

  "POST /api/v1/users": {
    request: () => ({ path: "/api/v1/users", body: { email: `access-${unique()}@example.test`, password: "long enough password", name: "New" } }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/users/is-email-taken": {
    request: (world) => ({ path: `/api/v1/users/is-email-taken?email=${encodeURIComponent(world.people.authorB.user.email)}` }),
    expect: everyone("2xx"),
  },
  "POST /api/v1/users/password-reset": {
    request: () => ({ path: "/api/v1/users/password-reset", body: { email: `nobody-${unique()}@example.test` } }),
    expect: everyone("2xx"),
  },
  "POST /api/v1/users/password-reset/confirm": {
    request: async (_world, _actor, knex) => {
      const token = unique();
      await PasswordResetToken.query(knex).insert({ userId: await bystander(knex), tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + 60_000) });
      return { path: "/api/v1/users/password-reset/confirm", body: { token, password: "a new long password" } };
    },
    expect: everyone("2xx"),
  },
  "POST /api/v1/users/redirect-token": {
    request: (world) => ({ path: "/api/v1/users/redirect-token", body: { redirectTo: `http://${world.customDomain}/` } }),
    expect: signedIn("2xx"),
  },

  "GET /api/v1/admin/users": { request: () => ({ path: "/api/v1/admin/users?query=access" }), expect: adminsOnly, showsOthersTo: ["admin"] },
  "PATCH /api/v1/admin/users/:id": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/users/${await bystander(knex)}`, body: { status: "ACTIVE" } }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/impersonation": {
    request: async (_world, _actor, knex) => ({ path: "/api/v1/admin/impersonation", body: { userId: await bystander(knex) } }),
    expect: adminsOnly,
  },
  "DELETE /api/v1/admin/impersonation": {
    request: () => ({ path: "/api/v1/admin/impersonation", body: {} }),
    expect: { ...signedIn(403), adminAsAuthorA: "2xx" },
  },

  "GET /api/v1/readers/profile": { request: () => ({ path: "/api/v1/readers/profile" }), expect: signedIn("2xx") },
  "PATCH /api/v1/readers/profile": { request: () => ({ path: "/api/v1/readers/profile", body: { theme: "GREY", fontSize: 20 } }), expect: signedIn("2xx") },

  "GET /api/internal/tls-ask": { request: (world) => ({ path: `/api/internal/tls-ask?domain=${world.customDomain}` }), expect: everyone("2xx") },
  "GET /api/internal/sites/resolve": { request: (world) => ({ path: `/api/internal/sites/resolve?host=${world.customDomain}` }), expect: everyone("2xx") },
};
