import { NotFoundError } from "@storyloom/domain/errors.ts";
import { can } from "@storyloom/domain/policies/index.ts";
import { isReadableBook } from "@storyloom/domain/policies/readerBooks.ts";
import { findBookForReaders } from "@storyloom/domain/services/readerBooks/findBookForReaders.ts";
import { findReaderBook } from "@storyloom/domain/services/readerBooks/findReaderBook.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { deleteReview } from "@storyloom/domain/services/reviews/deleteReview.ts";
import { findMyReactions } from "@storyloom/domain/services/reviews/findMyReactions.ts";
import { findReview } from "@storyloom/domain/services/reviews/findReview.ts";
import { listReviews } from "@storyloom/domain/services/reviews/listReviews.ts";
import { reactToReview } from "@storyloom/domain/services/reviews/reactToReview.ts";
import { reportReview } from "@storyloom/domain/services/reviews/reportReview.ts";
import { saveReview } from "@storyloom/domain/services/reviews/saveReview.ts";
import { summarizeReviews } from "@storyloom/domain/services/reviews/summarizeReviews.ts";
import { presentReview, presentReviewsSummary } from "../../presenters/reviews.ts";
import { defineRoute } from "../defineRoute.ts";
import { doneView } from "../../presenters/views/done.ts";
import {
  bookParams,
  listReviewsQuery,
  reactToReviewBody,
  reportReviewBody,
  reviewAnswer,
  reviewParams,
  reviewReactionAnswer,
  reviewsPage,
  saveReviewBody,
} from "./schema.ts";

/** /api/v1/readers: reviews of public books, their reactions and reports. */
export const listBookReviews = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/reviews",
  summary:
    "A page of a public book's reviews, most helpful first, with the summary and the caller's own review and reactions (a suspended book's for the readers who keep it).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: bookParams, query: listReviewsQuery, response: reviewsPage },
  handler: async ({ params, query, actor, deps }) => {
    const db = deps.knex;
    const book = await findBookForReaders(db, params.bookId, { actor });
    if (!isReadableBook(book)) throw new NotFoundError("Book not found.");
    const { items, total } = await listReviews({ db, bookId: book.id, ...query });
    const readerId = actor.kind === "user" ? actor.readerId : null;
    const own = readerId === null ? undefined : await findReaderBook(db, { readerId, bookId: book.id });
    const mineRow = own?.reviewedAt ? await own.$fetchGraph("reader", { transaction: db }) : undefined;
    const reactions = readerId === null ? new Map<number, number>() : await findMyReactions(db, { readerId, reviewIds: items.map((review) => review.id) });
    const viewerOf = (id: number) => ({ myReaction: reactions.get(id) ?? 0, isMine: id === own?.id });
    const summary = presentReviewsSummary(await summarizeReviews(db, book.id), {
      canReview: can(actor, "review.write", { book, readerBook: own ?? null }),
      mine: mineRow ? presentReview(mineRow, { myReaction: 0, isMine: true }) : null,
    });
    return { items: items.map((review) => presentReview(review, viewerOf(review.id))), total, page: query.page, pageSize: query.pageSize, summary };
  },
});

export const saveBookReview = defineRoute({
  method: "POST",
  path: "/api/v1/readers/books/:bookId/review",
  summary: "Writes or rewrites the reader's one review of a book they opened (rating 1–5, title, sanitised markup); keeps the book's mean rating.",
  auth: "signedIn",
  authorize: "review.write",
  onCustomDomains: true,
  schema: { params: bookParams, body: saveReviewBody, response: reviewAnswer },
  handler: async ({ params, body, actor, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      // The book row first: concurrent reviews of a book queue here, so each mean counts the others.
      const book = await findBookForReaders(trx, params.bookId, { forUpdate: true });
      const readerBook = await findReaderBook(trx, { readerId: requireReaderId(actor), bookId: book.id });
      authorize({ book, readerBook: readerBook ?? null });
      // Only narrows the type: the policy already refused a reader without a ReaderBook.
      if (!readerBook) throw new NotFoundError("Book not found.");
      const review = await (await saveReview({ trx, pages: deps.pages, readerBook, ...body })).$fetchGraph("reader", { transaction: trx });
      return { review: presentReview(review, { myReaction: 0, isMine: true }) };
    }),
});

export const deleteBookReview = defineRoute({
  method: "DELETE",
  path: "/api/v1/readers/books/:bookId/review",
  summary: "Takes the reader's review of a book back, with its reactions; keeps the book's mean rating.",
  auth: "signedIn",
  authorize: "review.delete",
  onCustomDomains: true,
  schema: { params: bookParams, response: doneView },
  handler: async ({ params, actor, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const book = await findBookForReaders(trx, params.bookId, { forUpdate: true });
      const readerId = requireReaderId(actor);
      const review = await findReaderBook(trx, { readerId, bookId: book.id });
      authorize({ readerId, reviewedAt: review?.reviewedAt ?? null, book });
      // Only narrows the type: the policy already answered 404 without a review.
      if (!review) throw new NotFoundError("Review not found.");
      await deleteReview({ trx, pages: deps.pages, review });
      return { ok: true };
    }),
});

export const reactToBookReview = defineRoute({
  method: "POST",
  path: "/api/v1/readers/reviews/:reviewId/reaction",
  summary: "The reader's one reaction to someone else's review: 1 helpful, -1 not, 0 takes it back. Answers the review's new sum.",
  auth: "signedIn",
  authorize: "review.react",
  onCustomDomains: true,
  schema: { params: reviewParams, body: reactToReviewBody, response: reviewReactionAnswer },
  handler: async ({ params, body, actor, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const review = await findReview(trx, params.reviewId, { forUpdate: true });
      authorize(review);
      return reactToReview({ trx, pages: deps.pages, bookId: review.bookId, reviewId: review.id, readerId: requireReaderId(actor), value: body.value });
    }),
});

export const reportBookReview = defineRoute({
  method: "POST",
  path: "/api/v1/readers/reviews/:reviewId/reports",
  summary: "Reports someone else's review breaking the rules (docs/product.md, Enumerations: Review violation); one open report per reader per review.",
  auth: "signedIn",
  authorize: "review.report",
  onCustomDomains: true,
  schema: { params: reviewParams, body: reportReviewBody, response: doneView },
  handler: async ({ params, body, actor, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const review = await findReview(trx, params.reviewId);
      authorize(review);
      await reportReview({ trx, reviewId: review.id, reporterId: requireReaderId(actor), ...body });
      return { ok: true };
    }),
});

export const reviewsRoutes = [listBookReviews, saveBookReview, deleteBookReview, reactToBookReview, reportBookReview];
