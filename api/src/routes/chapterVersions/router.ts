import { createChapterVersion } from "@storyloom/domain/services/chapterVersions/createChapterVersion.ts";
import { findChapterVersion } from "@storyloom/domain/services/chapterVersions/findChapterVersion.ts";
import { listChapterVersions } from "@storyloom/domain/services/chapterVersions/listChapterVersions.ts";
import { renameChapterVersion } from "@storyloom/domain/services/chapterVersions/renameChapterVersion.ts";
import { restoreChapterVersion } from "@storyloom/domain/services/chapterVersions/restoreChapterVersion.ts";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { presentChapter, presentChapterVersion, presentChapterVersionSummary } from "../../presenters/chapters.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  CHAPTER_VERSIONS_PAGE_SIZE,
  chapterVersionAnswer,
  chapterVersionPage,
  chapterVersionParams,
  chapterVersionsParams,
  createChapterVersionBody,
  listChapterVersionsQuery,
  renameChapterVersionBody,
  restoreChapterVersionAnswer,
} from "./schema.ts";

const BASE = "/api/v1/books/:bookId/chapters/:chapterId/chapter-versions";

/** .../chapter-versions: the saved texts of a chapter, and restoring one. */
export const listVersions = defineRoute({
  method: "GET",
  path: BASE,
  summary: "One page (25) of a chapter's versions, newest first, without markup (owner; admins may read).",
  auth: "signedIn",
  authorize: "chapterVersion.list",
  schema: { params: chapterVersionsParams, query: listChapterVersionsQuery, response: chapterVersionPage },
  handler: async ({ params, query, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    const pageSize = CHAPTER_VERSIONS_PAGE_SIZE;
    const { items, total } = await listChapterVersions({ db: deps.knex, chapterId: chapter.id, page: query.page, pageSize });
    return { items: items.map(presentChapterVersionSummary), total, page: query.page, pageSize };
  },
});

export const takeVersion = defineRoute({
  method: "POST",
  path: BASE,
  summary: "Keeps the chapter's working text as a version with the author's name for it.",
  auth: "signedIn",
  authorize: "chapterVersion.create",
  schema: { params: chapterVersionsParams, body: createChapterVersionBody, response: chapterVersionAnswer },
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const version = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      // Locked so the text kept is the one of a finished edit, never half of two.
      const chapter = await findChapter(trx, { ...params, forUpdate: true });
      return createChapterVersion({ trx, chapter, versionName: body.versionName });
    });
    return { chapterVersion: presentChapterVersion(version) };
  },
});

export const getVersion = defineRoute({
  method: "GET",
  path: `${BASE}/:versionId`,
  summary: "A version with its markup (owner; admins may read).",
  auth: "signedIn",
  authorize: "chapterVersion.read",
  schema: { params: chapterVersionParams, response: chapterVersionAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    return { chapterVersion: presentChapterVersion(await findChapterVersion(deps.knex, { chapterId: chapter.id, versionId: params.versionId })) };
  },
});

export const renameVersion = defineRoute({
  method: "PATCH",
  path: `${BASE}/:versionId`,
  summary: "Renames a version.",
  auth: "signedIn",
  authorize: "chapterVersion.update",
  schema: { params: chapterVersionParams, body: renameChapterVersionBody, response: chapterVersionAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const version = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      const chapter = await findChapter(trx, params);
      const found = await findChapterVersion(trx, { chapterId: chapter.id, versionId: params.versionId });
      return renameChapterVersion({ trx, version: found, versionName: body.versionName });
    });
    return { chapterVersion: presentChapterVersion(version) };
  },
});

export const restoreVersion = defineRoute({
  method: "POST",
  path: `${BASE}/:versionId/restore`,
  summary: "Puts a version's markup back into the chapter (staged if published), keeping the replaced text as a new version.",
  auth: "signedIn",
  authorize: "chapterVersion.restore",
  schema: { params: chapterVersionParams, response: restoreChapterVersionAnswer },
  handler: async ({ params, deps, authorize }) => {
    const restored = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      const chapter = await findChapter(trx, { ...params, forUpdate: true });
      const version = await findChapterVersion(trx, { chapterId: chapter.id, versionId: params.versionId });
      return restoreChapterVersion({ trx, chapter, version });
    });
    return { chapter: presentChapter(restored.chapter), keptVersion: presentChapterVersionSummary(restored.keptVersion) };
  },
});

export const chapterVersionsRoutes = [listVersions, takeVersion, getVersion, renameVersion, restoreVersion];
