import type { Knex } from "@storyloom/db";
import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { findOwnBook } from "@storyloom/domain/services/books/findOwnBook.ts";
import { loadOneBookStats } from "@storyloom/domain/services/books/loadBookStats.ts";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { publishBook } from "@storyloom/domain/services/publishing/publishBook.ts";
import { publishChapter } from "@storyloom/domain/services/publishing/publishChapter.ts";
import { scheduleBookPublication } from "@storyloom/domain/services/publishing/scheduleBookPublication.ts";
import { scheduleChapterPublication } from "@storyloom/domain/services/publishing/scheduleChapterPublication.ts";
import { unpublishBook } from "@storyloom/domain/services/publishing/unpublishBook.ts";
import { unpublishChapter } from "@storyloom/domain/services/publishing/unpublishChapter.ts";
import { presentBook } from "../../presenters/books.ts";
import { presentChapter } from "../../presenters/chapters.ts";
import { defineRoute } from "../defineRoute.ts";
import { enqueueAfterCommit } from "@storyloom/domain/jobs/enqueue.ts";
import { cancelNewBookEmail, moveNewBookEmail, planNewBookEmail } from "@storyloom/domain/services/readerMail/newBookEmail.ts";
import { bookAnswer, bookParams, chapterAnswer, chapterParams, publishBookBody, publishChapterBody, scheduleBookBody, scheduleChapterBody } from "./schema.ts";

/** The book as the book calls answer it, read after the change committed (with its genre and counts). */
async function bookAnswerOf(actor: UserActor, db: Knex, bookId: number) {
  const book = await findOwnBook({ actor, db, bookId });
  return { book: presentBook(book, await loadOneBookStats(db, book.id)) };
}

export const publishBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/publish",
  summary: "Publishes the book now (DRAFT or STAGED → PUBLISHED), alone or in a new or existing collection; 400 names what it lacks.",
  auth: "signedIn",
  authorize: "book.publish",
  schema: { params: bookParams, body: publishBookBody, response: bookAnswer },
  handler: async ({ actor, params, body, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId, forUpdate: true });
      authorize(book);
      const published = await publishBook({ trx, jobs: deps.jobs, pages: deps.pages, book, placement: body.placement });
      if (body.emailReaders) {
        await planNewBookEmail(trx, published.id, published.publishedAt ?? new Date());
        void enqueueAfterCommit(trx, deps.jobs, "readerMail.sendDue", {});
      }
    });
    return bookAnswerOf(actor, deps.knex, params.bookId);
  },
});

export const scheduleBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/schedule-publish",
  summary: "Schedules the book (DRAFT or STAGED → STAGED) to go live at scheduledPublicationAt; null unschedules it (→ DRAFT).",
  auth: "signedIn",
  authorize: "book.schedulePublish",
  schema: { params: bookParams, body: scheduleBookBody, response: bookAnswer },
  handler: async ({ actor, params, body, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId, forUpdate: true });
      authorize(book);
      const { emailReaders, ...schedule } = body;
      await scheduleBookPublication({ trx, jobs: deps.jobs, pages: deps.pages, book, ...schedule });
      // The new-book e-mail follows the schedule: planned, moved with it, or dropped.
      if (schedule.scheduledPublicationAt === null || emailReaders === false) await cancelNewBookEmail(trx, book.id);
      else if (emailReaders) await planNewBookEmail(trx, book.id, schedule.scheduledPublicationAt);
      else await moveNewBookEmail(trx, book.id, schedule.scheduledPublicationAt);
    });
    return bookAnswerOf(actor, deps.knex, params.bookId);
  },
});

export const unpublishBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/unpublish",
  summary: "Takes the book off the storefront or off its schedule (PUBLISHED or STAGED → DRAFT); its chapters and collection stay.",
  auth: "signedIn",
  authorize: "book.unpublish",
  schema: { params: bookParams, response: bookAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId, forUpdate: true });
      authorize(book);
      await unpublishBook({ trx, jobs: deps.jobs, pages: deps.pages, book });
      await cancelNewBookEmail(trx, book.id);
    });
    return bookAnswerOf(actor, deps.knex, params.bookId);
  },
});

export const publishChapterRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/publish",
  summary: "Publishes the chapter's working text now (staged edits become live) and keeps it as a version; 409 if nothing is new.",
  auth: "signedIn",
  authorize: "chapter.publish",
  schema: { params: chapterParams, body: publishChapterBody, response: chapterAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const chapter = await deps.knex.transaction(async (trx) => {
      // The book's row before the chapter's, as delete and move take them: publishing writes the book too
      // (the trigger that keeps its newest chapter's time), and the other order could deadlock with them.
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      const locked = await findChapter(trx, { ...params, forUpdate: true });
      return publishChapter({
        trx,
        jobs: deps.jobs,
        pages: deps.pages,
        chapter: locked,
        fromVersion: body.version,
        sendEmailWhenPublished: body.sendEmailWhenPublished,
      });
    });
    return { chapter: presentChapter(chapter) };
  },
});

export const scheduleChapterRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/schedule-publish",
  summary: "Schedules a draft chapter (→ SCHEDULED) to go live at scheduledPublicationAt; null unschedules it (→ DRAFT).",
  auth: "signedIn",
  authorize: "chapter.schedulePublish",
  schema: { params: chapterParams, body: scheduleChapterBody, response: chapterAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const chapter = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      const locked = await findChapter(trx, { ...params, forUpdate: true });
      return scheduleChapterPublication({ trx, jobs: deps.jobs, chapter: locked, ...body });
    });
    return { chapter: presentChapter(chapter) };
  },
});

export const unpublishChapterRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/unpublish",
  summary: "Takes the chapter from readers or off its schedule (→ DRAFT); staged edits become its text, so nothing is lost.",
  auth: "signedIn",
  authorize: "chapter.unpublish",
  schema: { params: chapterParams, response: chapterAnswer },
  handler: async ({ params, deps, authorize }) => {
    const chapter = await deps.knex.transaction(async (trx) => {
      // The book's row first, as for publishing.
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      const locked = await findChapter(trx, { ...params, forUpdate: true });
      return unpublishChapter({ trx, jobs: deps.jobs, pages: deps.pages, chapter: locked });
    });
    return { chapter: presentChapter(chapter) };
  },
});

export const publishingRoutes = [publishBookRoute, scheduleBookRoute, unpublishBookRoute, publishChapterRoute, scheduleChapterRoute, unpublishChapterRoute];
