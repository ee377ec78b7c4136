import type { Knex } from "@storyloom/db";
import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { findOwnBook } from "@storyloom/domain/services/books/findOwnBook.ts";
import { createSeries } from "@storyloom/domain/services/series/createSeries.ts";
import { deleteSeries } from "@storyloom/domain/services/series/deleteSeries.ts";
import { findOwnSeries } from "@storyloom/domain/services/series/findOwnSeries.ts";
import { listSeries } from "@storyloom/domain/services/series/listSeries.ts";
import { NOT_IN_COLLECTION, reorderBookInSeries } from "@storyloom/domain/services/series/reorderBookInSeries.ts";
import { setSeriesBooks } from "@storyloom/domain/services/series/setSeriesBooks.ts";
import { updateSeries } from "@storyloom/domain/services/series/updateSeries.ts";
import { ValidationError } from "@storyloom/domain/errors.ts";
import { presentSeriesSummary } from "../../presenters/series.ts";
import { doneView } from "../../presenters/views/done.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { bookParams, createSeriesBody, reorderBookBody, seriesAnswer, seriesListAnswer, seriesParams, updateSeriesBody } from "./schema.ts";
import { seriesAnswerOf } from "./seriesAnswer.ts";
import { subseriesRoutes } from "./subseriesRouter.ts";

export const listSeriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/series",
  summary: "The signed-in author's collections (not deleted) by title, with their book and subseries counts.",
  auth: "signedIn",
  authorize: "series.list",
  schema: { response: seriesListAnswer },
  handler: async ({ actor, deps }) => ({ items: (await listSeries({ actor, db: deps.knex })).map(presentSeriesSummary) }),
});

export const createSeriesRoute = defineRoute({
  method: "POST",
  path: "/api/v1/series",
  summary: "Creates an empty collection of the signed-in author.",
  auth: "signedIn",
  authorize: "series.create",
  schema: { body: createSeriesBody, response: seriesAnswer },
  status: 201,
  handler: async ({ actor, body, deps }) =>
    deps.knex.transaction(async (trx) => {
      // series.create has let only authors through.
      const series = await createSeries({ trx, authorId: actor.authorId as number, title: body.title, description: body.description ?? null });
      return seriesAnswerOf(trx, series);
    }),
});

export const getSeriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/series/:id",
  summary: "One of the author's collections with its books and subseries in order.",
  auth: "signedIn",
  authorize: "series.read",
  schema: { params: seriesParams, response: seriesAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const series = await findOwnSeries({ actor, db: deps.knex, seriesId: params.id });
    authorize(series);
    return seriesAnswerOf(deps.knex, series);
  },
});

export const updateSeriesRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/series/:id",
  summary: "Saves title, description, imgUrl and, with `books`, the collection's books in order (left out: removed; new: added).",
  auth: "signedIn",
  authorize: "series.update",
  schema: { params: seriesParams, body: updateSeriesBody, response: seriesAnswer },
  bodyLimit: "200kb",
  handler: async ({ actor, params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const locked = await findOwnSeries({ actor, db: trx, seriesId: params.id, forUpdate: true });
      authorize(locked);
      const { books, ...changes } = body;
      const series = await updateSeries({ trx, pages: deps.pages, series: locked, changes });
      if (books !== undefined) await setSeriesBooks({ trx, pages: deps.pages, series, entries: books });
      return seriesAnswerOf(trx, series);
    }),
});

export const deleteSeriesRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/series/:id",
  summary: "Soft-deletes a collection; its books stay, out of any collection.",
  auth: "signedIn",
  authorize: "series.delete",
  schema: { params: seriesParams, response: doneView },
  handler: async ({ actor, params, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const series = await findOwnSeries({ actor, db: trx, seriesId: params.id, forUpdate: true });
      authorize(series);
      await deleteSeries({ trx, pages: deps.pages, series });
    });
    return { ok: true };
  },
});

/** The book's series, locked, and the book read again under that lock (it may have moved meanwhile). */
async function lockBookSeries(trx: Knex.Transaction, actor: UserActor, bookId: number) {
  const book = await findOwnBook({ actor, db: trx, bookId });
  if (book.seriesId === null || book.deleted) return { book, series: null };
  const series = await findOwnSeries({ actor, db: trx, seriesId: book.seriesId, forUpdate: true });
  return { book: await findOwnBook({ actor, db: trx, bookId }), series };
}

export const reorderBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/reorder",
  summary: "Moves the book to place `number` of its collection, shifting the books between. Answers the collection.",
  auth: "signedIn",
  authorize: "book.reorder",
  schema: { params: bookParams, body: reorderBookBody, response: seriesAnswer },
  handler: async ({ actor, params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const { book, series } = await lockBookSeries(trx, actor, params.bookId);
      authorize(book);
      if (series === null || book.seriesId !== series.id || series.deleted) throw new ValidationError(NOT_IN_COLLECTION);
      await reorderBookInSeries({ trx, pages: deps.pages, book, to: body.number });
      return seriesAnswerOf(trx, series);
    }),
});

export const seriesRoutes: Route[] = [
  listSeriesRoute,
  createSeriesRoute,
  getSeriesRoute,
  updateSeriesRoute,
  deleteSeriesRoute,
  ...subseriesRoutes,
  reorderBookRoute,
];
