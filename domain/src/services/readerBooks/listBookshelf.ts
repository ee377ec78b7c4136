import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";
import { completeCards, selectCardColumns, wherePublicBook } from "../readers/publicBooks.ts";
import type { CardRow, PublicBookCard } from "../readers/publicBooks.ts";
import { locateReadingPlaces } from "./locateReadingPlaces.ts";
import type { ReadingPlace } from "./locateReadingPlaces.ts";

/** A book on the reader's bookshelf: its card, the reader's ReaderBook and where they are in it. */
export interface BookshelfItem {
  book: PublicBookCard;
  readerBook: ReaderBook;
  place: ReadingPlace;
}

/**
 * A page of the reader's bookshelf: their ReaderBooks of public books, the
 * last read first (a book bought but never opened comes after every book
 * read), with the books' cards and the reading places. Five queries whatever
 * the page size.
 */
export async function listBookshelf(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: BookshelfItem[]; total: number }> {
  const { db } = input;
  const { results, total } = await ReaderBook.query(db)
    .select("readerBooks.*")
    .joinRelated("book")
    .where({ "book.status": "PUBLISHED", "book.deleted": false, "book.isSuspended": false })
    .where("readerBooks.readerId", input.readerId)
    .orderByRaw("reader_books.last_read_at desc nulls last")
    .orderBy("readerBooks.id", "desc")
    .page(input.page - 1, input.pageSize);
  if (results.length === 0) return { items: [], total };
  const rows: CardRow[] = await selectCardColumns(wherePublicBook(db("books"))).whereIn(
    "books.id",
    results.map((readerBook) => readerBook.bookId),
  );
  const cards = new Map((await completeCards(db, rows)).map((card) => [card.id, card]));
  const places = await locateReadingPlaces(
    db,
    results.map((readerBook) => readerBook.id),
  );
  const items = results.flatMap((readerBook) => {
    const book = cards.get(readerBook.bookId);
    const place = places.get(readerBook.id);
    // Both exist unless the book stopped being public between the queries: then it leaves the shelf.
    return book && place ? [{ book, readerBook, place }] : [];
  });
  return { items, total };
}
