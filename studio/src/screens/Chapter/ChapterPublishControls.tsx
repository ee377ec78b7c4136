import { useState } from "react";
import type { ChapterStatus, ChapterView } from "@storyloom/api/client";
import type { ChapterText } from "../../api/chapterEditor.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { usePublishChapter, useScheduleChapterPublication, useUnpublishChapter } from "../../api/publishing.ts";
import type { Id } from "../../api/session.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { defaultScheduleTime, formatPublicationTime, fromLocalInputValue, localTimeZone, toLocalInputValue } from "../Book/publishTime.ts";
import styles from "../Book/Publishing.module.css";

/** What the controls need of the editor's autosave: publishing publishes the server's text, so it must have everything typed. */
export interface PublishAutosave {
  text: ChapterText;
  isDirty(): boolean;
  saveNow(): Promise<void>;
}

interface ChapterPublishControlsProps {
  bookId: Id;
  chapter: ChapterView;
  autosave: PublishAutosave;
  /** Opens the chapter's continuity check: offered beside Publish. */
  onCheckContinuity?: () => void;
}

const statusLabels: Record<ChapterStatus, string> = { DRAFT: "Draft", SCHEDULED: "Scheduled", PUBLISHED: "Published" };

function statusDetail(chapter: ChapterView): string | null {
  if (chapter.status === "SCHEDULED" && chapter.scheduledPublicationAt) return `for ${formatPublicationTime(chapter.scheduledPublicationAt)}`;
  if (chapter.status === "PUBLISHED" && chapter.publishedAt) return `on ${formatPublicationTime(chapter.publishedAt)}`;
  return null;
}

/**
 * A chapter's publishing, in its editor's header: its status, publish (the
 * staged edits of a published chapter), schedule, unschedule and unpublish.
 * It saves the editor's text first, so what goes live is what the author sees.
 */
