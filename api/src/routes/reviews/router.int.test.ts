import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, BookReviewReaction, BookReviewReport, ReaderBook } from "@storyloom/db/models";
import { createBook, createPublishedBook, createReaderBook, createReview, createUser, openBook } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Reader {
  agent: Agent;
  readerId: number;
  authorId: number;
  name: string;
}

async function signedInReader(name = "Rita Reader"): Promise<Reader> {
  const { user, password, readerProfile, authorProfile } = await createUser(ctx.db.knex, { name });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, readerId: readerProfile.id, authorId: authorProfile.id, name };
}

async function publicBookId(): Promise<number> {
  return (await createPublishedBook(ctx.db.knex, { chapters: 2, publicChaptersCount: 2 })).book.id;
}

/** A signed-in reader who opened a public book. */
async function readerOfBook(bookId: number, name?: string): Promise<Reader> {
  const reader = await signedInReader(name);
  await openBook(ctx.db.knex, { readerId: reader.readerId, bookId });
  return reader;
}

const ratingOf = async (bookId: number) => (await Book.query(ctx.db.knex).findById(bookId))!.rating;
const reviewsPath = (bookId: number | string) => `/api/v1/readers/books/${bookId}/reviews`;
const reviewPath = (bookId: number | string) => `/api/v1/readers/books/${bookId}/review`;
const reactionPath = (reviewId: number | string) => `/api/v1/readers/reviews/${reviewId}/reaction`;
const reportsPath = (reviewId: number | string) => `/api/v1/readers/reviews/${reviewId}/reports`;

