import { pageOf } from "@storyloom/db";
import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";
import { cardOfRow, selectCardColumns, whereReadableBook, withCardTotals } from "../readers/publicBooks.ts";
import type { CardRowWithTotals, PublicBookCard } from "../readers/publicBooks.ts";
import { locateReadingPlaces } from "./locateReadingPlaces.ts";
import type { ReadingPlace } from "./locateReadingPlaces.ts";

/** A book on the reader's bookshelf: its card, the reader's ReaderBook and where they are in it. */
export interface BookshelfItem {
  book: PublicBookCard;
  readerBook: ReaderBook;
  place: ReadingPlace;
  /** Suspended by moderation: on the shelf only because the reader paid for it or subscribes. */
  isSuspended: boolean;
}

/**
 * A page of the reader's bookshelf: their ReaderBooks of public books (and of
 * suspended ones they paid for or subscribe to, which they keep), the
 * last read first (a book bought but never opened comes after every book
 * read), with the books' cards and the reading places. Three statements whatever
 * the page size.
 */
export async function listBookshelf(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: BookshelfItem[]; total: number }> {
  const { db } = input;
  const { results, total } = await pageOf(
    ReaderBook.query(db)
      .select("readerBooks.*")
      .joinRelated("book")
      .where({ "book.status": "PUBLISHED", "book.deleted": false })
      .where("readerBooks.readerId", input.readerId)
      .where((kept) => {
        kept
          .where("book.isSuspended", false)
          .orWhere("readerBooks.entireBook", true)
          .orWhereExists((q) => {
            q.from("readerChapterUnlocks").whereRaw("reader_chapter_unlocks.reader_book_id = reader_books.id");
          })
          // The reader named again in each subscription test (it is reader_books.reader_id already): PostgreSQL
          // may run these as one hashed set for the whole shelf, and without it that set was every running
          // subscription on the platform, read on every page (bench/README.md, "the database at scale").
          .orWhereExists((q) => {
            q.from("authorSubscriptions").whereRaw(
              "author_subscriptions.reader_id = ? and author_subscriptions.reader_id = reader_books.reader_id and author_subscriptions.author_id = book.author_id and not author_subscriptions.is_deleted and author_subscriptions.current_period_end > now()",
              [input.readerId],
            );
          })
          .orWhereExists((q) => {
            q.from("seriesSubscriptions").whereRaw(
              "series_subscriptions.reader_id = ? and series_subscriptions.reader_id = reader_books.reader_id and series_subscriptions.series_id = book.series_id and not series_subscriptions.is_deleted and series_subscriptions.current_period_end > now()",
              [input.readerId],
            );
          });
      })
      .orderByRaw("reader_books.last_read_at desc nulls last")
      .orderBy("readerBooks.id", "desc"),
    input.page,
    input.pageSize,
  );
  if (results.length === 0) return { items: [], total };
  const rows: Array<CardRowWithTotals & { isSuspended: boolean }> = await withCardTotals(db, selectCardColumns(whereReadableBook(db("books"))))
    .select("books.isSuspended")
    .where("books.id", "=", db.raw("any(?::bigint[])", [results.map((readerBook) => readerBook.bookId)]));
  const cards = new Map(rows.map((row) => [row.id, cardOfRow(row)]));
  const suspended = new Set(rows.filter((row) => row.isSuspended).map((row) => row.id));
  const places = await locateReadingPlaces(
    db,
    results.map((readerBook) => readerBook.id),
  );
  const items = results.flatMap((readerBook) => {
    const book = cards.get(readerBook.bookId);
    const place = places.get(readerBook.id);
    // Both exist unless the book stopped being public between the queries: then it leaves the shelf.
    return book && place ? [{ book, readerBook, place, isSuspended: suspended.has(book.id) }] : [];
  });
  return { items, total };
}
