import type { Knex } from "@storyloom/db";
import { createSeries, createSeriesBook, createSubseries } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { ownBook, signedIn, unique } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh series of author A with two books, as its path. */
async function seriesPath(world: World, knex: Knex): Promise<{ path: string; bookId: number; subseriesId: number }> {
  const series = await createSeries(knex, { authorId: world.people.authorA.authorProfile.id, title: `Access series ${unique()}` });
  const book = await createSeriesBook(knex, { seriesId: series.id });
  await createSeriesBook(knex, { seriesId: series.id });
  const part = await createSubseries(knex, { seriesId: series.id });
  return { path: `/api/v1/series/${series.id}`, bookId: book.id, subseriesId: part.id };
}

/** The access rows of the series routes (api/src/routes/series/router.ts). */
export const seriesAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/series": { request: () => ({ path: "/api/v1/series" }), expect: signedIn("2xx") },
  "POST /api/v1/series": { request: () => ({ path: "/api/v1/series", body: { title: `Access series ${unique()}` } }), expect: signedIn("2xx") },
  "GET /api/v1/series/:id": {
    request: async (world, _actor, knex) => ({ path: (await seriesPath(world, knex)).path }),
    expect: ownBook(),
  },
  "PATCH /api/v1/series/:id": {
    request: async (world, _actor, knex) => {
      const { path, bookId } = await seriesPath(world, knex);
      return { path, body: { title: "Access renamed", books: [{ bookId }] } };
    },
    expect: ownBook(),
  },
  "DELETE /api/v1/series/:id": {
    request: async (world, _actor, knex) => ({ path: (await seriesPath(world, knex)).path }),
    expect: ownBook(),
  },
  "POST /api/v1/series/:id/subseries": {
    request: async (world, _actor, knex) => ({ path: `${(await seriesPath(world, knex)).path}/subseries`, body: { title: "Access part" } }),
    expect: ownBook(),
  },
  "PATCH /api/v1/series/:id/subseries/:subseriesId": {
    request: async (world, _actor, knex) => {
      const { path, subseriesId } = await seriesPath(world, knex);
      return { path: `${path}/subseries/${subseriesId}`, body: { title: "Access part renamed" } };
    },
    expect: ownBook(),
  },
  "DELETE /api/v1/series/:id/subseries/:subseriesId": {
    request: async (world, _actor, knex) => {
      const { path, subseriesId } = await seriesPath(world, knex);
      return { path: `${path}/subseries/${subseriesId}` };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/reorder": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/books/${(await seriesPath(world, knex)).bookId}/reorder`, body: { number: 2 } }),
    expect: ownBook(),
  },
};
