import type { Knex } from "@storyloom/db";

/** Who a campaign goes to. */
export interface BookAudience {
  /** The book a new chapter is of (its readers); 0 when the campaign is about the author (readersOf "author"). */
  bookId: number;
  authorId: number;
  /** The book's series (its subscribers); with readersOf "author", every series of the author counts. */
  seriesId: number | null;
  /** The author's own user, left out (an author reading their own book is not their reader). */
  authorUserId: number;
  /** Whose readers: the book's (a new chapter), or every book's and series' of the author (a new book, a newsletter). */
  readersOf?: "book" | "author";
}

/**
 * The readers of a book and of its author, as SQL for a WITH clause named
 * `people` (reader_id, email): whoever opened or bought the book (or any of
 * the author's books, for a new book or a newsletter), and the active
 * subscribers of its author and of its series (or of any of the author's
 * series); active accounts only, each once. Whether they want the author's
 * e-mails is the caller's join.
 */
export function bookAudienceSql(db: Knex | Knex.Transaction, audience: BookAudience): Knex.Raw {
  const ofAuthor = audience.readersOf === "author";
  return db.raw(
    `people AS (
      SELECT DISTINCT a.reader_id, u.email
      FROM (
        SELECT rb.reader_id FROM reader_books rb
          WHERE ${ofAuthor ? "rb.book_id IN (SELECT b.id FROM books b WHERE b.author_id = :authorId)" : "rb.book_id = :bookId"}
        UNION SELECT s.reader_id FROM author_subscriptions s WHERE s.author_id = :authorId AND s.is_active AND NOT s.is_deleted
        UNION SELECT ss.reader_id FROM series_subscriptions ss
          WHERE ${ofAuthor ? "ss.series_id IN (SELECT sr.id FROM series sr WHERE sr.author_id = :authorId)" : "ss.series_id = :seriesId"} AND ss.is_active AND NOT ss.is_deleted
      ) a
      JOIN reader_profiles rp ON rp.id = a.reader_id
      JOIN users u ON u.id = rp.user_id
      WHERE u.status = 'ACTIVE' AND u.deleted_at IS NULL AND u.id <> :authorUserId
    )`,
    { bookId: audience.bookId, authorId: audience.authorId, seriesId: audience.seriesId ?? 0, authorUserId: audience.authorUserId },
  );
}
