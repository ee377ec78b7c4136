import { useState } from "react";
import type { FormEvent } from "react";
import type { BookView } from "@storyloom/api/client";
import { useGenres, useUpdateBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { GenreOptions } from "../Books/GenreOptions.tsx";
import styles from "./BookScreen.module.css";

interface DetailsDraft {
  title: string;
  description: string;
  genreId: string;
  subscribersOnly: boolean;
}

function draftOf(book: BookView): DetailsDraft {
  return {
    title: book.title,
    description: book.description ?? "",
    genreId: book.genreId === null ? "" : String(book.genreId),
    subscribersOnly: book.subscribersOnly,
  };
}

/** The book's title, description, genre and who may read it. */
export function BookDetailsForm({ book }: { book: BookView }) {
  const toast = useToast();
  const genres = useGenres();
  const update = useUpdateBook(book.id);
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(book));
  const errors = fieldErrorsOf(update.error);

  function handleChange(field: "title" | "description" | "genreId") {
    return (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        title: draft.title,
        description: draft.description,
        genreId: draft.genreId === "" ? null : Number(draft.genreId),
        subscribersOnly: draft.subscribersOnly,
      },
      {
        onSuccess: (answer) => {
          setDraft(draftOf(answer.book));
          toast.success("Your book is saved.");
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="book-details-heading">
      <h2 id="book-details-heading">Details</h2>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
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
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            checked={draft.subscribersOnly}
            onChange={(event) => setDraft((current) => ({ ...current, subscribersOnly: event.target.checked }))}
          />
          <span>Only subscribers can read this book</span>
        </label>
        {errors.subscribersOnly && (
          <p className={formStyles.error} role="alert">
            {errors.subscribersOnly}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save book"}
          </button>
        </div>
      </form>
    </section>
  );
}
