import { useRef, useState } from "react";
import type { FormEvent } from "react";
import type { IdeaView } from "@storyloom/api/client";
import { useGenres } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import type { Id } from "../../api/session.ts";
import { useIdeas, useUpdateIdea } from "../../api/storyBible.ts";
import { AiGenerateToggle } from "../../components/AiSuggestions/AiGenerateToggle.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { GenreOptions } from "../Books/GenreOptions.tsx";
import { ChangeIdea, GenerateIdeas } from "./AiIdeaTools.tsx";
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
  const [isChanging, setIsChanging] = useState(false);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
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
            <textarea
              {...control}
              className={formStyles.control}
              rows={4}
              value={draft.idea}
              onChange={(event) => setDraft({ ...draft, idea: event.target.value })}
            />
          )}
        </Field>
        <Field label="Genre" hint={genres.isError ? `The genres could not be loaded: ${errorMessageOf(genres.error)}` : undefined} error={errors.genreId}>
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.genreId}
              disabled={!genres.data}
              onChange={(event) => setDraft({ ...draft, genreId: event.target.value })}
            >
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
          {!isChanging && (
            <button ref={changeButtonRef} type="button" className="button button-small" onClick={() => setIsChanging(true)}>
              Change with AI<span className="visually-hidden"> idea {number}</span>
            </button>
          )}
        </div>
      </form>
      {isChanging && (
        <ChangeIdea
          bookId={bookId}
          idea={idea}
          number={number}
          // The AI rewrote the saved idea: its text replaces the form's, as a save of the form would.
          onSaved={(changed) => {
            const next = ideaDraftOf(changed);
            setSaved(next);
            setDraft(next);
          }}
          onClose={() => {
            setIsChanging(false);
            requestAnimationFrame(() => changeButtonRef.current?.focus());
          }}
        />
      )}
    </li>
  );
}

/** The ideas kept for this book, newest first: generated with AI (the ones the author accepted), then read, edited and changed here. */
export function IdeasPanel({ bookId }: { bookId: Id }) {
  const ideas = useIdeas(bookId);

  if (!ideas.data) {
    if (ideas.isError)
      return <LoadFailed title="The ideas could not be loaded" error={ideas.error} onRetry={() => void ideas.refetch()} isRetrying={ideas.isFetching} />;
    return <p role="status">Loading the ideas…</p>;
  }
  const list = ideas.data.ideas;
  return (
    <>
      <AiGenerateToggle>{(close) => <GenerateIdeas bookId={bookId} onClose={close} />}</AiGenerateToggle>
      {list.length === 0 ? (
        <EmptyState title="No ideas yet">
          <p>
            Story ideas for this book are kept here: generate some with AI, keep the ones you like, and each appears here, newest first, to edit and file under
            a genre.
          </p>
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Ideas, newest first">
          {list.map((idea, index) => (
            <IdeaForm key={idea.id} bookId={bookId} idea={idea} number={list.length - index} />
          ))}
        </ol>
      )}
    </>
  );
}
