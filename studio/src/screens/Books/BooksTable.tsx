import type { BookView } from "@storyloom/api/client";
import { Link } from "react-router";
import { paths } from "../../paths.ts";
import { bookStatusLabel, bookTypeLabel, formatDate } from "./bookLabels.ts";
import styles from "./BooksScreen.module.css";

interface BooksTableProps {
  books: readonly BookView[];
  /** The rows are those of the previous search or page while the next one loads. */
  isBusy: boolean;
}

export function BooksTable({ books, isBusy }: BooksTableProps) {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div className={styles.tableScroller} role="region" aria-label="Books table" tabIndex={0}>
      <table className={styles.table} aria-busy={isBusy}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Genre</th>
            <th scope="col">Chapters</th>
            <th scope="col">Last edited</th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book.id}>
              <th scope="row" className={styles.title}>
                <Link to={paths.book(String(book.id))}>{book.title}</Link>
              </th>
              <td>{bookTypeLabel[book.type]}</td>
              <td>
                <span className={`${styles.status} ${styles[`status${book.status}`] ?? ""}`}>{bookStatusLabel[book.status]}</span>
              </td>
              <td>{book.genre ? book.genre.name : <span className={styles.muted}>No genre</span>}</td>
              <td>{book.chaptersCount}</td>
              <td>
                <time dateTime={book.updatedAt}>{formatDate(book.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
