import type { JobView } from "@storyloom/api/client";
import { Link } from "react-router";
import { isUnfinished, useCancelJob, useRetryJob } from "../../api/jobs.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { createdSummary, jobCostLabel, jobProgressText, jobStatusLabel, jobTypeLabel } from "./jobLabels.ts";
import styles from "./GenerateScreen.module.css";

/**
 * A job as it runs: its state, a progress bar, the step under way and the
 * running cost, with Cancel while it runs and Try again once it stopped (a
 * failed job goes on from its last saved step; a cancelled one fills the form
 * with its notes, to be started anew after the estimate);
 * what it made, with links to see it, once it finished.
 */
export function JobProgress({ bookId, job, onStartAgain }: { bookId: Id; job: JobView; onStartAgain: (job: JobView) => void }) {
  const toast = useToast();
  const cancel = useCancelJob(bookId);
  const retry = useRetryJob(bookId);
  const made = createdSummary(job.created);
  const id = String(bookId);
  return (
    <section className={styles.job} aria-labelledby="job-heading" data-testid="current-job">
      <h2 id="job-heading">
        {jobTypeLabel[job.type]}: <span data-testid="job-status">{jobStatusLabel[job.status]}</span>
      </h2>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Progress of the generation"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-valuetext={`${job.progress}%, ${jobStatusLabel[job.status]}`}
      >
        <div className={styles.barFill} style={{ width: `${job.progress}%` }} />
      </div>
      <p aria-live="polite" data-testid="job-step">
        {job.progress}% · {jobProgressText(job)}
      </p>
      <p className={styles.muted}>{jobCostLabel(job)}</p>
      {made && <p>{job.status === "COMPLETED" ? `Added ${made}.` : `Added so far: ${made}.`}</p>}
      <div className={styles.actions}>
        {isUnfinished(job) && (
          <button
            type="button"
            className="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(job.id, { onError: (error) => toast.error(`The job could not be cancelled: ${errorMessageOf(error)}`) })}
          >
            {cancel.isPending ? "Cancelling…" : "Cancel"}
          </button>
        )}
        {job.status === "FAILED" && (
          <button
            type="button"
            className="button button-primary"
            disabled={retry.isPending}
            onClick={() => retry.mutate(job.id, { onError: (error) => toast.error(`The job could not be started again: ${errorMessageOf(error)}`) })}
          >
            Try again
          </button>
        )}
        {job.status === "CANCELED" && (
          <button type="button" className="button button-primary" onClick={() => onStartAgain(job)}>
            Try again
          </button>
        )}
        {(job.created.beats > 0 || job.created.scenes > 0 || job.created.chapters > 0) && (
          <Link className="button" to={paths.bookOutline(id)}>
            Open the outline
          </Link>
        )}
        {(job.created.characters > 0 || job.created.lores > 0) && (
          <Link className="button" to={paths.bookStoryBible(id)}>
            Open the story bible
          </Link>
        )}
      </div>
    </section>
  );
}
