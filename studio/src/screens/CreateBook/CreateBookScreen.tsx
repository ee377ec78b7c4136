import { useState } from "react";
import type { FormEvent } from "react";
import type { BookType } from "@storyloom/api/client";
import { useNavigate } from "react-router";
import { useCreateBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import formStyles from "../../components/Form/Form.module.css";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { bookTypeLabel } from "../Books/bookLabels.ts";
import { BookFields, genreIdOf, imgUrlOf } from "../Books/BookFields.tsx";
import type { BookFieldValues } from "../Books/BookFields.tsx";
import styles from "./CreateBookScreen.module.css";

const bookTypes: readonly BookType[] = ["STORY", "SCRIPT"];

const bookTypeHint: Record<BookType, string> = {
  STORY: "prose, read chapter by chapter",
  SCRIPT: "a screenplay or stage play",
};

interface BookDraft extends BookFieldValues {
  type: BookType;
}

export function CreateBookScreen() {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateBook();
  const [draft, setDraft] = useState<BookDraft>({ type: "STORY", title: "", description: "", genreId: "", imgUrl: "" });
  const errors = fieldErrorsOf(create.error);

  function handleChange(field: keyof BookFieldValues, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { type: draft.type, title: draft.title, description: draft.description, genreId: genreIdOf(draft.genreId), imgUrl: imgUrlOf(draft.imgUrl) },
      {
        onSuccess: (answer) => {
          toast.success("Your book is created.");
          void navigate(paths.book(String(answer.book.id)));
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <>
      <PageHeader title="Create a book" breadcrumbs={[{ label: "Books", to: paths.books() }]}>
        <p>Start a new story or script. You can change everything but its type later.</p>
      </PageHeader>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={errors.type ? "book-type-error" : undefined}>
          <legend className={styles.legend}>Type</legend>
          <div className={styles.choices}>
            {bookTypes.map((type) => (
              <label key={type} className={formStyles.checkbox}>
                <input type="radio" name="type" value={type} checked={draft.type === type} onChange={() => setDraft((current) => ({ ...current, type }))} />
                <span>
                  {bookTypeLabel[type]} <span className={formStyles.status}>({bookTypeHint[type]})</span>
                </span>
              </label>
            ))}
          </div>
          {errors.type && (
            <p id="book-type-error" className={styles.error} role="alert">
              {errors.type}
            </p>
          )}
        </fieldset>
        <BookFields values={draft} errors={errors} onChange={handleChange} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create book"}
          </button>
        </div>
      </form>
    </>
  );
}
