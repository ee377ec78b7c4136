import type { Knex } from "@storyloom/db";
import { createPublishedBook, createSeries, createUser } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/**
 * A fresh public book of author A (the world's own book is a draft): three
 * chapters, none free. Pages that name their author use a bystander's book
 * instead, so that naming is not taken for a leak of author A's data.
 */
async function bookOfAuthorA(world: World, knex: Knex): Promise<number> {
  return (await createPublishedBook(knex, { authorId: world.people.authorA.authorProfile.id, chapters: 3, publicChaptersCount: 0 })).book.id;
}

/** A fresh author who is none of the actors, with a public book in a series. */
async function bystanderAuthor(knex: Knex): Promise<{ authorId: number; bookId: number; seriesId: number }> {
  const authorId = (await createUser(knex)).authorProfile.id;
  const series = await createSeries(knex, { authorId });
  const { book } = await createPublishedBook(knex, { authorId, seriesId: series.id, chapters: 1, publicChaptersCount: 1 });
  return { authorId, bookId: book.id, seriesId: series.id };
}

/** The access rows of the public catalogue (api/src/routes/readerCatalogue/). */
export const readerCatalogueAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/readers/books": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/books?authorId=${(await bystanderAuthor(knex)).authorId}&sort=new&page=1&pageSize=10` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/search": {
    request: async (_world, _actor, knex) => ({
      path: `/api/v1/readers/search?q=lantern&seriesId=${(await bystanderAuthor(knex)).seriesId}&page=1&pageSize=10`,
    }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/books/:bookId": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/books/${(await bystanderAuthor(knex)).bookId}` }),
    expect: everyone("2xx"),
  },
  "PATCH /api/v1/readers/books/:bookId/views-count": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/books/${(await bystanderAuthor(knex)).bookId}/views-count`, body: {} }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/series": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/series?authorId=${(await bystanderAuthor(knex)).authorId}` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/series/:seriesId": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/series/${(await bystanderAuthor(knex)).seriesId}` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/books/:bookId/chapters": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/books/${await bookOfAuthorA(world, knex)}/chapters` }),
    expect: everyone("2xx"),
  },
  // A paid chapter: its author (also when an admin acts as them) and admins read it; to anyone else it is locked.
  "GET /api/v1/readers/books/:bookId/chapters/:chapterIndex": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/books/${await bookOfAuthorA(world, knex)}/chapters/2` }),
    expect: { ...everyone(403), authorA: "2xx", adminAsAuthorA: "2xx", admin: "2xx" },
  },
  "GET /api/v1/readers/books/:bookId/chapters/:chapterIndex/check-access": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/books/${await bookOfAuthorA(world, knex)}/chapters/2/check-access` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/author-profiles/:authorId": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/author-profiles/${(await bystanderAuthor(knex)).authorId}` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/author-profiles/:authorId/newsletters": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/author-profiles/${(await bystanderAuthor(knex)).authorId}/newsletters?page=1` }),
    expect: everyone("2xx"),
  },
};
