/** /api/v1/books: the author's own books. Browser-safe. */
import type { z } from "zod";
import type { ChapterAccessOverviewView, PublishabilityView } from "../presenters/views/books.ts";
import type { bookAnswer, bookPage, createBookBody, deleteBookBody, listBooksQuery, updateBookBody } from "../routes/books/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";
import type { DoneAnswer } from "../presenters/views/done.ts";

export type {
  BookStatus,
  BookType,
  BookView,
  ChapterAccessOverviewView,
  ChapterAudience,
  ChapterAudienceView,
  PublishabilityView,
  PublishRequirement,
  ReaderPreviewView,
} from "../presenters/views/books.ts";

export type ListBooksQuery = QueryOf<typeof listBooksQuery>;
export type CreateBookBody = z.input<typeof createBookBody>;
export type UpdateBookBody = z.input<typeof updateBookBody>;
export type DeleteBookBody = z.input<typeof deleteBookBody>;

export type BookPage = z.output<typeof bookPage>;
export type BookAnswer = z.output<typeof bookAnswer>;

const bookPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}`;

/** GET /books: one page of the signed-in author's books, searched by title. */
export function listBooks(client: ApiClient, query: ListBooksQuery = {}, options?: CallOptions): Promise<BookPage> {
  return client.get<BookPage>("/books", { ...options, query });
}

/** POST /books: creates a DRAFT book. */
export function createBook(client: ApiClient, body: CreateBookBody, options?: CallOptions): Promise<BookAnswer> {
  return client.post<BookAnswer>("/books", body, options);
}

export function getBook(client: ApiClient, bookId: number, options?: CallOptions): Promise<BookAnswer> {
  return client.get<BookAnswer>(bookPath(bookId), options);
}

/** PATCH /books/{bookId}: saves the fields sent (null clears one). */
export function updateBook(client: ApiClient, bookId: number, body: UpdateBookBody, options?: CallOptions): Promise<BookAnswer> {
  return client.patch<BookAnswer>(bookPath(bookId), body, options);
}

/** DELETE /books/{bookId} with a body: confirmTitle must repeat the book's title. */
export function deleteBook(client: ApiClient, bookId: number, body: DeleteBookBody, options?: CallOptions): Promise<DoneAnswer> {
  return client.del<DoneAnswer>(bookPath(bookId), { ...options, body });
}

/** GET /books/{bookId}/is-publishable: whether it may be published and what it lacks. */
export function checkBookPublishable(client: ApiClient, bookId: number, options?: CallOptions): Promise<PublishabilityView> {
  return client.get<PublishabilityView>(`${bookPath(bookId)}/is-publishable`, options);
}

/** GET /books/{bookId}/chapter-access: per chapter, who can read it today and when that changes. */
export function getBookChapterAccess(client: ApiClient, bookId: number, options?: CallOptions): Promise<ChapterAccessOverviewView> {
  return client.get<ChapterAccessOverviewView>(`${bookPath(bookId)}/chapter-access`, options);
}
