import { NotFoundError } from "@storyloom/domain/errors.ts";
import type { Knex } from "@storyloom/db";
import { createChapter } from "@storyloom/domain/services/chapters/createChapter.ts";
import { deleteChapter } from "@storyloom/domain/services/chapters/deleteChapter.ts";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { findBookChapter } from "@storyloom/domain/services/chapters/findBookChapter.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { listChapters, listChaptersOfBook } from "@storyloom/domain/services/chapters/listChapters.ts";
import { moveChapter } from "@storyloom/domain/services/chapters/moveChapter.ts";
import { updateChapter } from "@storyloom/domain/services/chapters/updateChapter.ts";
import { presentChapter, presentChapterSummary } from "../../presenters/chapters.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  CHAPTER_BODY_LIMIT,
  bookParams,
  chapterAnswer,
  chapterListAnswer,
  chapterParams,
  createChapterBody,
  moveChapterBody,
  updateChapterBody,
} from "./schema.ts";

/** The book's chapters in order, as the list answers them (after a delete or a move, the new numbering). */
async function chapterList(db: Knex | Knex.Transaction, bookId: number) {
  return { chapters: (await listChapters(db, bookId)).map(presentChapterSummary) };
}

/** /api/v1/books/:bookId/chapters: a book's chapters, for its author. */
export const listBookChapters = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/chapters",
  summary: "The book's chapters in order, without their markup (owner; admins may read).",
  auth: "signedIn",
  authorize: "chapter.list",
  schema: { params: bookParams, response: chapterListAnswer },
  handler: async ({ params, deps, authorize }) => {
    const { book, chapters } = await listChaptersOfBook(deps.knex, params.bookId);
    authorize(book);
    return { chapters: chapters.map(presentChapterSummary) };
  },
});

export const addChapter = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters",
  summary: "Adds a draft chapter after the last one; its markup is sanitised.",
  auth: "signedIn",
  authorize: "chapter.create",
  schema: { params: bookParams, body: createChapterBody, response: chapterAnswer },
  bodyLimit: CHAPTER_BODY_LIMIT,
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const chapter = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createChapter({ trx, bookId: params.bookId, ...body });
    });
    return { chapter: presentChapter(chapter) };
  },
});

export const getChapter = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/chapters/:chapterId",
  summary: "A whole chapter: its live text, its staged edits and its version (owner; admins may read).",
  auth: "signedIn",
  authorize: "chapter.read",
  schema: { params: chapterParams, response: chapterAnswer },
  handler: async ({ params, deps, authorize }) => {
    const { book, chapter } = await findBookChapter(deps.knex, params);
    authorize(book);
    if (!chapter) throw new NotFoundError("Chapter not found.");
    return { chapter: presentChapter(chapter) };
  },
});

export const editChapter = defineRoute({
  method: "PATCH",
  path: "/api/v1/books/:bookId/chapters/:chapterId",
  summary: "Saves an edit made from `version` (409 edit_conflict with the current text if it moved on); a published chapter's edits are staged.",
  auth: "signedIn",
  authorize: "chapter.update",
  schema: { params: chapterParams, body: updateChapterBody, response: chapterAnswer },
  bodyLimit: CHAPTER_BODY_LIMIT,
  handler: async ({ params, body, deps, authorize }) => {
    const { version, ...changes } = body;
    const chapter = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      const locked = await findChapter(trx, { ...params, forUpdate: true });
      return updateChapter({ trx, chapter: locked, fromVersion: version, changes });
    });
    return { chapter: presentChapter(chapter) };
  },
});

export const removeChapter = defineRoute({
  method: "DELETE",
  path: "/api/v1/books/:bookId/chapters/:chapterId",
  summary: "Deletes a chapter and its versions; the chapters after it move up. Answers the new list.",
  auth: "signedIn",
  authorize: "chapter.delete",
  schema: { params: chapterParams, response: chapterListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteChapter({ trx, pages: deps.pages, chapter: await findChapter(trx, params) });
      return chapterList(trx, params.bookId);
    }),
});

export const moveBookChapter = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/move",
  summary: "Moves a chapter to position `number`, shifting the ones between. Answers the new list.",
  auth: "signedIn",
  authorize: "chapter.move",
  schema: { params: chapterParams, body: moveChapterBody, response: chapterListAnswer },
  handler: async ({ params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await moveChapter({ trx, pages: deps.pages, chapter: await findChapter(trx, params), to: body.number });
      return chapterList(trx, params.bookId);
    }),
});

export const chaptersRoutes = [listBookChapters, addChapter, getChapter, editChapter, removeChapter, moveBookChapter];
