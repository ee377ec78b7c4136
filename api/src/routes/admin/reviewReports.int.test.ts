import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublishedBook, createReview, createUser } from "@storyloom/testkit/factories";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { signIn } from "../../auth/testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<{ agent: Agent; id: number; email: string }> {
  const { user, password } = await createUser(ctx.db.knex, options);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password, options.admin ? "admin-credentials" : "credentials").expect(200);
  return { agent, id: user.id, email: user.email };
}

/** A public book with a review by one reader, reported by another (through the API, as readers do). */
async function reportedReview(comment = "Selling followers in a review") {
  const { book } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1, title: `Reported ${Date.now()}` });
  const reviewer = await createUser(ctx.db.knex, { name: "Rita Reviewer" });
  const review = await createReview(ctx.db.knex, { bookId: book.id, readerId: reviewer.readerProfile.id, rating: 1, title: "Buy my stuff" });
  const reporter = await signedIn({ name: "Paul Reporter" });
  await reporter.agent.post(`/api/v1/readers/reviews/${review.id}/reports`).send({ violation: "SOLICITATION", comment }).expect(200);
  const report = await ctx.db.knex("bookReviewReports").where({ reviewId: review.id }).first<{ id: number }>("id");
  return { book, reviewer, review, reporter, reportId: Number(report.id) };
}

describe("GET /api/v1/admin/review-reports", () => {
  it("is for signed-in admins only, and validates its query", async () => {
    await request(ctx.app).get("/api/v1/admin/review-reports").expect(401);
    const admin = await signedIn({ admin: true });
    const bad = await admin.agent.get("/api/v1/admin/review-reports?status=all&pageSize=500").expect(400);
    expect(bad.body.error.fields).toEqual({ status: "Must be one of: open, closed.", pageSize: "Must be at most 100." });
    const reader = await signedIn();
    expect((await reader.agent.get("/api/v1/admin/review-reports").expect(403)).body.error).toEqual({ code: "forbidden", message: "Only admins can do this." });
  });

  it("shows each open report with its violation, comment, reporter, review and book", async () => {
    const { book, reviewer, review, reporter, reportId } = await reportedReview();
    const admin = await signedIn({ admin: true });
    const res = await admin.agent.get("/api/v1/admin/review-reports?pageSize=100").expect(200);
    const item = res.body.items.find((report: { id: number }) => report.id === reportId);
    expect(item).toMatchObject({
      violation: "SOLICITATION",
      comment: "Selling followers in a review",
      notes: null,
      status: "open",
      resolvedAt: null,
      reporter: { userId: reporter.id, email: reporter.email, name: "Paul Reporter", status: "ACTIVE" },
      review: {
        id: review.id,
        title: "Buy my stuff",
        rating: 1,
        hiddenAt: null,
        reviewer: { userId: reviewer.user.id, email: reviewer.user.email, status: "ACTIVE" },
      },
      book: { id: book.id, title: book.title },
    });
    expect(res.body).toMatchObject({ page: 1, pageSize: 100 });
  });
});

