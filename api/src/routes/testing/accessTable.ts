/**
 * Who gets what from every route: one row per route of routes/index.ts,
 * with the answer class each actor must get and the request that asks.
 * routes/access.int.test.ts drives every row as every actor against real
 * data; a route without a row fails there, named. New routes add their row.
 */
import { PasswordResetToken } from "@storyloom/db/models";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";
import { DEFAULT_PASSWORD, createBook, createUser } from "@storyloom/testkit/factories";
import { adminsOnly, bystander, chapterPath, everyone, ownBook, signedIn, unique, versionPath } from "./accessExpectations.ts";
import type { AccessRow } from "./accessExpectations.ts";
import { beatsAccessRows } from "./accessRows/beats.ts";
import { exportsAccessRows } from "./accessRows/exports.ts";
import { filesAccessRows } from "./accessRows/files.ts";
import { outlineTemplatesAccessRows } from "./accessRows/outlineTemplates.ts";
import { publishingAccessRows } from "./accessRows/publishing.ts";
import { scenesAccessRows } from "./accessRows/scenes.ts";
import { seriesAccessRows } from "./accessRows/series.ts";
import { readerBooksAccessRows } from "./accessRows/readerBooks.ts";
import { reviewsAccessRows } from "./accessRows/reviews.ts";
import { readerCatalogueAccessRows } from "./accessRows/readerCatalogue.ts";
import { storyBibleAccessRows } from "./accessRows/storyBible.ts";
import { aiAccessRows } from "./accessRows/ai.ts";
import { aiToolsAccessRows } from "./accessRows/aiTools.ts";
import { storyToolsAccessRows } from "./accessRows/storyTools.ts";
import { paymentsAccessRows } from "./accessRows/payments.ts";
import { subscriptionsAccessRows } from "./accessRows/subscriptions.ts";
import { reportsAccessRows } from "./accessRows/reports.ts";
import { assistantsAccessRows } from "./accessRows/assistants.ts";
import { jobsAccessRows } from "./accessRows/jobs.ts";
import { customDomainsAccessRows } from "./accessRows/customDomains.ts";
import { continuityAccessRows } from "./accessRows/continuity.ts";
import { chapterAudioAccessRows } from "./accessRows/chapterAudio.ts";
import { readerEmailsAccessRows } from "./accessRows/readerEmails.ts";
import { newslettersAccessRows } from "./accessRows/newsletters.ts";
import { epubsAccessRows } from "./accessRows/epubs.ts";
import { moderationAccessRows } from "./accessRows/moderation.ts";