export function ChapterPublishControls({ bookId, chapter, autosave, onCheckContinuity }: ChapterPublishControlsProps) {
  const toast = useToast();
  const publish = usePublishChapter(bookId, chapter.id);
  const schedule = useScheduleChapterPublication(bookId, chapter.id);
  const unpublish = useUnpublishChapter(bookId, chapter.id);
  const [isScheduling, setIsScheduling] = useState(false);
  const [isUnpublishing, setIsUnpublishing] = useState(false);
  const [when, setWhen] = useState("");
  const [unlockWhen, setUnlockWhen] = useState("");
  const [whenError, setWhenError] = useState<string | null>(null);
  // The new-chapter e-mail to the book's readers and the author's subscribers: sent once, when the chapter first goes live.
  const [emailReaders, setEmailReaders] = useState(chapter.sendEmailWhenPublished);
  const isBusy = publish.isPending || schedule.isPending || unpublish.isPending;
  // The editor's text when the chapter was opened or last published: typing since is not published yet.
  // (Compared with the editor's own text, not the server's, which the server sanitised.)
  const [baseline, setBaseline] = useState<ChapterText>(autosave.text);
  const hasEditedSince = autosave.text.markup !== baseline.markup || autosave.text.title !== baseline.title;
  // Readers of a published chapter keep its text until it is published again.
  const hasUnpublishedChanges = chapter.status === "PUBLISHED" && (chapter.hasStagedChanges || hasEditedSince);
  const detail = statusDetail(chapter);

  /** Saves what the author typed; false (with a toast) when the server does not have it yet. */
  async function saveFirst(): Promise<boolean> {
    await autosave.saveNow();
    if (!autosave.isDirty()) return true;
    toast.error("Your latest text is not saved yet, so it would not be published. Try again once it says Saved.");
    return false;
  }

  async function handlePublish() {
    if (!(await saveFirst())) return;
    const published = autosave.text;
    publish.mutate(chapter.status === "PUBLISHED" ? {} : { sendEmailWhenPublished: emailReaders }, {
      onSuccess: () => {
        setBaseline(published);
        toast.success(chapter.status === "PUBLISHED" ? "Your changes are published." : "The chapter is published.");
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  function handleOpenSchedule() {
    schedule.reset();
    setWhenError(null);
    setWhen(toLocalInputValue(chapter.scheduledPublicationAt ? new Date(chapter.scheduledPublicationAt) : defaultScheduleTime()));
    setUnlockWhen(chapter.scheduledUnlockAt ? toLocalInputValue(new Date(chapter.scheduledUnlockAt)) : "");
    setIsScheduling(true);
  }

  async function handleConfirmSchedule() {
    const scheduledPublicationAt = fromLocalInputValue(when);
    if (!scheduledPublicationAt) {
      setWhenError("Choose a date and time.");
      return;
    }
    const scheduledUnlockAt = unlockWhen === "" ? null : fromLocalInputValue(unlockWhen);
    setWhenError(null);
    if (!(await saveFirst())) return;
    schedule.mutate(
      { scheduledPublicationAt, scheduledUnlockAt, sendEmailWhenPublished: emailReaders },
      {
        onSuccess: (answer) => {
          setIsScheduling(false);
          toast.success(`The chapter will be published on ${formatPublicationTime(answer.chapter.scheduledPublicationAt ?? scheduledPublicationAt)}.`);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (!fields.scheduledPublicationAt && !fields.scheduledUnlockAt) toast.error(errorMessageOf(error));
        },
      },
    );
  }

  function handleUnschedule() {
    schedule.mutate(
      { scheduledPublicationAt: null },
      {
        onSuccess: () => toast.success("The schedule is cancelled; the chapter is a draft again."),
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function handleConfirmUnpublish() {
    unpublish.mutate(undefined, {
      onSuccess: () => toast.success("The chapter is unpublished; readers no longer see it."),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setIsUnpublishing(false),
    });
  }

  return (
    <div className={styles.controlsRow} role="group" aria-label="Publishing">
      <p className={styles.hint} role="status" aria-live="polite">
        <span className={styles.badge} data-status={chapter.status}>
          {statusLabels[chapter.status]}
        </span>{" "}
        {detail}
        {hasUnpublishedChanges && " · Unpublished changes"}
      </p>
      {onCheckContinuity && (chapter.status !== "PUBLISHED" || hasUnpublishedChanges) && (
        <button type="button" className="button" onClick={onCheckContinuity}>
          Check continuity first
        </button>
      )}
      {(chapter.status !== "PUBLISHED" || hasUnpublishedChanges) && (
        <button type="button" className="button button-primary" onClick={() => void handlePublish()} disabled={isBusy}>
          {publish.isPending ? "Publishing…" : chapter.status === "PUBLISHED" ? "Publish changes" : "Publish"}
        </button>
      )}
      {chapter.status !== "PUBLISHED" && (
        <label className={styles.hint}>
          <input type="checkbox" checked={emailReaders} onChange={(event) => setEmailReaders(event.target.checked)} disabled={isBusy} /> E-mail my readers when
          it goes live
        </label>
      )}
      {chapter.status !== "PUBLISHED" && (
        <button type="button" className="button" onClick={handleOpenSchedule} disabled={isBusy}>
          {chapter.status === "SCHEDULED" ? "Reschedule…" : "Schedule…"}
        </button>
      )}
      {chapter.status === "SCHEDULED" && (
        <button type="button" className="button" onClick={handleUnschedule} disabled={isBusy}>
          Unschedule
        </button>
      )}
      {chapter.status === "PUBLISHED" && (
        <button type="button" className="button" onClick={() => setIsUnpublishing(true)} disabled={isBusy}>
          Unpublish…
        </button>
      )}

      <ConfirmDialog
        open={isScheduling}
        title="Schedule this chapter"
        confirmLabel="Schedule"
        isPending={schedule.isPending}
        onConfirm={() => void handleConfirmSchedule()}
        onCancel={() => setIsScheduling(false)}
      >
        <Field
          label="Publish on"
          hint={`Your local time (${localTimeZone()}). The chapter goes live then, even if you are away.`}
          error={whenError ?? fieldErrorsOf(schedule.error).scheduledPublicationAt}
        >
          {(control) => (
            <input {...control} type="datetime-local" className={formStyles.control} value={when} onChange={(event) => setWhen(event.target.value)} required />
          )}
        </Field>
        <Field
          label="Free for every reader from (optional)"
          hint="Leave it empty to keep the chapter's usual access. It cannot be before the publication time."
          error={fieldErrorsOf(schedule.error).scheduledUnlockAt}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={formStyles.control}
              value={unlockWhen}
              onChange={(event) => setUnlockWhen(event.target.value)}
            />
          )}
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        open={isUnpublishing}
        title="Unpublish this chapter?"
        confirmLabel="Unpublish"
        tone="danger"
        isPending={unpublish.isPending}
        onConfirm={handleConfirmUnpublish}
        onCancel={() => setIsUnpublishing(false)}
      >
        <p>Readers will no longer see it. Your unpublished changes become the chapter's draft text, so nothing is lost.</p>
      </ConfirmDialog>
    </div>
  );
}
