import { Suspense, lazy, useState } from "react";
import type { NewsletterView } from "@storyloom/api/client";
import { useLocation, useNavigate, useParams } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import {
  isSending,
  newsletterPreviewHtmlUrl,
  useCreateNewsletter,
  useDeleteNewsletter,
  useNewsletter,
  useNewsletterPreview,
  useScheduleNewsletter,
  useSendNewsletter,
  useUnscheduleNewsletter,
  useUpdateNewsletter,
} from "../../api/newsletters.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { parseId } from "../Books/bookLabels.ts";
import { NotFoundScreen } from "../NotFound/NotFoundScreen.tsx";
import { defaultScheduleTime, formatPublicationTime, fromLocalInputValue, localTimeZone, toLocalInputValue } from "../Book/publishTime.ts";
import { newsletterStatusLabel } from "./newsletterLabels.ts";
import styles from "./Newsletters.module.css";

// The chapter editor (and Quill with it) loads with this screen only.
const ChapterTextEditor = lazy(() => import("../../editor/ChapterTextEditor.tsx").then((module) => ({ default: module.ChapterTextEditor })));

const SUBJECT_MAX = 200;
const breadcrumbs = [{ label: "Newsletters", to: paths.newsletters() }];

/** /newsletters/new and /newsletters/{id}: write, preview, send now or schedule; a sent one shows how its sending went. */
export function NewsletterScreen() {
  const { newsletterId: raw } = useParams();
  const isNew = raw === "new";
  const newsletterId = isNew ? null : parseId(raw ?? "");
  const newsletter = useNewsletter(newsletterId);

  if (!isNew && newsletterId === null) return <NotFoundScreen />;
  if (isNew) return <NewsletterEditor key="new" newsletter={null} />;
  if (newsletter.isPending) return <p role="status">Loading the newsletter…</p>;
  if (newsletter.isError) {
    return (
      <>
        <PageHeader title="Newsletter" breadcrumbs={breadcrumbs} />
        <LoadFailed title="The newsletter could not be loaded" error={newsletter.error} onRetry={() => void newsletter.refetch()} />
      </>
    );
  }
  const loaded = newsletter.data.newsletter;
  return loaded.status === "SENT" ? <SentNewsletter newsletter={loaded} /> : <NewsletterEditor key={loaded.id} newsletter={loaded} />;
}

type Pending = "send" | "delete" | null;

/** Whether the screen was opened to show the preview (a new newsletter saved by Preview). */
function asksForPreview(state: unknown): boolean {
  return typeof state === "object" && state !== null && "preview" in state && state.preview === true;
}

