import { recordAdminAction } from "@storyloom/domain/services/admin/recordAdminAction.ts";
import { listAiModerations, listAuditLog } from "@storyloom/domain/services/moderation/listModerationRecords.ts";
import { listModeratedBooks, listModeratedSeries } from "@storyloom/domain/services/moderation/listModeratedCatalogue.ts";
import { setBookSuspension } from "@storyloom/domain/services/moderation/setBookSuspension.ts";
import { setSeriesSuspension } from "@storyloom/domain/services/moderation/setSeriesSuspension.ts";
import { presentAiModeration, presentAuditEntry, presentModeratedBook, presentModeratedSeries } from "../../presenters/moderation.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  aiModerationPage,
  auditEntryPage,
  bookSuspensionAnswer,
  emptyBody,
  idParams,
  listAiModerationsQuery,
  listAuditLogQuery,
  listModeratedCatalogueQuery,
  moderatedBookPage,
  moderatedSeriesPage,
  seriesSuspensionAnswer,
} from "./moderationSchema.ts";

/** /api/v1/admin: books and series to suspend or restore, AI moderation flags, the audit log. */
export const listModeratedBooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/admin/books",
  summary:
    "Admins: one page of books of every status (not deleted), newest first, by title, author name or e-mail, suspended or not, with their buyers' count.",
  auth: "admin",
  authorize: "admin.moderateCatalogue",
  schema: { query: listModeratedCatalogueQuery, response: moderatedBookPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listModeratedBooks({ db: deps.knex, ...query });
    return { items: items.map(presentModeratedBook), total, page: query.page, pageSize: query.pageSize };
  },
});

function bookSuspensionRoute(suspended: boolean) {
  return defineRoute({
    method: "POST",
    path: `/api/v1/admin/books/:id/${suspended ? "suspend" : "restore"}`,
    summary: suspended
      ? "Admins: suspends a book: gone from every storefront page and call but for the readers who paid for it or subscribe, who keep reading and are told by e-mail. 409 when already suspended."
      : "Admins: restores a suspended book to the storefront. 409 when it is not suspended.",
    auth: "admin",
    authorize: "admin.moderateCatalogue",
    schema: { params: idParams, body: emptyBody, response: bookSuspensionAnswer },
    handler: async ({ params, actor, deps }) =>
      deps.knex.transaction(async (trx) => {
        const book = await setBookSuspension({ trx, pages: deps.pages, jobs: deps.jobs, bookId: params.id, suspended });
        await recordAdminAction({
          trx,
          actor,
          action: suspended ? "book.suspend" : "book.restore",
          subject: { type: "book", id: book.id },
          details: { title: book.title },
        });
        return { book: { id: book.id, isSuspended: book.isSuspended } };
      }),
  });
}

export const suspendBookRoute = bookSuspensionRoute(true);
export const restoreBookRoute = bookSuspensionRoute(false);

export const listModeratedSeriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/admin/series",
  summary: "Admins: one page of series (not deleted), newest first, by title, author name or e-mail, suspended or not.",
  auth: "admin",
  authorize: "admin.moderateCatalogue",
  schema: { query: listModeratedCatalogueQuery, response: moderatedSeriesPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listModeratedSeries({ db: deps.knex, ...query });
    return { items: items.map(presentModeratedSeries), total, page: query.page, pageSize: query.pageSize };
  },
});

function seriesSuspensionRoute(suspended: boolean) {
  return defineRoute({
    method: "POST",
    path: `/api/v1/admin/series/:id/${suspended ? "suspend" : "restore"}`,
    summary: suspended
      ? "Admins: suspends a series: its page, its place in the collection grids and its subscription offer leave the storefront. 409 when already suspended."
      : "Admins: restores a suspended series. 409 when it is not suspended.",
    auth: "admin",
    authorize: "admin.moderateCatalogue",
    schema: { params: idParams, body: emptyBody, response: seriesSuspensionAnswer },
    handler: async ({ params, actor, deps }) =>
      deps.knex.transaction(async (trx) => {
        const series = await setSeriesSuspension({ trx, pages: deps.pages, seriesId: params.id, suspended });
        await recordAdminAction({
          trx,
          actor,
          action: suspended ? "series.suspend" : "series.restore",
          subject: { type: "series", id: series.id },
          details: { title: series.title },
        });
        return { series: { id: series.id, isSuspended: series.isSuspended } };
      }),
  });
}

export const suspendSeriesRoute = seriesSuspensionRoute(true);
export const restoreSeriesRoute = seriesSuspensionRoute(false);

export const listAiModerationsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/admin/ai-moderations",
  summary:
    "Admins: one page of the AI requests moderation refused, newest first: those that suspended the author's AI tools (flagged=false: every one), of one user or everyone.",
  auth: "admin",
  authorize: "admin.listAiModerations",
  schema: { query: listAiModerationsQuery, response: aiModerationPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listAiModerations({
      db: deps.knex,
      userId: query.userId,
      flaggedOnly: query.flagged,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: items.map(presentAiModeration), total, page: query.page, pageSize: query.pageSize };
  },
});

export const listAuditLogRoute = defineRoute({
  method: "GET",
  path: "/api/v1/admin/audit-log",
  summary: "Admins: one page of the admin audit log, newest first: who did what to which subject, and on whose behalf under impersonation.",
  auth: "admin",
  authorize: "admin.readAuditLog",
  schema: { query: listAuditLogQuery, response: auditEntryPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listAuditLog({ db: deps.knex, ...query });
    return { items: items.map(presentAuditEntry), total, page: query.page, pageSize: query.pageSize };
  },
});

export const moderationRoutes = [
  listModeratedBooksRoute,
  suspendBookRoute,
  restoreBookRoute,
  listModeratedSeriesRoute,
  suspendSeriesRoute,
  restoreSeriesRoute,
  listAiModerationsRoute,
  listAuditLogRoute,
];
