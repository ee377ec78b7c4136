import type { Knex } from "@storyloom/db";
import { createPublishedBook, createReview, createSeries, createUser } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { adminsOnly } from "../accessExpectations.ts";

/** A fresh review of a bystander's public book, by a bystander. */
async function bystanderReview(knex: Knex): Promise<number> {
  const { book } = await createPublishedBook(knex, { chapters: 1, publicChaptersCount: 1 });
  return (await createReview(knex, { bookId: book.id })).id;
}

/** A fresh open report of a bystander's review, by another bystander. */
async function bystanderReport(knex: Knex): Promise<number> {
  const reviewId = await bystanderReview(knex);
  const reporter = await createUser(knex);
  const [row] = await knex("bookReviewReports")
    .insert({ reviewId, reporterId: reporter.readerProfile.id, violation: "SOLICITATION", comment: "Access report" })
    .returning("id");
  return Number(row.id);
}

/** The access rows of moderation (api/src/routes/admin/reviewReportsRouter.ts and moderationRouter.ts): admins only. */
export const moderationAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/admin/review-reports": {
    request: () => ({ path: "/api/v1/admin/review-reports?status=open&page=1" }),
    expect: adminsOnly,
    showsOthersTo: ["admin"],
  },
  "PATCH /api/v1/admin/review-reports/:id": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/review-reports/${await bystanderReport(knex)}`, body: { notes: "Looked at it." } }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/review-reports/:id/dismiss": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/review-reports/${await bystanderReport(knex)}/dismiss`, body: {} }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/reviews/:reviewId/hide": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/reviews/${await bystanderReview(knex)}/hide`, body: {} }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/reviews/:reviewId/restore": {
    request: async (_world, _actor, knex) => {
      const reviewId = await bystanderReview(knex);
      await knex("readerBooks").where({ id: reviewId }).update({ reviewHiddenAt: new Date() });
      return { path: `/api/v1/admin/reviews/${reviewId}/restore`, body: {} };
    },
    expect: adminsOnly,
  },
  "GET /api/v1/admin/books": { request: () => ({ path: "/api/v1/admin/books?search=access&page=1" }), expect: adminsOnly, showsOthersTo: ["admin"] },
  "POST /api/v1/admin/books/:id/suspend": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/books/${(await createPublishedBook(knex, { chapters: 1 })).book.id}/suspend`, body: {} }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/books/:id/restore": {
    request: async (_world, _actor, knex) => {
      const { book } = await createPublishedBook(knex, { chapters: 1 });
      await knex("books").where({ id: book.id }).update({ isSuspended: true });
      return { path: `/api/v1/admin/books/${book.id}/restore`, body: {} };
    },
    expect: adminsOnly,
  },
  "GET /api/v1/admin/series": { request: () => ({ path: "/api/v1/admin/series?suspended=false&page=1" }), expect: adminsOnly, showsOthersTo: ["admin"] },
  "POST /api/v1/admin/series/:id/suspend": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/admin/series/${(await createSeries(knex)).id}/suspend`, body: {} }),
    expect: adminsOnly,
  },
  "POST /api/v1/admin/series/:id/restore": {
    request: async (_world, _actor, knex) => {
      const series = await createSeries(knex);
      await knex("series").where({ id: series.id }).update({ isSuspended: true });
      return { path: `/api/v1/admin/series/${series.id}/restore`, body: {} };
    },
    expect: adminsOnly,
  },
  "GET /api/v1/admin/ai-moderations": { request: () => ({ path: "/api/v1/admin/ai-moderations?page=1" }), expect: adminsOnly, showsOthersTo: ["admin"] },
  "GET /api/v1/admin/audit-log": { request: () => ({ path: "/api/v1/admin/audit-log?page=1" }), expect: adminsOnly, showsOthersTo: ["admin"] },
};
