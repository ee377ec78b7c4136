import { useState } from "react";
import type { FormEvent } from "react";
import type { IdeaView } from "@storyloom/api/client";
import { useGenres } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import type { Id } from "../../api/session.ts";
import { useIdeas, useUpdateIdea } from "../../api/storyBible.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { GenreOptions } from "../Books/GenreOptions.tsx";
import { ideaChanges, ideaDraftOf } from "./ideaDraft.ts";
import type { IdeaDraft } from "./ideaDraft.ts";
import styles from "./StoryBible.module.css";

const addedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One idea, edited in place: its text and its genre. */
function IdeaForm({ bookId, idea, number }: { bookId: Id; idea: IdeaView; number: number }) {
  const toast = useToast();
  const genres = useGenres();
  const update = useUpdateIdea(bookId);
  const [saved, setSaved] = useState<IdeaDraft>(() => ideaDraftOf(idea));
  const [draft, setDraft] = useState<IdeaDraft>(saved);
  const errors = fieldErrorsOf(update.error);
  const changes = ideaChanges(draft, saved);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    // The button stays enabled after a save (disabling it would drop the keyboard focus), so it says why nothing happens.
    if (!changes) {
      toast.show({ message: `Idea ${number} has no changes to save.` });
      return;
    }
    update.mutate(
      { ideaId: idea.id, body: changes },
      {
        onSuccess: (answer) => {
          const next = ideaDraftOf(answer.idea);
          setSaved(next);
          setDraft(next);
          toast.success(`Idea ${number} is saved.`);
        },
        // The form keeps what was typed; the messages go under the fields.
        onError: (error) => toast.error(`Idea ${number} is not saved: ${errorMessageOf(error)}`),
      },
    );
  }

  return (
    <li className={styles.card}>
      <form className={styles.form} aria-label={`Idea ${number}`} onSubmit={handleSubmit} noValidate>
        <Field label={`Idea ${number}`} hint={`Kept ${addedFormat.format(new Date(idea.createdAt))}`} error={errors.idea}>
          {(control) => (
            <textarea {...control} className={formStyles.control} rows={4} value={draft.idea} onChange={(event) => setDraft({ ...draft, idea: event.target.value })} />
          )}
        </Field>
        <Field label="Genre" hint={genres.isError ? `The genres could not be loaded: ${errorMessageOf(genres.error)}` : undefined} error={errors.genreId}>
          {(control) => (
            <select {...control} className={formStyles.control} value={draft.genreId} disabled={!genres.data} onChange={(event) => setDraft({ ...draft, genreId: event.target.value })}>
              <GenreOptions genres={genres.data?.items ?? []} />
            </select>
          )}
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className="button button-primary button-small">
            {update.isPending ? "Saving…" : "Save idea"}
          </button>
          {changes && (
            <button type="button" className="button button-small" onClick={() => setDraft(saved)}>
              Undo changes
            </button>
          )}
        </div>
      </form>
    </li>
  );
}

/** The ideas kept for this book, newest first. They come from the AI idea tools; here they are read and edited. */
export function IdeasPanel({ bookId }: { bookId: Id }) {
  const ideas = useIdeas(bookId);

  if (!ideas.data) {
    if (ideas.isError) return <LoadFailed title="The ideas could not be loaded" error={ideas.error} onRetry={() => void ideas.refetch()} isRetrying={ideas.isFetching} />;
    return <p role="status">Loading the ideas…</p>;
  }
  const list = ideas.data.ideas;
  if (list.length === 0) {
    return (
      <EmptyState title="No ideas yet">
        <p>
          Story ideas for this book are kept here when the AI idea tools generate them. Those tools are not available in the studio yet; once they are, every idea
          you keep appears here, newest first, to edit and file under a genre.
        </p>
      </EmptyState>
    );
  }
  return (
    <ol className={styles.list} aria-label="Ideas, newest first">
      {list.map((idea, index) => (
        <IdeaForm key={idea.id} bookId={bookId} idea={idea} number={list.length - index} />
      ))}
    </ol>
  );
}
