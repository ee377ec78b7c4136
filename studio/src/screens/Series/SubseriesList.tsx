import { useState, type FormEvent } from "react";
import type { SeriesView, SubseriesView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useCreateSubseries, useDeleteSubseries, useUpdateSubseries } from "../../api/series.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import styles from "./SeriesScreen.module.css";

const TITLE_MAX = 200;
const ROUTE_MAX = 100;

/** The collection's subseries: add, rename (title and route), delete; books are put in them from the book list. */
export function SubseriesList({ series, onStatus }: { series: SeriesView; onStatus: (message: string) => void }) {
  const create = useCreateSubseries(series.id);
  const remove = useDeleteSubseries(series.id);
  const toast = useToast();
  const [title, setTitle] = useState("");
  const [route, setRoute] = useState("");
  const [deleting, setDeleting] = useState<SubseriesView | null>(null);
  const createErrors = fieldErrorsOf(create.error);

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = route.trim() === "" ? { title } : { title, route: route.trim() };
    create.mutate(body, {
      onSuccess: () => {
        onStatus(`Subseries “${title.trim()}” added.`);
        setTitle("");
        setRoute("");
      },
    });
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => onStatus(`Subseries “${deleting.title}” deleted; its books stay in the collection.`),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <section className={styles.card} aria-labelledby="subseries-heading">
      <h2 id="subseries-heading">Subseries</h2>
      <p className={styles.muted}>A subseries groups some of the collection's books (an arc, a trilogy); they keep the collection's order.</p>
      {series.subseries.length > 0 && (
        <ul className={styles.list} aria-label="Subseries">
          {series.subseries.map((part) => (
            <SubseriesRow key={part.id} seriesId={series.id} part={part} onStatus={onStatus} onDelete={() => setDeleting(part)} />
          ))}
        </ul>
      )}
      <form className={styles.inline} onSubmit={handleCreate} aria-label="New subseries">
        <Field label="New subseries title" error={createErrors.title}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              value={title}
              maxLength={TITLE_MAX}
              required
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label="Route (optional)" hint="lowercase-with-hyphens; made from the title if empty" error={createErrors.route}>
          {(control) => (
            <input {...control} className={formStyles.control} value={route} maxLength={ROUTE_MAX} onChange={(event) => setRoute(event.target.value)} />
          )}
        </Field>
        <button type="submit" className="button" disabled={create.isPending}>
          Add subseries
        </button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the subseries “${deleting?.title ?? ""}”?`}
        confirmLabel="Delete subseries"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Its books stay in the collection, in no subseries.</p>
      </ConfirmDialog>
    </section>
  );
}

function SubseriesRow({
  seriesId,
  part,
  onStatus,
  onDelete,
}: {
  seriesId: number;
  part: SubseriesView;
  onStatus: (message: string) => void;
  onDelete: () => void;
}) {
  const update = useUpdateSubseries(seriesId);
  const [isEditing, setIsEditing] = useState(false);
  const [title, setTitle] = useState(part.title);
  const [route, setRoute] = useState(part.route ?? "");
  const errors = fieldErrorsOf(update.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { subseriesId: part.id, body: route.trim() === "" ? { title } : { title, route: route.trim() } },
      {
        onSuccess: () => {
          setIsEditing(false);
          onStatus("Subseries saved.");
        },
      },
    );
  }

  if (isEditing) {
    return (
      <li className={styles.subseriesRow}>
        <form className={styles.inline} onSubmit={handleSubmit} aria-label={`Rename ${part.title}`}>
          <Field label="Title" error={errors.title}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                value={title}
                maxLength={TITLE_MAX}
                required
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <Field label="Route" error={errors.route}>
            {(control) => (
              <input {...control} className={formStyles.control} value={route} maxLength={ROUTE_MAX} onChange={(event) => setRoute(event.target.value)} />
            )}
          </Field>
          <button type="submit" className="button button-primary button-small" disabled={update.isPending}>
            Save
          </button>
          <button type="button" className="button button-small" onClick={() => setIsEditing(false)} disabled={update.isPending}>
            Cancel
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className={styles.subseriesRow} data-testid="subseries">
      <span>
        <strong>
          {part.number}. {part.title}
        </strong>{" "}
        <span className={styles.muted}>
          /{part.route} · {part.bookIds.length === 1 ? "1 book" : `${part.bookIds.length} books`}
        </span>
      </span>
      <span className={styles.actions}>
        <button type="button" className="button button-small" onClick={() => setIsEditing(true)} aria-label={`Rename ${part.title}`}>
          Rename
        </button>
        <button type="button" className="button button-small" onClick={onDelete} aria-label={`Delete ${part.title}`}>
          Delete
        </button>
      </span>
    </li>
  );
}
