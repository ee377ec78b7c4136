import type { Knex } from "@storyloom/db";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { findBeat } from "@storyloom/domain/services/beats/findBeat.ts";
import { listOutline } from "@storyloom/domain/services/beats/listOutline.ts";
import { moveChaptersToBeat } from "@storyloom/domain/services/beats/moveChaptersToBeat.ts";
import { updateBeat } from "@storyloom/domain/services/beats/updateBeat.ts";
import { updateManyBeats } from "@storyloom/domain/services/beats/updateManyBeats.ts";
import { presentBeat, presentOutline } from "../../presenters/beats.ts";
import { defineRoute } from "../defineRoute.ts";
import { BEATS_BODY_LIMIT, beatAnswer, beatParams, bookParams, moveChaptersBody, outlineAnswer, updateBeatBody, updateManyBeatsBody } from "./schema.ts";

/** The book's outline as every beat call answers it after a change. */
async function outlineOf(db: Knex | Knex.Transaction, bookId: number) {
  return { outline: presentOutline(await listOutline(db, bookId)) };
}

/** /api/v1/books/:bookId/beats: the book's outline, for its author. */
export const listBookBeats = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/beats",
  summary: "The book's beats by act and place, each with its chapters, and the chapters under no beat (owner; admins may read).",
  auth: "signedIn",
  authorize: "beat.list",
  schema: { params: bookParams, response: outlineAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    return outlineOf(deps.knex, params.bookId);
  },
});

export const editBeat = defineRoute({
  method: "PATCH",
  path: "/api/v1/books/:bookId/beats/:beatId",
  summary: "Edits a beat's name, purpose, description or act (a new act puts it last in that act).",
  auth: "signedIn",
  authorize: "beat.update",
  schema: { params: beatParams, body: updateBeatBody, response: beatAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const beat = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return updateBeat({ trx, beat: await findBeat(trx, params), changes: body });
    });
    return { beat: presentBeat(beat) };
  },
});

export const saveBeats = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/beats/update-many",
  summary:
    "Creates (no id), updates and reorders beats and deletes `deletedIds` in one transaction; deleted beats' chapters stay, under no beat. Answers the outline.",
  auth: "signedIn",
  authorize: "beat.updateMany",
  schema: { params: bookParams, body: updateManyBeatsBody, response: outlineAnswer },
  bodyLimit: BEATS_BODY_LIMIT,
  handler: async ({ params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await updateManyBeats({ trx, bookId: params.bookId, beats: body.beats, deletedIds: body.deletedIds });
      return outlineOf(trx, params.bookId);
    }),
});

export const moveChaptersIntoBeat = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/beats/:beatId/move-chapters",
  summary: "Moves chapters into the beat (at `position` among its chapters, default last) and renumbers the book to follow the outline. Answers the outline.",
  auth: "signedIn",
  authorize: "beat.moveChapters",
  schema: { params: beatParams, body: moveChaptersBody, response: outlineAnswer },
  handler: async ({ params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      const beat = await findBeat(trx, params);
      await moveChaptersToBeat({ trx, beat, chapterIds: body.chapterIds, position: body.position });
      return outlineOf(trx, params.bookId);
    }),
});

export const beatsRoutes = [listBookBeats, editBeat, saveBeats, moveChaptersIntoBeat];
