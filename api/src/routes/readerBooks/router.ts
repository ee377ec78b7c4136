import type { Knex } from "@storyloom/db";
import type { ReaderBook } from "@storyloom/db/models";
import { findBookForReaders } from "@storyloom/domain/services/readerBooks/findBookForReaders.ts";
import { findReaderBook } from "@storyloom/domain/services/readerBooks/findReaderBook.ts";
import { listBookshelf } from "@storyloom/domain/services/readerBooks/listBookshelf.ts";
import { locateReadingPlaces } from "@storyloom/domain/services/readerBooks/locateReadingPlaces.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { saveReadingPlace } from "@storyloom/domain/services/readerBooks/saveReadingPlace.ts";
import { presentBookshelfItem, presentReaderBook } from "../../presenters/readerBooks.ts";
import { defineRoute } from "../defineRoute.ts";
import { bookParams, bookshelfPage, bookshelfQuery, readerBookAnswer, saveReaderBookBody, savedReaderBookAnswer } from "./schema.ts";

/** The ReaderBook as the reader sees it, its chapter placed where it is now. */
async function placedReaderBook(db: Knex | Knex.Transaction, readerBook: ReaderBook) {
  const place = (await locateReadingPlaces(db, [readerBook.id])).get(readerBook.id);
  if (!place) throw new Error(`ReaderBook ${readerBook.id} vanished while being answered.`);
  return presentReaderBook(readerBook, place);
}

/** /api/v1/readers: a reader's place in a book, and their bookshelf. */
export const getReaderBook = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/reader-book",
  summary: "The signed-in reader's place in a public book; readerBook null before they open or buy it.",
  auth: "signedIn",
  authorize: "readerBook.read",
  onCustomDomains: true,
  schema: { params: bookParams, response: readerBookAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    authorize(await findBookForReaders(deps.knex, params.bookId, { actor }));
    const readerBook = await findReaderBook(deps.knex, { readerId: requireReaderId(actor), bookId: params.bookId });
    return { readerBook: readerBook ? await placedReaderBook(deps.knex, readerBook) : null };
  },
});

export const saveReaderBook = defineRoute({
  method: "POST",
  path: "/api/v1/readers/books/:bookId/reader-book",
  summary: "Saves the reader's chapter (1-based index, open to them: 403 chapter_locked) and progress; the first call opens the book.",
  auth: "signedIn",
  authorize: "readerBook.save",
  onCustomDomains: true,
  schema: { params: bookParams, body: saveReaderBookBody, response: savedReaderBookAnswer },
  handler: async ({ params, body, actor, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findBookForReaders(trx, params.bookId, { actor }));
      const readerBook = await saveReadingPlace({
        actor,
        readerId: requireReaderId(actor),
        trx,
        bookId: params.bookId,
        chapterIndex: body.currentChapterIndex,
        progress: body.currentChapterProgress,
        ...(body.audiobookMode === undefined ? {} : { audiobookMode: body.audiobookMode }),
      });
      return { readerBook: await placedReaderBook(trx, readerBook) };
    }),
});

export const getBookshelf = defineRoute({
  method: "GET",
  path: "/api/v1/readers/bookshelf",
  summary: "The signed-in reader's books (public ones), the last read first, with where they are in each.",
  auth: "signedIn",
  authorize: "bookshelf.list",
  onCustomDomains: true,
  schema: { query: bookshelfQuery, response: bookshelfPage },
  handler: async ({ query, actor, deps }) => {
    const { items, total } = await listBookshelf({ db: deps.knex, readerId: requireReaderId(actor), page: query.page, pageSize: query.pageSize });
    return { items: items.map(presentBookshelfItem), total, page: query.page, pageSize: query.pageSize };
  },
});

export const readerBooksRoutes = [getReaderBook, saveReaderBook, getBookshelf];
