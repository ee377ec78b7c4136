import { createChapter, createPublishableBook } from "@storyloom/testkit/factories";
import { ownBook } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/**
 * The access rows of the publishing routes (api/src/routes/publishing/router.ts).
 * Each request makes a fresh book or chapter of author A in the state its
 * call starts from, so one actor's publish leaves nothing for the next.
 */
export const publishingAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/books/:bookId/publish": {
    request: async (world, _actor, knex) => {
      const book = await createPublishableBook(knex, { authorId: world.people.authorA.authorProfile.id });
      return { path: `/api/v1/books/${book.id}/publish`, body: { publishType: "single_book" } };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/schedule-publish": {
    request: async (world, _actor, knex) => {
      const book = await createPublishableBook(knex, { authorId: world.people.authorA.authorProfile.id });
      return { path: `/api/v1/books/${book.id}/schedule-publish`, body: { scheduledPublicationAt: inAnHour(), publishType: "single_book" } };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/unpublish": {
    request: async (world, _actor, knex) => {
      const book = await createPublishableBook(knex, { authorId: world.people.authorA.authorProfile.id, status: "PUBLISHED" });
      return { path: `/api/v1/books/${book.id}/unpublish` };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/publish": {
    request: async (world, _actor, knex) => {
      const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
      return { path: `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/publish`, body: {} };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/schedule-publish": {
    request: async (world, _actor, knex) => {
      const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
      return { path: `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/schedule-publish`, body: { scheduledPublicationAt: inAnHour() } };
    },
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/unpublish": {
    request: async (world, _actor, knex) => {
      const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA, status: "PUBLISHED" });
      return { path: `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/unpublish` };
    },
    expect: ownBook(),
  },
};