describe("GET /api/v1/readers/books/:bookId/reviews", () => {
  it("refuses bad input naming each field", async () => {
    const bad = await request(ctx.app)
      .get(`${reviewsPath("abc")}?page=0&pageSize=101`)
      .expect(400);
    expect(bad.body.error.fields).toEqual({ bookId: "Must be a whole number.", page: "Must be at least 1.", pageSize: "Must be at most 100." });
  });

  it("answers 404 for a book that is not public", async () => {
    const draft = await createBook(ctx.db.knex);
    const suspended = await publicBookId();
    await Book.query(ctx.db.knex).findById(suspended).patch({ isSuspended: true });
    for (const bookId of [draft.id, suspended, 999_999_999]) {
      const res = await request(ctx.app).get(reviewsPath(bookId)).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Book not found." });
    }
  });

  it("shows anyone the reviews, most helpful first then newest, with the summary", async () => {
    const bookId = await publicBookId();
    const older = await createReview(ctx.db.knex, { bookId, rating: 5, reviewedAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await createReview(ctx.db.knex, { bookId, rating: 3, reviewedAt: new Date("2026-02-01T10:00:00Z") });
    const helpful = await createReview(ctx.db.knex, { bookId, rating: 2, reviewedAt: new Date("2025-06-01T10:00:00Z"), reviewReactionsSum: 2 });
    // Someone who read but never reviewed is no review.
    await openBook(ctx.db.knex, { readerId: (await createUser(ctx.db.knex)).readerProfile.id, bookId });

    const res = await request(ctx.app).get(reviewsPath(bookId)).expect(200);
    expect(res.body.items.map((review: { id: number }) => review.id)).toEqual([helpful.id, newer.id, older.id]);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.body.summary).toEqual({ rating: 3.33, reviewsCount: 3, ratingCounts: [0, 1, 1, 0, 1], canReview: false, mine: null });
    expect(res.body.items[0]).toEqual({
      id: helpful.id,
      bookId,
      reader: { id: helpful.readerId, name: expect.any(String), imgUrl: null },
      rating: 2,
      title: "A fine read",
      markup: "<p>Kept me up all night.</p>",
      reviewedAt: "2025-06-01T10:00:00.000Z",
      reviewReactionsSum: 2,
      myReaction: 0,
      isMine: false,
    });

    const second = await request(ctx.app)
      .get(`${reviewsPath(bookId)}?page=2&pageSize=2`)
      .expect(200);
    expect(second.body.items.map((review: { id: number }) => review.id)).toEqual([older.id]);
  });

  it("tells a signed-in reader their own review, their reactions and whether they may review", async () => {
    const bookId = await publicBookId();
    const other = await createReview(ctx.db.knex, { bookId, rating: 4 });
    const reader = await readerOfBook(bookId);
    const stranger = await signedInReader();

    const before = await reader.agent.get(reviewsPath(bookId)).expect(200);
    expect(before.body.summary).toMatchObject({ canReview: true, mine: null });
    expect((await stranger.agent.get(reviewsPath(bookId)).expect(200)).body.summary).toMatchObject({ canReview: false, mine: null });

    await reader.agent.post(reactionPath(other.id)).send({ value: -1 }).expect(200);
    await reader.agent.post(reviewPath(bookId)).send({ rating: 2, title: "Not for me" }).expect(200);
    const res = await reader.agent.get(reviewsPath(bookId)).expect(200);
    expect(res.body.summary).toMatchObject({ canReview: true, reviewsCount: 2, rating: 3 });
    expect(res.body.summary.mine).toMatchObject({ rating: 2, title: "Not for me", isMine: true, reader: { id: reader.readerId, name: "Rita Reader" } });
    const byId = new Map(res.body.items.map((review: { id: number }) => [review.id, review]));
    expect(byId.get(other.id)).toMatchObject({ myReaction: -1, isMine: false, reviewReactionsSum: -1 });
    expect(byId.get(res.body.summary.mine.id)).toMatchObject({ isMine: true, myReaction: 0 });
  });
});

describe("POST /api/v1/readers/books/:bookId/review", () => {
  it("needs a session, whatever the body", async () => {
    const bookId = await publicBookId();
    const res = await request(ctx.app).post(reviewPath(bookId)).send({ rating: "five" }).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
  });

  it("refuses bad input naming each field", async () => {
    const bookId = await publicBookId();
    const reader = await readerOfBook(bookId);
    const missing = await reader.agent.post(reviewPath(bookId)).send({ title: "Hm" }).expect(400);
    expect(missing.body.error.fields).toEqual({ rating: "This field is required." });
    const wrong = await reader.agent
      .post(reviewPath(bookId))
      .send({ rating: 6, title: "t".repeat(121), markup: "m".repeat(10_001) })
      .expect(400);
    expect(wrong.body.error.fields).toEqual({
      rating: "Must be a whole number from 1 to 5.",
      title: "Input can't be longer than 120 characters.",
      markup: "Input can't be longer than 10000 characters.",
    });
    const half = await reader.agent.post(reviewPath(bookId)).send({ rating: 3.5, title: 7 }).expect(400);
    expect(half.body.error.fields).toEqual({ rating: "Must be a whole number from 1 to 5.", title: "Must be text." });
    const unknown = await reader.agent.post(reviewPath(bookId)).send({ rating: 3, reviewReactionsSum: 100 }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: reviewReactionsSum.");
  });

  it("refuses a reader who has not opened the book, the book's author, and a book that is not public", async () => {
    const bookId = await publicBookId();
    const reader = await signedInReader();
    const unopened = await reader.agent.post(reviewPath(bookId)).send({ rating: 5 }).expect(403);
    expect(unopened.body.error).toEqual({ code: "forbidden", message: "Open the book before reviewing it." });
    // Bought but never opened: still not read.
    await createReaderBook(ctx.db.knex, { readerId: reader.readerId, bookId, entireBook: true });
    await reader.agent.post(reviewPath(bookId)).send({ rating: 5 }).expect(403);

    const author = await signedInReader();
    const { book: own } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1, publicChaptersCount: 1 });
    await openBook(ctx.db.knex, { readerId: author.readerId, bookId: own.id });
    const self = await author.agent.post(reviewPath(own.id)).send({ rating: 5 }).expect(403);
    expect(self.body.error.message).toBe("You cannot review your own book.");

    const draft = await createBook(ctx.db.knex);
    await openBook(ctx.db.knex, { readerId: reader.readerId, bookId: draft.id });
    const hidden = await reader.agent.post(reviewPath(draft.id)).send({ rating: 5 }).expect(404);
    expect(hidden.body.error.message).toBe("Book not found.");
    expect(await ratingOf(bookId)).toBeNull();
  });

  it("writes the review, then replaces it, keeping the book's rating the mean of its reviews", async () => {
    const bookId = await publicBookId();
    await createReview(ctx.db.knex, { bookId, rating: 5 });
    const reader = await readerOfBook(bookId, "Vera Reviewer");
    const res = await reader.agent
      .post(reviewPath(bookId))
      .send({ rating: 2, title: "  Slow going  ", markup: "<p>Too <strong>long</strong>.</p>" })
      .expect(200);
    expect(res.body.review).toMatchObject({
      bookId,
      reader: { id: reader.readerId, name: "Vera Reviewer", imgUrl: null },
      rating: 2,
      title: "Slow going",
      markup: "<p>Too <strong>long</strong>.</p>",
      reviewReactionsSum: 0,
      myReaction: 0,
      isMine: true,
    });
    expect(await ratingOf(bookId)).toBe(3.5);

    const replaced = await reader.agent.post(reviewPath(bookId)).send({ rating: 3 }).expect(200);
    expect(replaced.body.review).toMatchObject({ id: res.body.review.id, rating: 3, title: null, markup: null });
    expect(await ratingOf(bookId)).toBe(4);
    expect(await ReaderBook.query(ctx.db.knex).where({ bookId, readerId: reader.readerId }).resultSize()).toBe(1);
  });

  it("stores review markup without scripts, event handlers or javascript: links", async () => {
    const bookId = await publicBookId();
    const reader = await readerOfBook(bookId);
    const markup = '<p onmouseover="steal()">Good<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">book</a></p>';
    const res = await reader.agent.post(reviewPath(bookId)).send({ rating: 4, markup }).expect(200);
    expect(res.body.review.markup).toBe("<p>Good book</p>");
    const stored = (await ReaderBook.query(ctx.db.knex).findById(res.body.review.id))!.reviewMarkup;
    expect(stored).toBe("<p>Good book</p>");
    expect(stored).not.toMatch(/script|onerror|onmouseover|javascript:|alert/);
  });

  it("keeps the mean right when readers review the same book at the same moment", async () => {
    const bookId = await publicBookId();
    const ratings = [1, 2, 4, 5, 5, 1];
    const readers = await Promise.all(ratings.map(() => readerOfBook(bookId)));
    const answers = await Promise.all(readers.map((reader, index) => reader.agent.post(reviewPath(bookId)).send({ rating: ratings[index] })));
    expect(answers.map((res) => res.status)).toEqual(ratings.map(() => 200));
    expect(await ratingOf(bookId)).toBeCloseTo(18 / 6, 10);
  });
});

