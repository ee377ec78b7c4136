import { useId, useState } from "react";
import type { BookView, PublishBookBody, PublishType } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { usePublishBook, useScheduleBookPublication } from "../../api/publishing.ts";
import { useSeriesList } from "../../api/series.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { defaultScheduleTime, formatPublicationTime, fromLocalInputValue, localTimeZone, toLocalInputValue } from "./publishTime.ts";
import type { PublishVerdict } from "./publishVerdict.ts";
import styles from "./Publishing.module.css";

export type PublishMode = "now" | "schedule";

const choiceLabels: Record<PublishType, string> = {
  single_book: "On its own",
  new_collection: "As the first book of a new collection",
  existing_collection: "In one of my collections",
};

const SERIES_TITLE_MAX = 200;

interface PublishDialogProps {
  book: BookView;
  mode: PublishMode;
  /** What readers could read once it is public (publishVerdict.ts); null while it is being checked. */
  verdict: PublishVerdict | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Publish now or schedule: where the book goes (alone, a new collection, one
 * of the author's collections) and, to schedule, when (the author's local
 * time, sent as ISO). The server's answers show beside their fields.
 */
export function PublishDialog({ book, mode, verdict, open, onClose }: PublishDialogProps) {
  const toast = useToast();
  const publish = usePublishBook(book.id);
  const schedule = useScheduleBookPublication(book.id);
  const series = useSeriesList();
  const legendId = useId();
  const [publishType, setPublishType] = useState<PublishType>(book.seriesId === null ? "single_book" : "existing_collection");
  const [seriesTitle, setSeriesTitle] = useState("");
  const [seriesId, setSeriesId] = useState(book.seriesId === null ? "" : String(book.seriesId));
  const [when, setWhen] = useState(() => toLocalInputValue(book.scheduledPublicationAt ? new Date(book.scheduledPublicationAt) : defaultScheduleTime()));
  const [localError, setLocalError] = useState<string | null>(null);
  const [emailReaders, setEmailReaders] = useState(true);

  const mutation = mode === "now" ? publish : schedule;
  const errors = fieldErrorsOf(mutation.error);
  const shownFields = ["publishType", "seriesTitle", "seriesId", "scheduledPublicationAt"];
  // What no field shows (a missing requirement, a book published meanwhile) is said at the top.
  const generalError = mutation.error && !shownFields.some((field) => errors[field]) ? errorMessageOf(mutation.error) : null;

  function placement(): PublishBookBody {
    if (publishType === "new_collection") return { publishType, seriesTitle, emailReaders };
    if (publishType === "existing_collection") return { publishType, ...(seriesId ? { seriesId: Number(seriesId) } : {}), emailReaders };
    return { publishType, emailReaders };
  }

  function handleConfirm() {
    setLocalError(null);
    if (mode === "now") {
      publish.mutate(placement(), {
        onSuccess: () => {
          toast.success(`“${book.title}” is published.`);
          onClose();
        },
      });
      return;
    }
    const scheduledPublicationAt = fromLocalInputValue(when);
    if (!scheduledPublicationAt) {
      setLocalError("Choose a date and time.");
      return;
    }
    schedule.mutate(
      { scheduledPublicationAt, ...placement() },
      {
        onSuccess: (answer) => {
          toast.success(`“${book.title}” will be published on ${formatPublicationTime(answer.book.scheduledPublicationAt ?? scheduledPublicationAt)}.`);
          onClose();
        },
      },
    );
  }

  function handleCancel() {
    publish.reset();
    schedule.reset();
    setLocalError(null);
    onClose();
  }

  const collections = series.data?.items ?? [];

  return (
    <ConfirmDialog
      open={open}
      title={mode === "now" ? "Publish this book" : "Schedule this book"}
      confirmLabel={mode === "now" ? "Publish now" : "Schedule"}
      isPending={mutation.isPending}
      onConfirm={handleConfirm}
      onCancel={handleCancel}
    >
      <div className={styles.publishForm}>
        {verdict && (
          <p className={verdict.tone === "ready" ? styles.muted : styles.verdictWarning} role={verdict.tone === "warning" ? "note" : undefined}>
            {verdict.text}
          </p>
        )}
        {generalError && (
          <p className={formStyles.error} role="alert">
            {generalError}
          </p>
        )}
        <fieldset className={styles.choices} aria-describedby={errors.publishType ? `${legendId}-error` : undefined}>
          <legend id={legendId}>How is it published?</legend>
          {(Object.keys(choiceLabels) as PublishType[]).map((choice) => (
            <label key={choice} className={formStyles.checkbox}>
              <input type="radio" name="publishType" value={choice} checked={publishType === choice} onChange={() => setPublishType(choice)} />
              {choiceLabels[choice]}
            </label>
          ))}
          {errors.publishType && (
            <p id={`${legendId}-error`} className={formStyles.error} role="alert">
              {errors.publishType}
            </p>
          )}
        </fieldset>

        {publishType === "new_collection" && (
          <Field label="Collection title" error={errors.seriesTitle}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                value={seriesTitle}
                maxLength={SERIES_TITLE_MAX}
                onChange={(event) => setSeriesTitle(event.target.value)}
                required
              />
            )}
          </Field>
        )}

        {publishType === "existing_collection" && (
          <Field
            label="Collection"
            hint={series.isError ? `Your collections could not be loaded: ${errorMessageOf(series.error)}` : undefined}
            error={errors.seriesId}
          >
            {(control) => (
              <select {...control} className={formStyles.control} value={seriesId} onChange={(event) => setSeriesId(event.target.value)} required>
                <option value="">
                  {series.isPending ? "Loading your collections…" : collections.length === 0 ? "You have no collections yet" : "Choose a collection"}
                </option>
                {collections.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}

        {mode === "schedule" && (
          <Field
            label="Publish on"
            hint={`Your local time (${localTimeZone()}). Readers see the book from then on.`}
            error={localError ?? errors.scheduledPublicationAt}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                className={formStyles.control}
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                required
              />
            )}
          </Field>
        )}
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={emailReaders} onChange={(event) => setEmailReaders(event.target.checked)} /> E-mail my readers and subscribers about
          the new book when it goes live
        </label>
        <p className={styles.muted}>Readers see the chapters you have published; publish each chapter from its page.</p>
      </div>
    </ConfirmDialog>
  );
}
