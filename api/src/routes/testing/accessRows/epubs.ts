import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { buildEpub, epubIdentifierOf } from "@storyloom/domain/services/epubs/buildEpub.ts";
import { installBuiltEpub } from "@storyloom/domain/services/epubs/testing.ts";
import { createPublishedBook } from "@storyloom/testkit/factories";
import { loadConfig } from "../../../config.ts";
import { ownBook, signedIn } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { World } from "../world.ts";
import type { Knex } from "@storyloom/db";

/** The storage the test apps use (testing.ts: the default FILES_DIR). */
const config = loadConfig({ NODE_ENV: "test" });

/** A fresh published book of author A with one chapter: each request has its own (a delete spoils no other row). */
async function publishedBookOfAuthorA(world: World, knex: Knex, withEpub: boolean): Promise<number> {
  const { book } = await createPublishedBook(knex, { authorId: world.people.authorA.authorProfile.id, chapters: 1 });
  if (withEpub) await installBuiltEpub({ knex, storage: createStorage(config.storage), publicUrl: config.publicUrl, bookId: book.id });
  return book.id;
}

/** A valid EPUB of one short chapter. */
function smallEpub(): Buffer {
  return buildEpub({
    identifier: epubIdentifierOf(config.publicUrl, 1),
    title: "Access upload",
    authorName: "Author A",
    language: "en",
    kind: "prose",
    description: null,
    authorNote: null,
    cover: null,
    chapters: [{ heading: "Chapter 1", title: null, markup: "<p>Text.</p>" }],
    modifiedAt: new Date(),
    publisherLine: "Made for the access table.",
  });
}

/** The access rows of the EPUB routes (api/src/routes/epubs/router.ts): the owner manages, readers who may read it all download. */
export const epubsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/epub": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/epub` }), expect: ownBook() },
  "POST /api/v1/books/:bookId/epub/generate": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/books/${await publishedBookOfAuthorA(world, knex, false)}/epub/generate` }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/epub/upload": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/books/${await publishedBookOfAuthorA(world, knex, false)}/epub/upload`,
      multipart: { field: "file", filename: "book.epub", contentType: "application/epub+zip", bytes: smallEpub() },
    }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/epub": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/books/${await publishedBookOfAuthorA(world, knex, true)}/epub` }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/epub/download": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/books/${await publishedBookOfAuthorA(world, knex, true)}/epub/download` }),
    expect: ownBook(),
  },
  // A free public book of a bystander author with an EPUB: every signed-in reader may take a copy.
  "GET /api/v1/readers/books/:bookId/download/epub": {
    request: async (_world, _actor, knex) => {
      const { book } = await createPublishedBook(knex, { chapters: 2, publicChaptersCount: 2 });
      await installBuiltEpub({ knex, storage: createStorage(config.storage), publicUrl: config.publicUrl, bookId: book.id });
      return { path: `/api/v1/readers/books/${book.id}/download/epub` };
    },
    expect: signedIn("2xx"),
  },
};
