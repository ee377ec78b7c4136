import type { BookView } from "@storyloom/api/client";
import { Link } from "react-router";
import { paths } from "../../paths.ts";
import { bookStatusLabel, bookTypeLabel, formatCount, formatDate } from "./bookLabels.ts";
import styles from "./BooksScreen.module.css";

interface BooksTableProps {
  books: readonly BookView[];
  /** The rows are those of the previous search or page while the next one loads. */
  isBusy: boolean;
}

export function BooksTable({ books, isBusy }: BooksTableProps) {
  return (
    // A table where the list is wide enough (it scrolls sideways when squeezed; focusable so keyboard users can scroll it too);
    // where it is narrower than its columns need, each book is a card: its cover, its title on a line of its own, then each cell with its label (BooksScreen.module.css).
    <div className={styles.listArea}>
      <div className={styles.tableScroller} role="region" aria-label="Books table" tabIndex={0}>
        <table className={styles.table} aria-busy={isBusy}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Cover</span>
              </th>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Genre</th>
              <th scope="col">Chapters</th>
              <th scope="col">Words</th>
              <th scope="col">Readers</th>
              <th scope="col">Views</th>
              <th scope="col">Last edited</th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <tr key={book.id}>
                <td className={styles.coverCell}>
                  {/* Decorative: the title beside it names the book. */}
                  {book.imgUrl ? (
                    <img src={book.imgUrl} alt="" className={styles.cover} loading="lazy" />
                  ) : (
                    <span className={styles.noCover} aria-hidden="true" />
                  )}
                </td>
                <th scope="row" className={styles.title}>
                  <Link to={paths.book(String(book.id))}>{book.title}</Link>
                </th>
                <td data-label="Type">{bookTypeLabel[book.type]}</td>
                <td data-label="Status">
                  <span className={`${styles.status} ${styles[`status${book.status}`] ?? ""}`}>{bookStatusLabel[book.status]}</span>
                </td>
                <td data-label="Genre">{book.genre ? book.genre.name : <span className={styles.muted}>No genre</span>}</td>
                <td data-label="Chapters">{formatCount(book.chaptersCount)}</td>
                <td data-label="Words">{formatCount(book.wordsCount)}</td>
                <td data-label="Readers">{formatCount(book.readersCount)}</td>
                <td data-label="Views">{formatCount(book.viewsCount)}</td>
                <td data-label="Last edited">
                  <time dateTime={book.updatedAt}>{formatDate(book.updatedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
