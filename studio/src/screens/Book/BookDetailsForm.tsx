import { useState } from "react";
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
import { PaywallSection, paywallChangesOf, paywallDraftOf } from "./PaywallSection.tsx";
import type { PaywallDraft } from "./PaywallSection.tsx";
import styles from "./BookScreen.module.css";
import statsStyles from "./BookDetailsForm.module.css";

type DetailsDraft = BookFieldValues & PaywallDraft;

function draftOf(book: BookView): DetailsDraft {
  return {
    title: book.title,
    description: book.description ?? "",
    genreId: book.genreId === null ? "" : String(book.genreId),
    imgUrl: book.imgUrl ?? "",
    ...paywallDraftOf(book),
  };
}

/** The book's counts, then its title, description, genre, cover, and what readers pay for. */
export function BookDetailsForm({ book }: { book: BookView }) {
  const toast = useToast();
  const update = useUpdateBook(book.id);
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(book));
  // Amounts the form could not read; the server's messages otherwise.
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(update.error), ...ownErrors };

  function handleChange(field: keyof BookFieldValues, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function handlePaywallChange(changes: Partial<PaywallDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const paywall = paywallChangesOf(draft);
    if ("errors" in paywall) {
      update.reset();
      setOwnErrors(paywall.errors);
      return;
    }
    setOwnErrors({});
    update.mutate(
      {
        title: draft.title,
        description: draft.description,
        genreId: genreIdOf(draft.genreId),
        imgUrl: imgUrlOf(draft.imgUrl),
        ...paywall.changes,
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
        <PaywallSection draft={draft} errors={errors} onChange={handlePaywallChange} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save book"}
          </button>
        </div>
      </form>
    </section>
  );
}