export type { AccessRow, Expected } from "./accessExpectations.ts";

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
    // A password is typed on the platform only.
    onCustomDomain: 403,
  },
  "POST /api/auth/callback/:provider": {
    request: async (_world, _actor, knex) => {
      const { user, password } = await createUser(knex);
      return { path: "/api/auth/callback/credentials", body: { email: user.email, password, json: "true" }, form: true, csrf: true };
    },
    expect: everyone("2xx"),
    // A password is typed on the platform only.
    onCustomDomain: 403,
  },
  "POST /api/auth/signout": { request: () => ({ path: "/api/auth/signout", body: { json: "true" }, form: true, csrf: true }), expect: everyone("2xx") },
  "GET /api/auth/error": { request: () => ({ path: "/api/auth/error?error=AccessDenied" }), expect: everyone("3xx") },
  "POST /api/auth/_log": { request: () => ({ path: "/api/auth/_log", body: { message: "client log line" }, form: true }), expect: everyone("2xx") },
  "GET /api/auth/rt/start": {
    request: (world) => ({ path: `/api/auth/rt/start?redirectTo=${encodeURIComponent(`http://${world.customDomain}/`)}` }),
    expect: everyone("3xx"),
  },
  "GET /api/auth/rt": { request: () => ({ path: "/api/auth/rt?rt=unknown&state=unknown" }), expect: everyone("3xx") },

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
    request: (world) => ({
      path: "/api/v1/users/redirect-token",
      body: { redirectTo: `http://${world.customDomain}/`, state: "access-table", codeChallenge: "c".repeat(43) },
      csrf: true,
    }),
    // Admins and impersonations never leave the platform (docs/security.md, "Custom domains").
    expect: { ...signedIn("2xx"), admin: 403, adminAsAuthorA: 403 },
  },

  "GET /api/v1/admin/users": { request: () => ({ path: "/api/v1/admin/users?query=access" }), expect: adminsOnly, showsOthersTo: ["admin"] },
  "PATCH /api/v1/admin/users/:id": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/users/${await bystander(knex)}`, body: { status: "ACTIVE" } }),
    expect: adminsOnly,
  },
  "DELETE /api/v1/admin/users/:id/ai-suspension": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/users/${await bystander(knex)}/ai-suspension` }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/users/:id/promo-credit": {
    request: async (_world, _actor, knex) => ({
      path: `/api/v1/admin/users/${await bystander(knex)}/promo-credit`,
      body: { amount: 500, note: "access table" },
    }),
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

  // The actors' own password and address: the calls succeed and change nothing another row relies on.
  "POST /api/v1/account/password": {
    request: () => ({ path: "/api/v1/account/password", body: { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD } }),
    expect: { ...signedIn("2xx"), adminAsAuthorA: 403 },
  },
  "POST /api/v1/account/email": {
    request: (world, actor) => ({
      path: "/api/v1/account/email",
      body: { currentPassword: DEFAULT_PASSWORD, email: world.people[actor === "anonymous" || actor === "adminAsAuthorA" ? "authorA" : actor].user.email },
    }),
    expect: { ...signedIn("2xx"), adminAsAuthorA: 403 },
  },
  "POST /api/v1/account/sign-out-others": {
    request: () => ({ path: "/api/v1/account/sign-out-others", body: {} }),
    expect: { ...signedIn("2xx"), adminAsAuthorA: 403 },
  },
  // Not confirmed: refused on the merits (400) to the account's owner, so no actor is deleted; never to an admin acting as them.
  "DELETE /api/v1/account": {
    request: () => ({ path: "/api/v1/account", body: { currentPassword: DEFAULT_PASSWORD, confirm: "not yet" } }),
    expect: { ...signedIn(400), adminAsAuthorA: 403 },
  },

  "GET /api/v1/author-profiles": { request: () => ({ path: "/api/v1/author-profiles" }), expect: signedIn("2xx") },
  "PATCH /api/v1/author-profiles": {
    request: () => ({ path: "/api/v1/author-profiles", body: { website: "https://example.test", editorChaptersCollapsed: true } }),
    expect: signedIn("2xx"),
  },

  "GET /api/v1/genres": { request: () => ({ path: "/api/v1/genres" }), expect: everyone("2xx") },

  "GET /api/v1/books": { request: () => ({ path: "/api/v1/books?search=a&sort=title&page=1&pageSize=10" }), expect: signedIn("2xx") },
  "POST /api/v1/books": { request: () => ({ path: "/api/v1/books", body: { type: "STORY", title: `Access book ${unique()}` } }), expect: signedIn("2xx") },
  "GET /api/v1/books/:bookId": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}` }), expect: ownBook({ admin: "2xx" }) },
  "PATCH /api/v1/books/:bookId": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}`, body: { subscribersOnly: false } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId": {
    // A fresh book each time: the first successful delete would leave 404s for the actors after it.
    request: async (world, _actor, knex) => {
      const book = await createBook(knex, { authorId: world.people.authorA.authorProfile.id });
      return { path: `/api/v1/books/${book.id}`, body: { confirmTitle: book.title } };
    },
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/is-publishable": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/is-publishable` }), expect: ownBook() },
  "GET /api/v1/books/:bookId/chapter-access": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/chapter-access` }),
    expect: ownBook({ admin: "2xx" }),
  },

  "GET /api/v1/books/:bookId/chapters": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/chapters` }), expect: ownBook({ admin: "2xx" }) },
  "POST /api/v1/books/:bookId/chapters": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/chapters`, body: { title: "Access chapter", markup: "<p>Text</p>" } }),
    expect: ownBook(),
  },
  // The chapter rows make a fresh chapter (or version) per request: an edit, a move or a delete by one actor spoils none of the next.
  "GET /api/v1/books/:bookId/chapters/:chapterId": {
    request: async (world, _actor, knex) => ({ path: await chapterPath(world, knex) }),
    expect: ownBook({ admin: "2xx" }),
  },
  "PATCH /api/v1/books/:bookId/chapters/:chapterId": {
    request: async (world, _actor, knex) => ({ path: await chapterPath(world, knex), body: { title: "Edited", markup: "<p>New</p>", version: 1 } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/chapters/:chapterId": {
    request: async (world, _actor, knex) => ({ path: await chapterPath(world, knex) }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/move": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/move`, body: { number: 1 } }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/chapters/:chapterId/chapter-versions": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/chapter-versions?page=1` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/chapter-versions": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/chapter-versions`, body: { versionName: "Access version" } }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/chapters/:chapterId/chapter-versions/:versionId": {
    request: async (world, _actor, knex) => ({ path: await versionPath(world, knex) }),
    expect: ownBook({ admin: "2xx" }),
  },
  "PATCH /api/v1/books/:bookId/chapters/:chapterId/chapter-versions/:versionId": {
    request: async (world, _actor, knex) => ({ path: await versionPath(world, knex), body: { versionName: "Renamed" } }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/chapter-versions/:versionId/restore": {
    request: async (world, _actor, knex) => ({ path: `${await versionPath(world, knex)}/restore` }),
    expect: ownBook(),
  },

  ...publishingAccessRows,
  ...filesAccessRows,
  ...exportsAccessRows,
  ...beatsAccessRows,
  ...outlineTemplatesAccessRows,
  ...scenesAccessRows,
  ...storyBibleAccessRows,
  ...seriesAccessRows,
  ...readerBooksAccessRows,
  ...reviewsAccessRows,
  ...readerCatalogueAccessRows,
  ...aiAccessRows,
  ...aiToolsAccessRows,
  ...storyToolsAccessRows,
  ...paymentsAccessRows,
  ...subscriptionsAccessRows,
  ...reportsAccessRows,
  ...assistantsAccessRows,
  ...jobsAccessRows,
  ...customDomainsAccessRows,
  ...continuityAccessRows,
  ...epubsAccessRows,
  ...chapterAudioAccessRows,
  ...readerEmailsAccessRows,
  ...newslettersAccessRows,
  ...moderationAccessRows,

  "GET /api/internal/tls-ask": { request: (world) => ({ path: `/api/internal/tls-ask?domain=${world.customDomain}` }), expect: everyone("2xx") },
  "GET /api/internal/sites/resolve": { request: (world) => ({ path: `/api/internal/sites/resolve?host=${world.customDomain}` }), expect: everyone("2xx") },
  "GET /api/v1/openapi.json": { request: () => ({ path: "/api/v1/openapi.json" }), expect: everyone("2xx") },
};
