import { decideFromFacts, findChapterAccess, loadChapterFacts } from "@storyloom/domain/services/readers/chapterAccess.ts";
import { listPublicChapters } from "@storyloom/domain/services/readers/listPublicChapters.ts";
import { readOpenChapter } from "@storyloom/domain/services/readers/readOpenChapter.ts";
import { presentChapterAccess, presentPublicChapter, presentPublicChapterSummary } from "../../presenters/readerCatalogue.ts";
import { defineRoute } from "../defineRoute.ts";
import { bookParams, chapterAccessAnswer, chapterParams, noQuery, publicChapterAnswer, publicChaptersAnswer } from "./schema.ts";

/** /api/v1/readers/books/{bookId}/chapters: a public book's table of contents and its chapters' text, by access. */
export const listPublicChaptersRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/chapters",
  summary: "A public book's published chapters in reading order, each with the caller's access; no text.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: bookParams, query: noQuery, response: publicChaptersAnswer },
  handler: async ({ params, actor, deps }) => {
    const chapters = await listPublicChapters({ db: deps.knex, actor, bookId: params.bookId });
    return { chapters: chapters.map(presentPublicChapterSummary) };
  },
});

export const getPublicChapterRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/chapters/:chapterIndex",
  summary: "The published text of an open chapter (index among the published chapters); 403 chapter_locked otherwise.",
  // Open to everyone (free chapters): the policy decides per chapter, 403 chapter_locked (the unlock options: check-access).
  auth: "optional",
  authorize: "readerChapter.read",
  onCustomDomains: true,
  schema: { params: chapterParams, query: noQuery, response: publicChapterAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    const facts = await loadChapterFacts({ db: deps.knex, actor, bookId: params.bookId, chapterIndex: params.chapterIndex });
    authorize(facts);
    const chapter = await readOpenChapter({ db: deps.knex, bookId: params.bookId, access: decideFromFacts(actor, facts) });
    return { chapter: presentPublicChapter(chapter) };
  },
});

export const checkChapterAccessRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/chapters/:chapterIndex/check-access",
  summary: "Whether the caller may read a chapter, why, and what would open it when locked.",
  auth: "optional",
  authorize: "readerChapter.checkAccess",
  onCustomDomains: true,
  schema: { params: chapterParams, query: noQuery, response: chapterAccessAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    const access = await findChapterAccess({ db: deps.knex, actor, bookId: params.bookId, chapterIndex: params.chapterIndex });
    authorize(access);
    return { access: presentChapterAccess(access) };
  },
});

export const readerChapterRoutes = [listPublicChaptersRoute, getPublicChapterRoute, checkChapterAccessRoute];
