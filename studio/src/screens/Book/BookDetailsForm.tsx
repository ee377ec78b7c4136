import { useState } from "react";
import { Field } from "../../components/Form/Field.tsx";
import type { FormEvent } from "react";
import type { BookView } from "@storyloom/api/client";
import { useUpdateBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { BookFields, genreIdOf, imgUrlOf } from "../Books/BookFields.tsx";
import { formatCount } from "../Books/bookLabels.ts";
import type { BookFieldValues } from "../Books/BookFields.tsx";
import styles from "./BookScreen.module.css";
import statsStyles from "./BookDetailsForm.module.css";

interface DetailsDraft extends BookFieldValues {
  subscribersOnly: boolean;
  /** The input's text: the API names what is wrong with it. */
  publicChaptersCount: string;
}

function draftOf(book: BookView): DetailsDraft {
  return {
    title: book.title,
    description: book.description ?? "",
    genreId: book.genreId === null ? "" : String(book.genreId),
    imgUrl: book.imgUrl ?? "",
    subscribersOnly: book.subscribersOnly,
    publicChaptersCount: String(book.publicChaptersCount),
  };
}

/** The free chapters as the API takes them; an empty or non-numeric field goes as NaN (sent as null), which the API refuses with its own message. */
function freeChaptersOf(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** The book's counts, then its title, description, genre, cover and who may read it. */
export function BookDetailsForm({ book }: { book: BookView }) {
  const toast = useToast();
  const update = useUpdateBook(book.id);
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(book));
  const errors = fieldErrorsOf(update.error);

  function handleChange(field: keyof BookFieldValues, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        title: draft.title,
        description: draft.description,
        genreId: genreIdOf(draft.genreId),
        imgUrl: imgUrlOf(draft.imgUrl),
        subscribersOnly: draft.subscribersOnly,
        publicChaptersCount: freeChaptersOf(draft.publicChaptersCount),
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
      <dl className={statsStyles.stats} aria-label="Book statistics">
        <div>
          <dt>Words</dt>
          <dd>{formatCount(book.wordsCount)}</dd>
        </div>
        <div>
          <dt>Chapters</dt>
          <dd>{formatCount(book.chaptersCount)}</dd>
        </div>
        <div>
          <dt>Readers</dt>
          <dd>{formatCount(book.readersCount)}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{formatCount(book.viewsCount)}</dd>
        </div>
      </dl>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
        <BookFields values={draft} errors={errors} onChange={handleChange} />
        <Field
          label="Free chapters"
          hint="Readers may read this many of the first published chapters without paying. Chapters after them are for readers who buy or subscribe."
          error={errors.publicChaptersCount}
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.publicChaptersCount}
              onChange={(event) => setDraft((current) => ({ ...current, publicChaptersCount: event.target.value }))}
            />
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
