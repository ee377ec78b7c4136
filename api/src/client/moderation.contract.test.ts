import { describe, expect, expectTypeOf, it } from "vitest";
import type * as moderationRoutes from "../routes/admin/moderationRouter.ts";
import type * as reportRoutes from "../routes/admin/reviewReportsRouter.ts";
import { createApiClient } from "./apiClient.ts";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import * as calls from "./moderation.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the moderation client", () => {
  it("answers what the routes answer", () => {
    expectTypeOf<CallAnswer<typeof calls.listReviewReports>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.listReviewReportsRoute>>();
    expectTypeOf<CallAnswer<typeof calls.updateReviewReportNotes>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.updateReviewReportRoute>>();
    expectTypeOf<CallAnswer<typeof calls.dismissReviewReport>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.dismissReviewReportRoute>>();
    expectTypeOf<CallAnswer<typeof calls.hideReview>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.hideReviewRoute>>();
    expectTypeOf<CallAnswer<typeof calls.listModeratedBooks>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.listModeratedBooksRoute>>();
    expectTypeOf<CallAnswer<typeof calls.setBookSuspension>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.suspendBookRoute>>();
    expectTypeOf<CallAnswer<typeof calls.listModeratedSeries>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.listModeratedSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof calls.setSeriesSuspension>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.suspendSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof calls.listAiModerations>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.listAiModerationsRoute>>();
    expectTypeOf<CallAnswer<typeof calls.listAuditLog>>().toEqualTypeOf<RouteAnswer<typeof moderationRoutes.listAuditLogRoute>>();
  });

  it("sends the routes' paths and flags as query text", async () => {
    const { fetch, calls: sent } = fakeFetch(() => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }));
    const client = createApiClient({ baseUrl: "", fetch });
    await calls.listModeratedBooks(client, { search: "moon", suspended: true });
    await calls.setBookSuspension(client, 12, false);
    await calls.hideReview(client, 7);
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/v1/admin/books?search=moon&suspended=true",
      "POST /api/v1/admin/books/12/restore",
      "POST /api/v1/admin/reviews/7/hide",
    ]);
  });
});