/** A draft or a scheduled newsletter: the subject, the chapter editor, and what to do with it. */
function NewsletterEditor({ newsletter }: { newsletter: NewsletterView | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [subject, setSubject] = useState(newsletter?.subject ?? "");
  const [markup, setMarkup] = useState(newsletter?.markup ?? "");
  const [when, setWhen] = useState(() => toLocalInputValue(newsletter?.scheduledAt ? new Date(newsletter.scheduledAt) : defaultScheduleTime()));
  const [whenError, setWhenError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [isPreviewing, setIsPreviewing] = useState(() => asksForPreview(location.state));
  const create = useCreateNewsletter();
  const update = useUpdateNewsletter();
  const send = useSendNewsletter();
  const schedule = useScheduleNewsletter();
  const unschedule = useUnscheduleNewsletter();
  const remove = useDeleteNewsletter();
  const preview = useNewsletterPreview(newsletter?.id ?? null, isPreviewing);

  const isDirty = newsletter === null || subject.trim() !== newsletter.subject || markup !== newsletter.markup;
  const saving = create.isPending || update.isPending;
  const busy = saving || send.isPending || schedule.isPending || unschedule.isPending || remove.isPending;
  const errors = { ...fieldErrorsOf(create.error ?? update.error), ...fieldErrorsOf(send.error ?? schedule.error) };
  const sending = newsletter !== null && isSending(newsletter);

  /** Saves what is on screen if it changed; the newsletter's id, or null when the save failed (its message is shown). */
  async function save(): Promise<number | null> {
    if (!isDirty && newsletter) return newsletter.id;
    try {
      if (newsletter === null) return (await create.mutateAsync({ subject, markup })).newsletter.id;
      await update.mutateAsync({ newsletterId: newsletter.id, subject, markup });
      return newsletter.id;
    } catch (error) {
      if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(errorMessageOf(error));
      return null;
    }
  }

  /** A new newsletter, once saved, moves to its own address (showing the preview when that was asked). */
  function settle(newsletterId: number, options: { preview?: boolean } = {}) {
    if (newsletter === null) void navigate(paths.newsletter(String(newsletterId)), { replace: true, state: { preview: options.preview ?? false } });
  }

  async function handleSave() {
    const savedId = await save();
    if (savedId === null) return;
    toast.success("The newsletter is saved.");
    settle(savedId);
  }

  async function handlePreview() {
    const savedId = await save();
    if (savedId === null) return;
    setIsPreviewing(true);
    settle(savedId, { preview: true });
  }

  async function handleSend() {
    const savedId = await save();
    if (savedId !== null) {
      try {
        await send.mutateAsync(savedId);
        toast.success("Your newsletter is on its way.");
      } catch (error) {
        if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(errorMessageOf(error));
      }
      settle(savedId);
    }
    setConfirming(null);
  }

  async function handleSchedule() {
    setWhenError(null);
    const scheduledAt = fromLocalInputValue(when);
    if (!scheduledAt) {
      setWhenError("Choose a date and time.");
      return;
    }
    const savedId = await save();
    if (savedId === null) return;
    try {
      const answer = await schedule.mutateAsync({ newsletterId: savedId, scheduledAt });
      toast.success(`Your newsletter will be sent on ${formatPublicationTime(answer.newsletter.scheduledAt ?? scheduledAt)}.`);
    } catch (error) {
      if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(errorMessageOf(error));
    }
    settle(savedId);
  }

  function handleUnschedule() {
    if (!newsletter) return;
    unschedule.mutate(newsletter.id, {
      onSuccess: () => toast.success("The newsletter is a draft again; it will not be sent."),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  function handleDelete() {
    if (!newsletter) return;
    remove.mutate(newsletter.id, {
      onSuccess: () => {
        toast.success("The newsletter is deleted.");
        void navigate(paths.newsletters());
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(errorMessageOf(error));
      },
    });
  }

  const title = newsletter === null ? "New newsletter" : newsletter.subject;

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs}>
        {newsletter && (
          <p>
            <span className={styles.status} data-status={newsletter.status}>
              {newsletterStatusLabel(newsletter)}
            </span>
          </p>
        )}
      </PageHeader>
      {sending && <p role="status">Your newsletter is being sent. This page shows how it went once the e-mails are written.</p>}

      <form
        className={styles.editor}
        aria-label="Newsletter"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Field label="Subject" hint="What readers see in their inbox." error={errors.subject}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              value={subject}
              maxLength={SUBJECT_MAX}
              onChange={(event) => setSubject(event.target.value)}
              required
              disabled={sending}
            />
          )}
        </Field>
        <div className={formStyles.field}>
          <Suspense fallback={<p role="status">Loading the editor…</p>}>
            <ChapterTextEditor value={markup} onChange={setMarkup} label="Newsletter text" placeholder="Write to your readers…" />
          </Suspense>
          {errors.markup && (
            <p className={formStyles.error} role="alert">
              {errors.markup}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={busy || sending}>
            {saving ? "Saving…" : "Save"}
          </button>
          <button type="button" className="button" onClick={() => void handlePreview()} disabled={busy}>
            Preview
          </button>
          <button type="button" className="button" onClick={() => setConfirming("send")} disabled={busy || sending}>
            Send now
          </button>
          {newsletter && (
            <button type="button" className="button button-danger" onClick={() => setConfirming("delete")} disabled={busy}>
              Delete
            </button>
          )}
        </div>
      </form>

      <section className={styles.schedule} aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">Send it later</h2>
        {newsletter?.status === "SCHEDULED" && !sending && (
          <div className={styles.actions}>
            <p className={styles.muted}>It goes out on {formatPublicationTime(newsletter.scheduledAt ?? "")}. Changes you save until then go with it.</p>
            <button type="button" className="button" onClick={handleUnschedule} disabled={busy}>
              {unschedule.isPending ? "Unscheduling…" : "Unschedule"}
            </button>
          </div>
        )}
        <div className={styles.actions}>
          <Field label="Date and time" hint={`Your time (${localTimeZone()}).`} error={whenError ?? errors.scheduledAt}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                className={formStyles.control}
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                disabled={sending}
              />
            )}
          </Field>
          <button type="button" className="button" onClick={() => void handleSchedule()} disabled={busy || sending}>
            {schedule.isPending ? "Scheduling…" : newsletter?.status === "SCHEDULED" ? "Move to this time" : "Schedule"}
          </button>
        </div>
      </section>

      {isPreviewing && newsletter && <NewsletterPreview newsletterId={newsletter.id} preview={preview} />}

      <ConfirmDialog
        open={confirming === "send"}
        title="Send this newsletter now?"
        confirmLabel="Send now"
        isPending={send.isPending || saving}
        onConfirm={() => void handleSend()}
        onCancel={() => setConfirming(null)}
      >
        <p>Every reader of your books and subscriber who wants your e-mails gets it. A sent newsletter cannot be changed.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "delete"}
        title="Delete this newsletter?"
        confirmLabel="Delete"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{newsletter?.status === "SCHEDULED" ? "It will not be sent. " : ""}This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

function NewsletterPreview({ newsletterId, preview }: { newsletterId: number; preview: ReturnType<typeof useNewsletterPreview> }) {
  return (
    <section className={styles.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      {preview.isPending && <p role="status">Preparing the preview…</p>}
      {preview.isError && <LoadFailed title="The preview could not be made" error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data && (
        <>
          <p className={styles.muted}>
            Subject: <strong>{preview.data.preview.subject}</strong>
          </p>
          <p>
            <a className="button" href={newsletterPreviewHtmlUrl(newsletterId)} target="_blank" rel="noopener">
              Open the e-mail as readers see it
            </a>
          </p>
          <p className={styles.muted}>The plain-text version, for mail apps that show no formatting:</p>
          <pre className={styles.previewText} aria-label="Plain-text version">
            {preview.data.preview.text}
          </pre>
        </>
      )}
    </section>
  );
}

/** A sent newsletter: what went out, to how many, delivered and opened. */
function SentNewsletter({ newsletter }: { newsletter: NewsletterView }) {
  const sending = isSending(newsletter);
  const openShare = newsletter.deliveredCount > 0 ? `${Math.round((newsletter.openedCount / newsletter.deliveredCount) * 100)}%` : "—";
  return (
    <>
      <PageHeader title={newsletter.subject} breadcrumbs={breadcrumbs}>
        <p>
          <span className={styles.status} data-status={newsletter.status}>
            {newsletterStatusLabel(newsletter)}
          </span>
        </p>
      </PageHeader>
      {sending && <p role="status">Still delivering: the counts below go up as the e-mails go out.</p>}
      <dl className={styles.stats} aria-label="How the sending went">
        <div>
          <dt>Readers</dt>
          <dd>{newsletter.recipientsCount.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{newsletter.deliveredCount.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            {newsletter.openedCount.toLocaleString()} <span className={styles.muted}>({openShare})</span>
          </dd>
        </div>
        {newsletter.failedCount > 0 && (
          <div>
            <dt>Failed</dt>
            <dd>{newsletter.failedCount.toLocaleString()}</dd>
          </div>
        )}
      </dl>
      <p className={`${styles.muted} ${styles.note}`}>Opens count readers whose mail app showed the e-mail's images, so the real number is higher.</p>
      <p>
        <a className="button" href={newsletterPreviewHtmlUrl(newsletter.id)} target="_blank" rel="noopener">
          Open the e-mail as readers saw it
        </a>
      </p>
      <div className={styles.sentText} dangerouslySetInnerHTML={{ __html: newsletter.markup }} />
    </>
  );
}