describe("DELETE /api/v1/readers/books/:bookId/review", () => {
  it("needs a session", async () => {
    await request(ctx.app)
      .delete(reviewPath(await publicBookId()))
      .expect(401);
  });

  it("refuses a malformed id, and answers 404 when the reader has no review", async () => {
    const bookId = await publicBookId();
    const reader = await readerOfBook(bookId);
    const bad = await reader.agent.delete(reviewPath("-1")).expect(400);
    expect(bad.body.error.fields).toEqual({ bookId: "Must be a whole number." });
    const none = await reader.agent.delete(reviewPath(bookId)).expect(404);
    expect(none.body.error).toEqual({ code: "not_found", message: "Review not found." });
    // Another reader's review is not theirs to delete.
    await createReview(ctx.db.knex, { bookId });
    await reader.agent.delete(reviewPath(bookId)).expect(404);
  });

  it("takes the review back with its reactions, keeping the reader's progress and the book's mean", async () => {
    const bookId = await publicBookId();
    await createReview(ctx.db.knex, { bookId, rating: 5 });
    const reader = await readerOfBook(bookId);
    const saved = await reader.agent.post(reviewPath(bookId)).send({ rating: 1, title: "No" }).expect(200);
    const voter = await signedInReader();
    await voter.agent.post(reactionPath(saved.body.review.id)).send({ value: 1 }).expect(200);
    expect(await ratingOf(bookId)).toBe(3);

    expect((await reader.agent.delete(reviewPath(bookId)).expect(200)).body).toEqual({ ok: true });
    const row = (await ReaderBook.query(ctx.db.knex).findById(saved.body.review.id))!;
    expect(row).toMatchObject({ rating: null, reviewTitle: null, reviewMarkup: null, reviewedAt: null, reviewReactionsSum: 0 });
    expect(row.firstReadAt).not.toBeNull();
    expect(await BookReviewReaction.query(ctx.db.knex).where({ reviewId: row.id })).toEqual([]);
    expect(await ratingOf(bookId)).toBe(5);
    await reader.agent.delete(reviewPath(bookId)).expect(404);
  });

  it("leaves the book without a rating when its last review goes", async () => {
    const bookId = await publicBookId();
    const reader = await readerOfBook(bookId);
    await reader.agent.post(reviewPath(bookId)).send({ rating: 4 }).expect(200);
    await reader.agent.delete(reviewPath(bookId)).expect(200);
    expect(await ratingOf(bookId)).toBeNull();
  });
});

