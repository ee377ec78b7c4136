import type { Knex } from "@storyloom/db";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { silentMp3 } from "@storyloom/domain/services/chapterAudio/testing.ts";
import { uploadChapterAudio } from "@storyloom/domain/services/chapterAudio/uploadChapterAudio.ts";
import { createChapter, createPublishedBook } from "@storyloom/testkit/factories";
import { loadConfig } from "../../../config.ts";
import { everyone, ownBook } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** The storage the test apps use (testing.ts: the default FILES_DIR). */
const config = loadConfig({ NODE_ENV: "test" });

/** A fresh chapter of author A's book, with audio when asked: each request has its own (a delete spoils no other row). */
async function chapterOfAuthorA(world: World, knex: Knex, withAudio: boolean): Promise<string> {
  const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
  if (withAudio) {
    await uploadChapterAudio({
      knex,
      storage: createStorage(config.storage),
      chapter,
      userId: world.people.authorA.user.id,
      bytes: silentMp3(1),
      fileName: "reading.mp3",
    });
  }
  return `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/audio`;
}

/** A public book of author A whose second chapter (paid) and first (free) have audio. */
async function publicBookWithAudio(world: World, knex: Knex): Promise<number> {
  const { book, chapters } = await createPublishedBook(knex, { authorId: world.people.authorA.authorProfile.id, chapters: 2, publicChaptersCount: 1 });
  for (const chapter of chapters) {
    await uploadChapterAudio({
      knex,
      storage: createStorage(config.storage),
      chapter,
      userId: world.people.authorA.user.id,
      bytes: silentMp3(1),
      fileName: "reading.mp3",
    });
  }
  return book.id;
}

/** The access rows of chapter audio (api/src/routes/chapterAudio/router.ts): the owner manages, admins listen, readers by chapter access. */
export const chapterAudioAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/chapters/:chapterId/audio": {
    request: async (world, _actor, knex) => ({ path: await chapterOfAuthorA(world, knex, true) }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/audio": {
    request: async (world, _actor, knex) => ({
      path: await chapterOfAuthorA(world, knex, false),
      multipart: { field: "file", filename: "reading.mp3", contentType: "audio/mpeg", bytes: silentMp3(1) },
    }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/chapters/:chapterId/audio": {
    request: async (world, _actor, knex) => ({ path: await chapterOfAuthorA(world, knex, true) }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/chapters/:chapterId/audio/file": {
    request: async (world, _actor, knex) => ({ path: `${await chapterOfAuthorA(world, knex, true)}/file` }),
    expect: ownBook({ admin: "2xx" }),
  },
  // The free first chapter's audio: everyone listens, as everyone reads it.
  "GET /api/v1/readers/books/:bookId/chapters/:chapterIndex/audio": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/books/${await publicBookWithAudio(world, knex)}/chapters/1/audio` }),
    expect: everyone("2xx"),
  },
};
