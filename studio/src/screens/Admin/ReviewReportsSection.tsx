import { useState } from "react";
import type { ReviewReportView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { useSetUserStatus } from "../../api/admin.ts";
import { useDismissReviewReport, useHideReview, useRestoreReview, useReviewReports, useUpdateReviewReportNotes } from "../../api/moderation.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { ListStatus } from "./ListStatus.tsx";
import styles from "./AdminScreen.module.css";

const violationLabel = (violation: string) => violation.charAt(0) + violation.slice(1).toLowerCase().replaceAll("_", " ");
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

type Pending = { kind: "hide" | "dismiss" | "suspend"; report: ReviewReportView } | null;

function NotesForm({ report }: { report: ReviewReportView }) {
  const toast = useToast();
  const save = useUpdateReviewReportNotes();
  const [notes, setNotes] = useState(report.notes ?? "");
  const id = `notes-${report.id}`;
  return (
    <form
      className={styles.notes}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ reportId: report.id, notes }, { onSuccess: () => toast.success("Notes saved."), onError: (error) => toast.error(errorMessageOf(error)) });
      }}
    >
      <label htmlFor={id}>Moderator notes</label>
      <textarea id={id} value={notes} maxLength={2000} rows={2} onChange={(event) => setNotes(event.target.value)} />
      <button type="submit" className="button" disabled={save.isPending}>
        Save notes
      </button>
    </form>
  );
}

/** Reported reviews: each with its violation, comment, reporter and review; dismiss, hide, restore, notes, suspend the reviewer. */
export function ReviewReportsSection() {
  const toast = useToast();
  const [status, setStatus] = useState<"open" | "closed">("open");
  const [page, setPage] = useState(1);
  const reports = useReviewReports({ status, page });
  const dismiss = useDismissReviewReport();
  const hide = useHideReview();
  const restore = useRestoreReview();
  const setUserStatus = useSetUserStatus();
  const [pending, setPending] = useState<Pending>(null);
  const data = reports.data;

  function handleConfirm() {
    if (!pending) return;
    const { kind, report } = pending;
    const done = { onError: (error: unknown) => toast.error(errorMessageOf(error)), onSettled: () => setPending(null) };
    if (kind === "hide") hide.mutate(report.review.id, { ...done, onSuccess: () => toast.success("The review is hidden.") });
    if (kind === "dismiss") dismiss.mutate(report.id, { ...done, onSuccess: () => toast.success("The report is dismissed.") });
    if (kind === "suspend") {
      const user = {
        id: report.review.reviewer.userId,
        email: report.review.reviewer.email,
        name: report.review.reviewer.name,
        status: report.review.reviewer.status,
        aiSuspendedByModeration: false,
        createdAt: "",
      };
      setUserStatus.mutate({ user, status: "SUSPENDED" }, { ...done, onSuccess: () => toast.success(`${user.email} is suspended.`) });
    }
  }

  return (
    <section className={styles.directory} aria-labelledby="reports-heading">
      <h2 id="reports-heading">Reported reviews</h2>
      <fieldset className={styles.filters}>
        <legend>Show</legend>
        {(["open", "closed"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="report-status"
              value={value}
              checked={status === value}
              onChange={() => {
                setStatus(value);
                setPage(1);
              }}
            />
            {value === "open" ? "Open reports" : "Closed reports"}
          </label>
        ))}
      </fieldset>
      <ListStatus query={reports} noun="reports" empty={status === "open" ? "No reported reviews wait for you." : "No closed reports yet."} />
      {data && data.items.length > 0 && (
        <ul className={styles.cards} aria-busy={reports.isPlaceholderData}>
          {data.items.map((report) => (
            <li key={report.id} className={styles.card} aria-label={`Report of a review of ${report.book.title}`}>
              <p className={styles.cardTitle}>
                <strong>{violationLabel(report.violation)}</strong> — review of <em>{report.book.title}</em>
                {report.status !== "open" && (
                  <>
                    {" "}
                    <span className={`${styles.status} ${styles.statusSuspended}`}>{report.status === "dismissed" ? "Dismissed" : "Review hidden"}</span>
                  </>
                )}
              </p>
              <dl className={styles.facts}>
                <dt>Reporter</dt>
                <dd>{report.reporter.name ? `${report.reporter.name} (${report.reporter.email})` : report.reporter.email}</dd>
                <dt>Comment</dt>
                <dd>{report.comment ?? <span className={styles.muted}>No comment</span>}</dd>
                <dt>Reported</dt>
                <dd>{formatDate(report.reportedAt)}</dd>
                <dt>Reviewer</dt>
                <dd>
                  {report.review.reviewer.email}
                  {report.review.reviewer.status === "SUSPENDED" && " (suspended)"}
                </dd>
              </dl>
              <blockquote className={styles.review}>
                <p>
                  {report.review.rating !== null && `${report.review.rating}/5 · `}
                  <strong>{report.review.title ?? "Untitled review"}</strong>
                  {report.review.hiddenAt && " · hidden"}
                </p>
                {/* Sanitised by the API (p, br, strong, em only), as the book page shows it. */}
                <div dangerouslySetInnerHTML={{ __html: report.review.markup ?? "" }} />
              </blockquote>
              <NotesForm report={report} />
              <div className={styles.cardActions}>
                {report.status === "open" && (
                  <>
                    <button type="button" className="button button-danger" onClick={() => setPending({ kind: "hide", report })}>
                      Hide review
                    </button>
                    <button type="button" className="button" onClick={() => setPending({ kind: "dismiss", report })}>
                      Dismiss report
                    </button>
                  </>
                )}
                {report.review.hiddenAt && (
                  <button
                    type="button"
                    className="button"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(report.review.id, {
                        onSuccess: () => toast.success("The review shows again."),
                        onError: (error) => toast.error(errorMessageOf(error)),
                      })
                    }
                  >
                    Restore review
                  </button>
                )}
                {report.review.reviewer.status === "ACTIVE" && (
                  <button type="button" className="button button-danger" onClick={() => setPending({ kind: "suspend", report })}>
                    Suspend reviewer
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          label="Reports"
          page={data.page}
          pageCount={pageCountOf(data.total, STUDIO_PAGE_SIZE)}
          isDisabled={reports.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "hide" ? "Hide this review?" : pending?.kind === "dismiss" ? "Dismiss this report?" : "Suspend the reviewer?"}
        confirmLabel={pending?.kind === "hide" ? "Hide review" : pending?.kind === "dismiss" ? "Dismiss report" : "Suspend reviewer"}
        tone={pending?.kind === "dismiss" ? "primary" : "danger"}
        isPending={hide.isPending || dismiss.isPending || setUserStatus.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === "hide" && (
          <p>The review leaves the book&apos;s page, its rating and summary; its open reports are closed and its writer is told by e-mail.</p>
        )}
        {pending?.kind === "dismiss" && <p>The review stays as it is; the report is closed.</p>}
        {pending?.kind === "suspend" && (
          <p>{pending.report.review.reviewer.email} will be signed out everywhere and cannot sign in until the account is reactivated.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