describe("POST /api/v1/readers/reviews/:reviewId/reaction", () => {
  it("needs a session", async () => {
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    await request(ctx.app).post(reactionPath(review.id)).send({ value: 1 }).expect(401);
  });

  it("refuses bad input naming each field", async () => {
    const reader = await signedInReader();
    const missing = await reader.agent.post(reactionPath("x")).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ reviewId: "Must be a whole number.", value: "This field is required." });
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    for (const value of [2, "1", 0.5, null]) {
      const res = await reader.agent.post(reactionPath(review.id)).send({ value }).expect(400);
      expect(res.body.error.fields).toEqual({ value: "Must be one of: 1, -1, 0." });
    }
  });

  it("answers 404 for a review that does not exist, was deleted, or whose book is not public, and 403 for one's own", async () => {
    const reader = await signedInReader();
    const bookId = await publicBookId();
    const unreviewed = await openBook(ctx.db.knex, { readerId: (await createUser(ctx.db.knex)).readerProfile.id, bookId });
    const hiddenBookId = await publicBookId();
    const hidden = await createReview(ctx.db.knex, { bookId: hiddenBookId });
    await Book.query(ctx.db.knex).findById(hiddenBookId).patch({ deleted: true });
    for (const reviewId of [999_999_999, unreviewed.id, hidden.id]) {
      const res = await reader.agent.post(reactionPath(reviewId)).send({ value: 1 }).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Review not found." });
    }
    const own = await createReview(ctx.db.knex, { bookId, readerId: reader.readerId });
    const self = await reader.agent.post(reactionPath(own.id)).send({ value: 1 }).expect(403);
    expect(self.body.error).toEqual({ code: "forbidden", message: "You cannot react to your own review." });
  });

  it("keeps one reaction per reader, the sum of them on the review, and takes one back with 0", async () => {
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    const first = await signedInReader();
    const second = await signedInReader();
    expect((await first.agent.post(reactionPath(review.id)).send({ value: 1 }).expect(200)).body).toEqual({ reviewReactionsSum: 1, myReaction: 1 });
    expect((await first.agent.post(reactionPath(review.id)).send({ value: 1 }).expect(200)).body).toEqual({ reviewReactionsSum: 1, myReaction: 1 });
    expect((await second.agent.post(reactionPath(review.id)).send({ value: -1 }).expect(200)).body).toEqual({ reviewReactionsSum: 0, myReaction: -1 });
    expect((await first.agent.post(reactionPath(review.id)).send({ value: -1 }).expect(200)).body).toEqual({ reviewReactionsSum: -2, myReaction: -1 });
    expect((await second.agent.post(reactionPath(review.id)).send({ value: 0 }).expect(200)).body).toEqual({ reviewReactionsSum: -1, myReaction: 0 });
    expect(await BookReviewReaction.query(ctx.db.knex).where({ reviewId: review.id }).resultSize()).toBe(1);
    expect((await ReaderBook.query(ctx.db.knex).findById(review.id))!.reviewReactionsSum).toBe(-1);
  });

  it("counts every reaction when many readers react at once", async () => {
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    const voters = await Promise.all([1, 2, 3, 4, 5].map(() => signedInReader()));
    const answers = await Promise.all(voters.map((voter) => voter.agent.post(reactionPath(review.id)).send({ value: 1 })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await ReaderBook.query(ctx.db.knex).findById(review.id))!.reviewReactionsSum).toBe(5);
  });
});

