import { createBeat, createChapter } from "@storyloom/testkit/factories";
import { ownBook } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the beats routes (api/src/routes/beats/router.ts). Each makes its own beat: one actor's change spoils no other's. */
export const beatsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/beats": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/beats` }), expect: ownBook({ admin: "2xx" }) },
  "PATCH /api/v1/books/:bookId/beats/:beatId": {
    request: async (world, _actor, knex) => {
      const beat = await createBeat(knex, { bookId: world.bookOfAuthorA });
      return { path: `/api/v1/books/${world.bookOfAuthorA}/beats/${beat.id}`, body: { name: "Access beat", act: 2 } };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/beats/update-many": {
    request: async (world, _actor, knex) => {
      const beat = await createBeat(knex, { bookId: world.bookOfAuthorA });
      return {
        path: `/api/v1/books/${world.bookOfAuthorA}/beats/update-many`,
        body: { beats: [{ name: "Access new beat", act: 1, orderIndex: 0 }], deletedIds: [beat.id] },
      };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/beats/:beatId/move-chapters": {
    request: async (world, _actor, knex) => {
      const beat = await createBeat(knex, { bookId: world.bookOfAuthorA });
      const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
      return { path: `/api/v1/books/${world.bookOfAuthorA}/beats/${beat.id}/move-chapters`, body: { chapterIds: [chapter.id] } };
    },
    expect: ownBook(),
  },
};
