import { NotFoundError } from "@storyloom/domain/errors.ts";
import { findChapterAudio } from "@storyloom/domain/services/chapterAudio/chapterAudioState.ts";
import { NO_CHAPTER_AUDIO, deleteChapterAudio } from "@storyloom/domain/services/chapterAudio/deleteChapterAudio.ts";
import { AUDIO_UPLOAD_MAX_BYTES, uploadChapterAudio } from "@storyloom/domain/services/chapterAudio/uploadChapterAudio.ts";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { decideFromFacts, loadChapterFacts } from "@storyloom/domain/services/readers/chapterAccess.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentChapterAudio } from "../../presenters/chapterAudio.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { chapterParams as readerChapterParams, noQuery } from "../readerCatalogue/schema.ts";
import { rawAnswer } from "../answers.ts";
import { chapterAudioAnswer, chapterParams, deletedChapterAudioAnswer, uploadChapterAudioBody, uploadedChapterAudioAnswer } from "./schema.ts";
import { sendAudio } from "./sendAudio.ts";

/** Room for the largest audio file and the form's own lines around it. */
const UPLOAD_BODY_LIMIT = AUDIO_UPLOAD_MAX_BYTES + 64 * 1024;

/** What the audio file routes answer: the stored bytes, whole or the range asked for. */
const AUDIO_FILE =
  "The audio file as stored (audio/mpeg, audio/mp4 or audio/ogg, told by its bytes): 200 whole, or 206 with the range asked for (Range header; 416 when it cannot be served).";

/** /api/v1/books/{bookId}/chapters/{chapterId}/audio: an author's reading of a chapter. */
export const getChapterAudioRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/chapters/:chapterId/audio",
  summary: "The chapter's audio (file name, type, size, status), or chapterAudio null when it has none.",
  auth: "signedIn",
  authorize: "chapterAudio.read",
  schema: { params: chapterParams, response: chapterAudioAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    const audio = await findChapterAudio(deps.knex, chapter.id);
    return { chapterAudio: audio ? presentChapterAudio(audio) : null };
  },
});

export const uploadChapterAudioRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/audio",
  summary: "Uploads the chapter's audio (multipart field `file`: MP3, M4A or Ogg told by its bytes, up to 100 MB), replacing the one it had.",
  status: 201,
  auth: "signedIn",
  authorize: "chapterAudio.manage",
  schema: { params: chapterParams, body: uploadChapterAudioBody, response: uploadedChapterAudioAnswer },
  bodyFormat: "multipart",
  bodyLimit: String(UPLOAD_BODY_LIMIT),
  handler: async ({ actor, params, body, deps, authorize, req }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    await deps.limiters.audioUpload.consume({ account: String(actor.userId), address: clientAddressKey(req) });
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    const audio = await uploadChapterAudio({
      knex: deps.knex,
      storage: deps.storage,
      chapter,
      userId: actor.userId,
      bytes,
      fileName: body.file.name,
      logger: deps.logger,
    });
    return { chapterAudio: presentChapterAudio(audio) };
  },
});

export const deleteChapterAudioRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/books/:bookId/chapters/:chapterId/audio",
  summary: "Removes the chapter's audio: readers lose its player at once (404 when it has none).",
  auth: "signedIn",
  authorize: "chapterAudio.manage",
  schema: { params: chapterParams, response: deletedChapterAudioAnswer },
  handler: async ({ params, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      const chapter = await findChapter(trx, params);
      await deleteChapterAudio({ trx, storage: deps.storage, chapterId: chapter.id, logger: deps.logger });
    });
    return { chapterAudio: null };
  },
});

export const chapterAudioFileRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/chapters/:chapterId/audio/file",
  summary: "The chapter's audio file for the author to listen to, with HTTP range requests (206, 416).",
  auth: "signedIn",
  authorize: "chapterAudio.read",
  schema: { params: chapterParams, response: rawAnswer("audio/*", AUDIO_FILE) },
  handler: async ({ params, deps, authorize, req, res }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    const audio = await findChapterAudio(deps.knex, chapter.id);
    if (!audio) throw new NotFoundError(NO_CHAPTER_AUDIO);
    return sendAudio({ req, res, storage: deps.storage, audio });
  },
});

export const readerChapterAudioRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/chapters/:chapterIndex/audio",
  summary: "An open chapter's audio for the reader's player, with HTTP range requests (206, 416); 403 chapter_locked as for its text, 404 when it has none.",
  // Open to everyone (free chapters): the policy decides per chapter, 403 chapter_locked as for its text.
  auth: "optional",
  authorize: "readerChapter.read",
  onCustomDomains: true,
  schema: { params: readerChapterParams, query: noQuery, response: rawAnswer("audio/*", AUDIO_FILE) },
  handler: async ({ params, actor, deps, req, res, authorize }) => {
    const facts = await loadChapterFacts({ db: deps.knex, actor, bookId: params.bookId, chapterIndex: params.chapterIndex });
    authorize(facts);
    const access = decideFromFacts(actor, facts);
    const audio = await findChapterAudio(deps.knex, access.chapterId);
    if (!audio || audio.status !== "COMPLETED") throw new NotFoundError(NO_CHAPTER_AUDIO);
    return sendAudio({ req, res, storage: deps.storage, audio });
  },
});

export const chapterAudioRoutes: Route[] = [
  getChapterAudioRoute,
  uploadChapterAudioRoute,
  deleteChapterAudioRoute,
  chapterAudioFileRoute,
  readerChapterAudioRoute,
];
