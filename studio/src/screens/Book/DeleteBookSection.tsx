import { useState } from "react";
import type { BookView } from "@storyloom/api/client";
import { useNavigate } from "react-router";
import { useDeleteBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import styles from "./BookScreen.module.css";

/** Deleting a book asks the author to type its title, so a slip of the mouse cannot do it. */
export function DeleteBookSection({ book }: { book: BookView }) {
  const toast = useToast();
  const navigate = useNavigate();
  const deleteBook = useDeleteBook(book.id);
  const [isOpen, setIsOpen] = useState(false);
  const [confirmTitle, setConfirmTitle] = useState("");
  const errors = fieldErrorsOf(deleteBook.error);

  function handleOpen() {
    deleteBook.reset();
    setConfirmTitle("");
    setIsOpen(true);
  }

  function handleConfirm() {
    deleteBook.mutate(confirmTitle, {
      onSuccess: () => {
        toast.success(`“${book.title}” is deleted.`);
        void navigate(paths.books());
      },
      onError: (error) => {
        // A wrong title is shown under the field; anything else gets a toast.
        if (!fieldErrorsOf(error).confirmTitle) toast.error(errorMessageOf(error));
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby="book-delete-heading">
      <h2 id="book-delete-heading">Delete this book</h2>
      <div className={`${styles.panel} ${styles.dangerZone}`}>
        <p>Readers lose access to it, and it leaves your list. Purchases and payments are kept for the records.</p>
        <button type="button" className="button button-danger" onClick={handleOpen}>
          Delete book
        </button>
      </div>
      <ConfirmDialog
        open={isOpen}
        title="Delete this book?"
        confirmLabel="Delete this book"
        tone="danger"
        isPending={deleteBook.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setIsOpen(false)}
      >
        <p>Readers lose access to it and it leaves your list. This cannot be undone from the studio.</p>
        <Field label="Type the book's title to confirm" hint={`The title is “${book.title}”.`} error={errors.confirmTitle}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              value={confirmTitle}
              onChange={(event) => setConfirmTitle(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      </ConfirmDialog>
    </section>
  );
}
