import { useState, type DragEvent } from "react";
import { Link } from "react-router";
import type { SeriesBookView, SeriesView, UpdateSeriesBody } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { useBooksOutsideSeries, useReorderBook, useUpdateSeries } from "../../api/series.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import styles from "./SeriesScreen.module.css";

type Entries = NonNullable<UpdateSeriesBody["books"]>;

/** The series' books as PATCH /series/{id} takes them (routes left out, so they are kept). */
function entriesOf(books: SeriesBookView[]): Entries {
  return books.map((book) => ({ bookId: book.id, subseriesId: book.subseriesId }));
}

/**
 * The collection's books in order: move up/down (or drag), put one in a
 * subseries, remove it, add one of the author's books that is in no collection.
 */
export function SeriesBookList({ series, onStatus }: { series: SeriesView; onStatus: (message: string) => void }) {
  const reorder = useReorderBook();
  const update = useUpdateSeries(series.id);
  const addable = useBooksOutsideSeries();
  const toast = useToast();
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [toAdd, setToAdd] = useState("");
  const isBusy = reorder.isPending || update.isPending;
  const books = series.books;

  function handleMove(book: SeriesBookView, number: number) {
    reorder.mutate(
      { bookId: book.id, number },
      {
        onSuccess: () => onStatus(`“${book.title}” is now number ${number} of ${books.length}.`),
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function saveBooks(entries: Entries, message: string) {
    update.mutate({ books: entries }, { onSuccess: () => onStatus(message), onError: (error) => toast.error(errorMessageOf(error)) });
  }

  function handleSubseriesChange(book: SeriesBookView, value: string) {
    const subseriesId = value === "" ? null : Number(value);
    const entries = entriesOf(books).map((entry) => (entry.bookId === book.id ? { ...entry, subseriesId } : entry));
    const part = series.subseries.find((item) => item.id === subseriesId);
    saveBooks(entries, part ? `“${book.title}” is in ${part.title}.` : `“${book.title}” is in no subseries.`);
  }

  function handleRemove(book: SeriesBookView) {
    saveBooks(
      entriesOf(books).filter((entry) => entry.bookId !== book.id),
      `“${book.title}” left the collection.`,
    );
  }

  function handleAdd() {
    const toAddNow = toAdd;
    const book = addable.data?.find((item) => String(item.id) === toAddNow);
    if (!book) return;
    update.mutate(
      { books: [...entriesOf(books), { bookId: book.id }] },
      {
        onSuccess: () => {
          // Only if the author has not already picked the next book meanwhile.
          setToAdd((current) => (current === toAddNow ? "" : current));
          onStatus(`“${book.title}” joined the collection.`);
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function handleDrop(event: DragEvent<HTMLLIElement>, index: number) {
    event.preventDefault();
    const book = books.find((item) => item.id === dragged);
    setDragged(null);
    setDropTarget(null);
    if (book && books.indexOf(book) !== index) handleMove(book, index + 1);
  }

  return (
    <section className={styles.card} aria-labelledby="series-books-heading">
      <h2 id="series-books-heading">Books in order</h2>
      {books.length === 0 && <p className={styles.muted}>No books yet: add one below.</p>}
      {books.length > 0 && (
        <ol className={styles.list} aria-label="Books of the collection">
          {books.map((book, index) => (
            <li
              key={book.id}
              className={styles.row}
              data-testid="series-book"
              draggable={!isBusy}
              data-dragging={dragged === book.id}
              data-drop-target={dropTarget === index && dragged !== book.id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                setDragged(book.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setDropTarget(index);
              }}
              onDrop={(event) => handleDrop(event, index)}
            >
              <span className={styles.number}>{book.number ?? index + 1}</span>
              {book.imgUrl ? <img className={styles.cover} src={book.imgUrl} alt="" /> : <span className={styles.cover} />}
              <span className={styles.bookTitle}>
                <Link to={paths.book(String(book.id))}>{book.title}</Link>
                {series.subseries.length > 0 && (
                  <label className={styles.muted}>
                    Subseries{" "}
                    <select value={book.subseriesId ?? ""} disabled={isBusy} onChange={(event) => handleSubseriesChange(book, event.target.value)}>
                      <option value="">None</option>
                      {series.subseries.map((part) => (
                        <option key={part.id} value={part.id}>
                          {part.title}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </span>
              <span className={styles.actions}>
                <button
                  type="button"
                  className="button button-small"
                  disabled={index === 0 || isBusy}
                  aria-label={`Move “${book.title}” up`}
                  onClick={() => handleMove(book, index)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={index === books.length - 1 || isBusy}
                  aria-label={`Move “${book.title}” down`}
                  onClick={() => handleMove(book, index + 2)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={isBusy}
                  aria-label={`Remove “${book.title}” from the collection`}
                  onClick={() => handleRemove(book)}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {addable.data && addable.data.length > 0 && (
        <div className={styles.inline}>
          <Field label="Add a book">
            {(control) => (
              <select {...control} className={formStyles.control} value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
                <option value="">Choose one of your books…</option>
                {addable.data.map((book) => (
                  <option key={book.id} value={book.id}>
                    {book.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" className="button" disabled={toAdd === "" || isBusy} onClick={handleAdd}>
            Add to collection
          </button>
        </div>
      )}
    </section>
  );
}
