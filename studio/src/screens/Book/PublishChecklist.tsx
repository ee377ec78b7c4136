import { useState } from "react";
import type { BookView } from "@storyloom/api/client";
import { useAuthorProfile } from "../../api/authorProfile.ts";
import { useBook, useBookPublishability } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { useScheduleBookPublication, useUnpublishBook } from "../../api/publishing.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { publishRequirementLabel } from "../Books/bookLabels.ts";
import { PublishDialog } from "./PublishDialog.tsx";
import type { PublishMode } from "./PublishDialog.tsx";
import { formatPublicationTime } from "./publishTime.ts";
import { publishVerdict } from "./publishVerdict.ts";
import styles from "./BookScreen.module.css";
import publishingStyles from "./Publishing.module.css";

/** Where the book stands, as the author reads it. */
function statusSentence(book: BookView): string {
  if (book.status === "PUBLISHED") return book.publishedAt ? `Published on ${formatPublicationTime(book.publishedAt)}.` : "Published.";
  if (book.status === "STAGED") return book.scheduledPublicationAt ? `Scheduled for ${formatPublicationTime(book.scheduledPublicationAt)}.` : "Scheduled.";
  return "Draft: readers do not see this book yet.";
}

/**
 * The book's publishing: its status, what it still needs (GET …/is-publishable),
 * and publish now, schedule, unschedule or unpublish.
 */
export function PublishChecklist({ bookId }: { bookId: Id }) {
  // The book screen has loaded the book: this reads the same cached answer.
  const book = useBook(bookId).data?.book;
  if (!book) return null;
  return <PublishingPanel book={book} />;
}

function PublishingPanel({ book }: { book: BookView }) {
  const toast = useToast();
  const publishability = useBookPublishability(book.id);
  const schedule = useScheduleBookPublication(book.id);
  const unpublish = useUnpublishBook(book.id);
  const [dialog, setDialog] = useState<PublishMode | null>(null);
  const [isUnpublishing, setIsUnpublishing] = useState(false);
  const authorProfile = useAuthorProfile();
  const data = publishability.data;
  const canPublish = data?.isPublishable === true;
  // What readers could read if the book went public now: said here and in the publish dialog.
  const verdict = data ? publishVerdict(data.readers, book, authorProfile.data?.authorProfile.stripeConnected === true) : null;

  function handleUnschedule() {
    schedule.mutate(
      { scheduledPublicationAt: null },
      {
        onSuccess: () => toast.success("The schedule is cancelled; the book is a draft again."),
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function handleConfirmUnpublish() {
    unpublish.mutate(undefined, {
      onSuccess: () => toast.success(`“${book.title}” is unpublished.`),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setIsUnpublishing(false),
    });
  }

  return (
    <section className={styles.section} aria-labelledby="book-publish-heading">
      <h2 id="book-publish-heading">Publishing</h2>
      <div className={styles.panel}>
        <p className={publishingStyles.status} role="status" aria-live="polite">
          {statusSentence(book)}
        </p>
        {book.status !== "PUBLISHED" && (
          <>
            {publishability.isPending && <p role="status">Checking what the book still needs…</p>}
            {publishability.isError && (
              <div role="alert">
                <p>What the book still needs could not be checked: {errorMessageOf(publishability.error)}</p>
                <button type="button" className="button" onClick={() => void publishability.refetch()} disabled={publishability.isFetching}>
                  Try again
                </button>
              </div>
            )}
            {data?.isPublishable && verdict && (
              <p className={verdict.tone === "ready" ? styles.ready : publishingStyles.verdictWarning} data-testid="publish-verdict">
                {verdict.text}
              </p>
            )}
            {data && !data.isPublishable && (
              <>
                <p>Before this book can be published:</p>
                <ul className={styles.checklist} aria-label="Still missing">
                  {data.missing.map((requirement) => (
                    <li key={requirement}>{publishRequirementLabel[requirement]}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <div className={publishingStyles.actions}>
          {book.status !== "PUBLISHED" && (
            <>
              <button type="button" className="button button-primary" disabled={!canPublish} onClick={() => setDialog("now")}>
                {book.status === "STAGED" ? "Publish now…" : "Publish…"}
              </button>
              <button type="button" className="button" disabled={!canPublish} onClick={() => setDialog("schedule")}>
                {book.status === "STAGED" ? "Change schedule…" : "Schedule…"}
              </button>
            </>
          )}
          {book.status === "STAGED" && (
            <button type="button" className="button" onClick={handleUnschedule} disabled={schedule.isPending}>
              {schedule.isPending ? "Cancelling…" : "Cancel schedule"}
            </button>
          )}
          {book.status === "PUBLISHED" && (
            <button type="button" className="button" onClick={() => setIsUnpublishing(true)}>
              Unpublish…
            </button>
          )}
        </div>
      </div>
      {/* Mounted per opening, so each starts from the book as it is now. */}
      {dialog && <PublishDialog key={dialog} book={book} mode={dialog} verdict={verdict} open onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={isUnpublishing}
        title="Unpublish this book?"
        confirmLabel="Unpublish"
        tone="danger"
        isPending={unpublish.isPending}
        onConfirm={handleConfirmUnpublish}
        onCancel={() => setIsUnpublishing(false)}
      >
        <p>Readers will no longer find it. Its chapters, its collection and what readers bought are kept, so you can publish it again.</p>
      </ConfirmDialog>
    </section>
  );
}
