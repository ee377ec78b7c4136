import { useState } from "react";
import type { FormEvent } from "react";
import type { BookType } from "@storyloom/api/client";
import { useNavigate } from "react-router";
import { useCreateBook, useGenres } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { bookTypeLabel } from "../Books/bookLabels.ts";
import { GenreOptions } from "../Books/GenreOptions.tsx";
import styles from "./CreateBookScreen.module.css";

const bookTypes: readonly BookType[] = ["STORY", "SCRIPT"];

const bookTypeHint: Record<BookType, string> = {
  STORY: "prose, read chapter by chapter",
  SCRIPT: "a screenplay or stage play",
};

interface BookDraft {
  type: BookType;
  title: string;
  description: string;
  genreId: string;
}

export function CreateBookScreen() {
  const toast = useToast();
  const navigate = useNavigate();
  const genres = useGenres();
  const create = useCreateBook();
  const [draft, setDraft] = useState<BookDraft>({ type: "STORY", title: "", description: "", genreId: "" });
  const errors = fieldErrorsOf(create.error);

  function handleChange(field: "title" | "description" | "genreId") {
    return (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { type: draft.type, title: draft.title, description: draft.description, genreId: draft.genreId === "" ? null : Number(draft.genreId) },
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
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={draft.type === type}
                  onChange={() => setDraft((current) => ({ ...current, type }))}
                />
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
        <Field label="Title" error={errors.title}>
          {(control) => <input {...control} className={formStyles.control} value={draft.title} onChange={handleChange("title")} maxLength={200} required />}
        </Field>
        <Field label="Description" hint="What readers see before they start reading." error={errors.description}>
          {(control) => <textarea {...control} className={formStyles.control} value={draft.description} onChange={handleChange("description")} maxLength={5000} />}
        </Field>
        <Field
          label="Genre"
          hint={genres.isError ? `The genres could not be loaded: ${errorMessageOf(genres.error)}` : undefined}
          error={errors.genreId}
        >
          {(control) => (
            <select {...control} className={formStyles.control} value={draft.genreId} onChange={handleChange("genreId")} disabled={!genres.data}>
              <GenreOptions genres={genres.data?.items ?? []} />
            </select>
          )}
        </Field>
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create book"}
          </button>
        </div>
      </form>
    </>
  );
}
