import { checkPublishable } from "@storyloom/domain/services/books/checkPublishable.ts";
import { createBook } from "@storyloom/domain/services/books/createBook.ts";
import { deleteBook } from "@storyloom/domain/services/books/deleteBook.ts";
import { findOwnBook, findOwnBookWithCounts } from "@storyloom/domain/services/books/findOwnBook.ts";
import { listBooks } from "@storyloom/domain/services/books/listBooks.ts";
import { listChapterAudiences, previewReaderAccess } from "@storyloom/domain/services/books/listChapterAudiences.ts";
import { loadOneBookStats } from "@storyloom/domain/services/books/loadBookStats.ts";
import { requireCoverImage } from "@storyloom/domain/services/files/requireCoverImage.ts";
import { updateBook } from "@storyloom/domain/services/books/updateBook.ts";
import { presentBook, presentChapterAudiences, presentPublishability } from "../../presenters/books.ts";
import { defineRoute } from "../defineRoute.ts";
import { doneView } from "../../presenters/views/done.ts";
import {
  bookAnswer,
  bookIdParams,
  bookPage,
  chapterAccessAnswer,
  createBookBody,
  deleteBookBody,
  listBooksQuery,
  publishabilityAnswer,
  updateBookBody,
} from "./schema.ts";

/** /api/v1/books: the author's own books (docs/product.md, API calls: Books). */
export const listBooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books",
  summary: "The signed-in author's books (not deleted): search by title, sort, one page at a time.",
  auth: "signedIn",
  authorize: "book.list",
  schema: { query: listBooksQuery, response: bookPage },
  handler: async ({ actor, query, deps }) => {
    const { search, sort, page, pageSize } = query;
    const { items, total } = await listBooks({ actor, db: deps.knex, search, sort, page, pageSize });
    return { items: items.map(({ book, counts }) => presentBook(book, counts)), total, page, pageSize };
  },
});

export const createBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books",
  summary: "Creates a DRAFT book (STORY or SCRIPT) of the signed-in author, with a cover uploaded through /files/images/upload if given.",
  auth: "signedIn",
  authorize: "book.create",
  schema: { body: createBookBody, response: bookAnswer },
  status: 201,
  handler: async ({ actor, body, deps }) => {
    await requireCoverImage({ storage: deps.storage, publicUrl: deps.config.publicUrl, imgUrl: body.imgUrl });
    const book = await deps.knex.transaction((trx) => createBook({ actor, trx, book: body }));
    return { book: presentBook(book, { chaptersCount: 0, wordsCount: 0 }) };
  },
});

export const getBookRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId",
  summary: "One book of the signed-in author (admins may read any book that is not deleted).",
  auth: "signedIn",
  authorize: "book.read",
  schema: { params: bookIdParams, response: bookAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const { book, counts } = await findOwnBookWithCounts({ actor, db: deps.knex, bookId: params.bookId, allowAdmin: true });
    authorize(book);
    return { book: presentBook(book, counts) };
  },
});

export const updateBookRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/books/:bookId",
  summary: "Saves the book's title, description, genre, cover address, flags, prices (cents) and paywall rules that were sent (null clears one).",
  auth: "signedIn",
  authorize: "book.update",
  schema: { params: bookIdParams, body: updateBookBody, response: bookAnswer },
  handler: async ({ actor, params, body, deps, authorize }) => {
    const { book, stats } = await deps.knex.transaction(async (trx) => {
      const found = await findOwnBook({ actor, db: trx, bookId: params.bookId, forUpdate: true });
      authorize(found);
      if (body.imgUrl !== found.imgUrl) await requireCoverImage({ storage: deps.storage, publicUrl: deps.config.publicUrl, imgUrl: body.imgUrl });
      return { book: await updateBook({ trx, pages: deps.pages, book: found, changes: body }), stats: await loadOneBookStats(trx, found.id) };
    });
    return { book: presentBook(book, stats) };
  },
});

export const deleteBookRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/books/:bookId",
  summary: "Deletes the book (kept as deleted for the records) once confirmTitle repeats its title.",
  auth: "signedIn",
  authorize: "book.delete",
  schema: { params: bookIdParams, body: deleteBookBody, response: doneView },
  handler: async ({ actor, params, body, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId, forUpdate: true });
      authorize(book);
      await deleteBook({ trx, pages: deps.pages, book, confirmTitle: body.confirmTitle });
    });
    return { ok: true };
  },
});

export const checkBookPublishableRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/is-publishable",
  summary:
    "Whether the book may be published, what it still lacks (title, description, genre, a chapter with text), and what readers could read of it if it were published now.",
  auth: "signedIn",
  authorize: "book.update",
  schema: { params: bookIdParams, response: publishabilityAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    return presentPublishability(await checkPublishable({ db: deps.knex, book }), await previewReaderAccess({ db: deps.knex, book }));
  },
});

export const getBookChapterAccessRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/chapter-access",
  summary:
    "Per chapter of the book, who can read it today (EVERYONE, BUYERS_AND_SUBSCRIBERS, SUBSCRIBERS, NOBODY_YET) and when that changes (owner; admins may read).",
  auth: "signedIn",
  authorize: "book.read",
  schema: { params: bookIdParams, response: chapterAccessAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId, allowAdmin: true });
    authorize(book);
    return presentChapterAudiences(await listChapterAudiences({ db: deps.knex, book }));
  },
});

export const booksRoutes = [
  listBooksRoute,
  createBookRoute,
  getBookRoute,
  updateBookRoute,
  deleteBookRoute,
  checkBookPublishableRoute,
  getBookChapterAccessRoute,
];