describe("POST /api/v1/readers/reviews/:reviewId/reports", () => {
  it("needs a session", async () => {
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    await request(ctx.app).post(reportsPath(review.id)).send({ violation: "DOXING" }).expect(401);
  });

  it("refuses bad input naming each field", async () => {
    const reader = await signedInReader();
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    const missing = await reader.agent.post(reportsPath(review.id)).send({ comment: "Rude" }).expect(400);
    expect(missing.body.error.fields).toEqual({ violation: "This field is required." });
    const wrong = await reader.agent
      .post(reportsPath(review.id))
      .send({ violation: "RUDE", comment: "c".repeat(1001) })
      .expect(400);
    expect(wrong.body.error.fields).toEqual({
      violation:
        "Must be one of: DISRUPTION_OF_SERVICE, DOXING, HARASSMENT_OR_THREATS, HATE_SPEECH, ILLEGAL_CONDUCT_OR_ACTIVITY, MALICIOUS_CODE_OR_SPAM, SCRAPING_OR_MINING, SOLICITATION, UNAUTHORISED_ACCESS, PROHIBITED_SEXUAL_DEPICTIONS.",
      comment: "Input can't be longer than 1000 characters.",
    });
  });

  it("answers 404 for an unknown review and 403 for one's own", async () => {
    const reader = await signedInReader();
    const missing = await reader.agent.post(reportsPath(999_999_999)).send({ violation: "DOXING" }).expect(404);
    expect(missing.body.error.message).toBe("Review not found.");
    const own = await createReview(ctx.db.knex, { bookId: await publicBookId(), readerId: reader.readerId });
    const self = await reader.agent.post(reportsPath(own.id)).send({ violation: "DOXING" }).expect(403);
    expect(self.body.error.message).toBe("You cannot report your own review.");
  });

  it("files one open report per reader per review, and a new one once a moderator closed it", async () => {
    const reader = await signedInReader();
    const review = await createReview(ctx.db.knex, { bookId: await publicBookId() });
    const res = await reader.agent.post(reportsPath(review.id)).send({ violation: "HATE_SPEECH", comment: " Slurs in the second line. " }).expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(await BookReviewReport.query(ctx.db.knex).where({ reviewId: review.id })).toMatchObject([
      { reporterId: reader.readerId, violation: "HATE_SPEECH", comment: "Slurs in the second line.", deleted: false },
    ]);

    const again = await reader.agent.post(reportsPath(review.id)).send({ violation: "DOXING" }).expect(409);
    expect(again.body.error).toEqual({ code: "conflict", message: "You have already reported this review." });

    await BookReviewReport.query(ctx.db.knex).where({ reviewId: review.id }).patch({ deleted: true, notes: "Checked: fine." });
    await reader.agent.post(reportsPath(review.id)).send({ violation: "DOXING" }).expect(200);
    expect(await BookReviewReport.query(ctx.db.knex).where({ reviewId: review.id })).toMatchObject([
      { violation: "DOXING", comment: null, deleted: false, notes: "Checked: fine." },
    ]);
    const other = await signedInReader();
    await other.agent.post(reportsPath(review.id)).send({ violation: "DOXING" }).expect(200);
  });
});
