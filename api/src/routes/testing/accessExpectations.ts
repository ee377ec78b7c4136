/**
 * The building blocks of the access table's rows: the answer classes, the
 * row shape, the usual expectation sets and the paths of fresh subjects.
 * Each resource's rows live in accessRows/<resource>.ts and use these.
 */
import { randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { createChapter, createChapterVersion, createUser } from "@storyloom/testkit/factories";
import { ACTOR_NAMES } from "./world.ts";
import type { ActorName, World } from "./world.ts";

/**
 * The answer class an actor must get: a success, a redirect, a refusal of who
 * asks (401, 403, 404), or a refusal on the merits that the caller's rights do
 * not change (400: an unsigned webhook; 409: an admin, who reads everything,
 * has nothing left to buy).
 */
export type Expected = "2xx" | "3xx" | 400 | 401 | 403 | 404 | 409;

export interface AccessRequest {
  /** The concrete path, with its query string. */
  path: string;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** Sent as an HTML form instead of JSON. */
  form?: boolean;
  /** Fetch a CSRF token (and its cookie) first and send it as csrfToken. */
  csrf?: boolean;
  /** A multipart/form-data body with one file (uploads). */
  multipart?: { field: string; filename: string; contentType: string; bytes: Buffer };
  /** Text fields of a multipart/form-data body (with `multipart`'s file when both are given). */
  formData?: Record<string, string>;
}

export interface AccessRow {
  request(world: World, actor: ActorName, knex: Knex): Promise<AccessRequest> | AccessRequest;
  expect: Record<ActorName, Expected>;
  /**
   * What reader A's session made on a custom domain gets on that host, when
   * it is not the rule of `siteReaderExpects` (the answer of a route that
   * answers a custom domain differently whoever asks: signing in with a
   * password there is refused).
   */
  onCustomDomain?: Expected;
  /** Actors to whom the route shows other people's data by design (the admin's user list). */
  showsOthersTo?: readonly ActorName[];
}

export function everyone(expected: Expected): Record<ActorName, Expected> {
  return Object.fromEntries(ACTOR_NAMES.map((actor) => [actor, expected])) as Record<ActorName, Expected>;
}

/** Signed-in users: the anonymous and the suspended user (whose session ends when shown) get 401. */
export function signedIn(expected: Expected = "2xx"): Record<ActorName, Expected> {
  return { ...everyone(expected), anonymous: 401, suspended: 401 };
}

/** Admins only: an expired permission or an impersonation (which acts as the user) is no admin. */
export const adminsOnly: Record<ActorName, Expected> = { ...signedIn(403), admin: "2xx" };

/** A book of author A: its owner (also when an admin acts as A) gets it, anyone else is told it does not exist. */
export function ownBook(extra: Partial<Record<ActorName, Expected>> = {}): Record<ActorName, Expected> {
  return { ...signedIn(404), authorA: "2xx", adminAsAuthorA: "2xx", ...extra };
}

/** Someone to act on who is none of the actors: changing them spoils no other row. */
export async function bystander(knex: Knex): Promise<number> {
  return (await createUser(knex)).user.id;
}

/** A fresh chapter of author A's book, as its path. */
export async function chapterPath(world: World, knex: Knex): Promise<string> {
  const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
  return `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}`;
}

/** A fresh version of a fresh chapter of author A's book, as its path. */
export async function versionPath(world: World, knex: Knex): Promise<string> {
  const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
  const version = await createChapterVersion(knex, { chapterId: chapter.id });
  return `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/chapter-versions/${version.id}`;
}

export const unique = () => randomBytes(6).toString("hex");

/**
 * The calls a reader's session made on a custom domain may make there
 * (docs/security.md, "Custom domains"): a reader's own calls (under
 * /api/v1/readers/, and coming back from a checkout started there), reading
 * and updating the session, its CSRF token, signing out and redeeming a grant;
 * not the reader's purchases from every author and their receipts, which the
 * consent page does not give a site. Written here apart from the routes' own
 * `onCustomDomains` flags, which the access test holds to it.
 */
const SITE_SESSION_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/auth/session",
  "POST /api/auth/session",
  "GET /api/auth/csrf",
  "POST /api/auth/signout",
  "GET /api/auth/rt",
  "GET /api/v1/checkouts/:checkoutId/return",
]);

const NOT_ON_SITES: ReadonlySet<string> = new Set(["GET /api/v1/readers/purchases", "GET /api/v1/readers/purchases/:paymentId"]);

export function isSiteSessionRoute(name: string): boolean {
  const path = name.slice(name.indexOf(" ") + 1);
  return SITE_SESSION_ROUTES.has(name) || (path.startsWith("/api/v1/readers/") && !NOT_ON_SITES.has(name));
}

/**
 * What the custom domain's reader session gets on its own host: reader A's
 * answer on the routes it may use, the anonymous answer everywhere else (it
 * is nobody there), unless the row says otherwise (`onCustomDomain`).
 */
export function siteReaderExpects(name: string, row: AccessRow): Expected {
  return row.onCustomDomain ?? (isSiteSessionRoute(name) ? row.expect.readerA : row.expect.anonymous);
}