describe("moderating a report", () => {
  it("answers 404 for unknown reports and reviews, 400 for unknown fields and overlong notes", async () => {
    const admin = await signedIn({ admin: true });
    expect((await admin.agent.post("/api/v1/admin/review-reports/999999999/dismiss").send({}).expect(404)).body.error.message).toBe("Report not found.");
    expect((await admin.agent.post("/api/v1/admin/reviews/999999999/hide").send({}).expect(404)).body.error.message).toBe("Review not found.");
    const { reportId } = await reportedReview();
    const long = await admin.agent
      .patch(`/api/v1/admin/review-reports/${reportId}`)
      .send({ notes: "x".repeat(2001) })
      .expect(400);
    expect(long.body.error.fields).toEqual({ notes: "Input can't be longer than 2000 characters." });
    expect((await admin.agent.patch(`/api/v1/admin/review-reports/${reportId}`).send({}).expect(400)).body.error.fields).toEqual({
      notes: "This field is required.",
    });
    expect((await admin.agent.post(`/api/v1/admin/review-reports/${reportId}/dismiss`).send({ why: 1 }).expect(400)).body.error.message).toBe(
      "Unknown field: why.",
    );
  });

  it("keeps notes, dismisses once (then 409) and records both in the audit log", async () => {
    const { reportId, review, book } = await reportedReview();
    const admin = await signedIn({ admin: true });
    const noted = await admin.agent.patch(`/api/v1/admin/review-reports/${reportId}`).send({ notes: "  Borderline, watch this reader.  " }).expect(200);
    expect(noted.body.report).toMatchObject({ id: reportId, notes: "Borderline, watch this reader.", status: "open" });
    const dismissed = await admin.agent.post(`/api/v1/admin/review-reports/${reportId}/dismiss`).send({}).expect(200);
    expect(dismissed.body.report).toMatchObject({ status: "dismissed", resolvedAt: expect.any(String) });
    expect((await admin.agent.post(`/api/v1/admin/review-reports/${reportId}/dismiss`).send({}).expect(409)).body.error.message).toBe(
      "This report is already closed.",
    );
    // The review is untouched.
    const reviews = await request(ctx.app).get(`/api/v1/readers/books/${book.id}/reviews`).expect(200);
    expect(reviews.body.items.map((item: { id: number }) => item.id)).toContain(review.id);
    const log = await admin.agent.get("/api/v1/admin/audit-log?subjectType=reviewReport&pageSize=100").expect(200);
    const mine = log.body.items.filter((entry: { subject: { id: number } }) => entry.subject.id === reportId);
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual(["reviewReport.dismiss", "reviewReport.notes"]);
    expect(mine[0]).toMatchObject({ actor: { userId: admin.id, email: admin.email }, onBehalfOf: null });
  });

  it("hides a review: gone from the book's reviews, summary and rating; reports closed; writer e-mailed; restorable", async () => {
    const { book, review, reviewer, reportId } = await reportedReview();
    const other = await createReview(ctx.db.knex, { bookId: book.id, rating: 5 });
    const admin = await signedIn({ admin: true });
    await admin.agent.post(`/api/v1/admin/reviews/${review.id}/hide`).send({}).expect(200);

    const reviews = await request(ctx.app).get(`/api/v1/readers/books/${book.id}/reviews`).expect(200);
    expect(reviews.body.items.map((item: { id: number }) => item.id)).toEqual([other.id]);
    expect(reviews.body.summary).toMatchObject({ reviewsCount: 1, rating: 5 });
    const page = await request(ctx.app).get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(page.body.book).toMatchObject({ rating: 5, reviewsCount: 1 });
    const closed = await admin.agent.get("/api/v1/admin/review-reports?status=closed&pageSize=100").expect(200);
    expect(closed.body.items.find((item: { id: number }) => item.id === reportId)).toMatchObject({
      status: "reviewHidden",
      review: { hiddenAt: expect.any(String) },
    });
    const mail = await ctx.db.knex("outgoingEmails").where({ toAddress: reviewer.user.email }).first<{ subject: string }>("subject");
    expect(mail?.subject).toBe(`Your review of "${book.title}" was hidden`);
    // Nobody reports or reacts to a hidden review.
    const reader = await signedIn();
    await reader.agent.post(`/api/v1/readers/reviews/${review.id}/reaction`).send({ value: 1 }).expect(404);
    await admin.agent.post(`/api/v1/admin/reviews/${review.id}/hide`).send({}).expect(409);

    await admin.agent.post(`/api/v1/admin/reviews/${review.id}/restore`).send({}).expect(200);
    const back = await request(ctx.app).get(`/api/v1/readers/books/${book.id}/reviews`).expect(200);
    expect(back.body.items.map((item: { id: number }) => item.id).sort()).toEqual([review.id, other.id].sort());
    expect((await admin.agent.post(`/api/v1/admin/reviews/${review.id}/restore`).send({}).expect(409)).body.error.message).toBe("This review is not hidden.");
  });

  it("suspends the reviewer through the user status route, recorded with the statuses", async () => {
    const { reviewer } = await reportedReview();
    const admin = await signedIn({ admin: true });
    await admin.agent.patch(`/api/v1/admin/users/${reviewer.user.id}`).send({ status: "SUSPENDED" }).expect(200);
    const log = await admin.agent.get("/api/v1/admin/audit-log?subjectType=user&pageSize=100").expect(200);
    expect(log.body.items.find((entry: { subject: { id: number } }) => entry.subject.id === reviewer.user.id)).toMatchObject({
      action: "user.suspend",
      actor: { userId: admin.id },
      details: { from: "ACTIVE", to: "SUSPENDED" },
    });
  });
});

describe("the audit log under impersonation", () => {
  it("names the admin and, on stopping, the user on whose behalf they acted", async () => {
    const admin = await signedIn({ admin: true });
    const target = await createUser(ctx.db.knex);
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.user.id }).expect(200);
    // Acting as the user, the admin is no admin: the admin routes refuse.
    await admin.agent.get("/api/v1/admin/audit-log").expect(403);
    await admin.agent.delete("/api/v1/admin/impersonation").send({}).expect(200);
    const log = await admin.agent.get("/api/v1/admin/audit-log?subjectType=user&pageSize=100").expect(200);
    const entries = log.body.items.filter((entry: { subject: { id: number } }) => entry.subject.id === target.user.id);
    expect(
      entries.map((entry: { action: string; actor: { userId: number }; onBehalfOf: { userId: number } | null }) => [
        entry.action,
        entry.actor.userId,
        entry.onBehalfOf?.userId ?? null,
      ]),
    ).toEqual([
      ["impersonation.stop", admin.id, target.user.id],
      ["impersonation.start", admin.id, null],
    ]);
  });
  it("records every change the admin makes as the user, but not what they only read", async () => {
    const admin = await signedIn({ admin: true });
    const target = await createUser(ctx.db.knex);
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.user.id }).expect(200);
    const created = await admin.agent.post("/api/v1/books").send({ type: "STORY", title: "Written by support" }).expect(201);
    await admin.agent.get(`/api/v1/books/${created.body.book.id}`).expect(200);
    // A refused change changed nothing, so it is not recorded either.
    await admin.agent.post("/api/v1/books").send({ type: "NOVEL", title: "" }).expect(400);
    await admin.agent.delete("/api/v1/admin/impersonation").send({}).expect(200);
    const log = await admin.agent.get("/api/v1/admin/audit-log?subjectType=user&pageSize=100").expect(200);
    const entries = log.body.items.filter((entry: { subject: { id: number } }) => entry.subject.id === target.user.id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(["impersonation.stop", "impersonation.write", "impersonation.start"]);
    expect(entries[1]).toMatchObject({
      actor: { userId: admin.id },
      onBehalfOf: { userId: target.user.id },
      details: { method: "POST", route: "/api/v1/books", path: "/api/v1/books", status: 201 },
    });
  });
});
