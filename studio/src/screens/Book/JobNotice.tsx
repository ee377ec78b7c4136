import { Link } from "react-router";
import { isUnfinished, useCurrentJob, useMarkJobSeen } from "../../api/jobs.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { createdSummary } from "../Generate/jobLabels.ts";
import styles from "../Generate/GenerateScreen.module.css";

/**
 * The book's AI generation on its screen: how far a running one is, and,
 * once one has finished or stopped, a notice until the author dismisses it
 * ("your book is ready", isSeenByUser).
 */
export function JobNotice({ bookId }: { bookId: Id }) {
  const toast = useToast();
  const current = useCurrentJob(bookId);
  const seen = useMarkJobSeen(bookId);
  const job = current.data?.job ?? null;
  if (!job) return null;
  const id = String(bookId);
  const generateLink = <Link to={paths.bookGenerate(id)}>See the generation</Link>;

  if (isUnfinished(job)) {
    return (
      <div className={styles.notice} role="status" data-testid="job-notice">
        <p>
          Generating with AI: {job.progress}% done. {generateLink}
        </p>
      </div>
    );
  }
  if (job.isSeenByUser || job.status === "CANCELED") return null;
  const made = createdSummary(job.created);
  const dismiss = () => seen.mutate(job.id, { onError: (error) => toast.error(`The notice could not be dismissed: ${errorMessageOf(error)}`) });
  return (
    <div className={styles.notice} role="status" data-testid="job-notice">
      {job.status === "COMPLETED" ? (
        <p>
          <strong>Your book is ready.</strong> The AI added {made ?? "nothing new"}. <Link to={paths.bookOutline(id)}>Open the outline</Link> ·{" "}
          <Link to={paths.bookStoryBible(id)}>Open the story bible</Link>
        </p>
      ) : (
        <p>
          <strong>The AI generation stopped:</strong> {job.error ?? "the AI could not go on."} What it made is kept. {generateLink}
        </p>
      )}
      <div>
        <button type="button" className="button button-small" onClick={dismiss} disabled={seen.isPending}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
