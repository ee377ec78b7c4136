import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { isApiErrorBody } from "@storyloom/api/client";
import type { EstimateJobBody, JobView } from "@storyloom/api/client";
import { Link } from "react-router";
import { useBook } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { JOBS_PAGE_SIZE, isUnfinished, useBookJobs, useCurrentJob, useJobEstimate, useStartJob } from "../../api/jobs.ts";
import type { Id } from "../../api/session.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { paths } from "../../paths.ts";
import { formatCost } from "../Ai/aiLabels.ts";
import { useDebouncedValue } from "../Admin/useDebouncedValue.ts";
import { parseId } from "../Books/bookLabels.ts";
import { useBookParams } from "../routeParams.ts";
import { JobProgress } from "./JobProgress.tsx";
import { jobCostLabel, jobStatusLabel, jobTypeLabel } from "./jobLabels.ts";
import styles from "./GenerateScreen.module.css";

/** The API's limits (api/src/routes/jobs/schema.ts). */
const NOTES_MAX = 20_000;
const CHAPTERS_MAX = 12;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

type Kind = "BOOK_AI_GENERATE_BY_NOTES" | "BOOK_AI_GENERATE_BY_CHAPTER_TEXT";

/** Why a start was refused, with the AI page when the balance or terms are the reason. */
function refusalOf(error: unknown): { message: string; toAi: boolean } {
  if (!isApiErrorBody(error)) return { message: errorMessageOf(error), toAi: false };
  const { code, message } = error.error;
  return { message, toAi: code.startsWith("ai_") || code === "forbidden" };
}

function EstimateLine({ bookId, body }: { bookId: Id; body: EstimateJobBody | null }) {
  const estimate = useJobEstimate(bookId, body);
  if (body === null) return <p className={styles.muted}>Write your notes to see what it would cost.</p>;
  if (estimate.isError) return <p className={styles.muted}>{errorMessageOf(estimate.error)}</p>;
  if (!estimate.data) return <p className={styles.muted}>Working out the cost…</p>;
  const { estimatedCost, steps } = estimate.data.estimate;
  return (
    <p data-testid="job-estimate">
      Costs at most {formatCost(estimatedCost)} from your AI balance, in {steps.length} steps.
    </p>
  );
}

function JobHistory({ bookId }: { bookId: Id }) {
  const [page, setPage] = useState(1);
  const jobs = useBookJobs(bookId, page);
  const pageCount = jobs.data ? Math.max(1, Math.ceil(jobs.data.total / JOBS_PAGE_SIZE)) : 1;
  return (
    <section className={styles.history} aria-labelledby="job-history-heading">
      <h2 id="job-history-heading">Earlier generations</h2>
      {jobs.isPending && <p role="status">Loading the generations…</p>}
      {jobs.isError && (
        <LoadFailed title="The generations could not be loaded" error={jobs.error} onRetry={() => void jobs.refetch()} isRetrying={jobs.isFetching} />
      )}
      {jobs.data && jobs.data.items.length === 0 && <p className={styles.muted}>None yet.</p>}
      {jobs.data && jobs.data.items.length > 0 && (
        <ul className={styles.jobs} aria-label="Generations of this book">
          {jobs.data.items.map((job) => (
            <li key={job.id}>
              <span>
                {dateFormat.format(new Date(job.createdAt))} · {jobTypeLabel[job.type]}
              </span>
              <span>
                {jobStatusLabel[job.status]} · {job.progress}% · {jobCostLabel(job)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pagination label="Pages of generations" page={page} pageCount={pageCount} isDisabled={jobs.isFetching} onPageChange={setPage} />}
    </section>
  );
}

function GeneratePage({ bookId }: { bookId: Id }) {
  const book = useBook(bookId);
  const current = useCurrentJob(bookId);
  const start = useStartJob(bookId);
  const [kind, setKind] = useState<Kind>("BOOK_AI_GENERATE_BY_NOTES");
  const [notes, setNotes] = useState("");
  const [chaptersCount, setChaptersCount] = useState("3");
  /** The chapters a cancelled "from my chapters" generation read, when the author starts it again; null: the default. */
  const [chapterIds, setChapterIds] = useState<number[] | null>(null);
  const [restartedFrom, setRestartedFrom] = useState<number | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const title = book.data?.book.title ?? "Book";
  const id = String(bookId);
  const count = Number(chaptersCount);
  const countIsValid = Number.isInteger(count) && count >= 1 && count <= CHAPTERS_MAX;

  const debouncedNotes = useDebouncedValue(notes.trim(), 400);
  const estimateBody: EstimateJobBody | null =
    kind === "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"
      ? chapterIds === null
        ? { type: kind }
        : { type: kind, chapterIds }
      : debouncedNotes === "" || !countIsValid
        ? null
        : { type: kind, notes: debouncedNotes, chaptersCount: count };

  const job = current.data?.job ?? null;
  const isRunning = isUnfinished(job);
  const errors = fieldErrorsOf(start.error);
  const refusal = start.error && Object.keys(errors).length === 0 ? refusalOf(start.error) : null;

  function handleStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isRunning) return;
    start.mutate(
      kind === "BOOK_AI_GENERATE_BY_NOTES"
        ? { type: kind, body: { notes: notes.trim(), chaptersCount: count } }
        : { type: kind, body: chapterIds === null ? {} : { chapterIds } },
      { onSuccess: () => setRestartedFrom(null) },
    );
  }

  /** A cancelled job's settings back in the form: the author sees the estimate again before starting. */
  function startAgain(from: JobView) {
    start.reset();
    setKind(from.type);
    if (from.type === "BOOK_AI_GENERATE_BY_NOTES") {
      setNotes(from.params.notes ?? "");
      setChaptersCount(String(from.params.chaptersCount ?? 3));
    } else {
      setChapterIds(from.params.chapterIds);
    }
    setRestartedFrom(from.id);
    formHeading.current?.focus();
  }

  function chooseKind(next: Kind) {
    setKind(next);
    setChapterIds(null);
    setRestartedFrom(null);
  }

  return (
    <div className={styles.screen}>
      <PageHeader
        title={`Generate with AI: ${title}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: title, to: paths.book(id) },
        ]}
      >
        <p>
          The AI drafts your book in steps: an outline of beats and scenes, characters, lore and chapter drafts in your{" "}
          <Link to={paths.bookStoryBible(id)}>story settings</Link>. Each step is saved as it finishes; what it makes is yours to edit.
        </p>
      </PageHeader>
      {current.isPending && <p role="status">Loading the book's generation…</p>}
      {current.isError && (
        <LoadFailed title="The generation could not be loaded" error={current.error} onRetry={() => void current.refetch()} isRetrying={current.isFetching} />
      )}
      {job && <JobProgress bookId={bookId} job={job} onStartAgain={startAgain} />}

      <form className={`${styles.form} ${formStyles.form}`} onSubmit={handleStart} aria-labelledby="generate-heading" noValidate>
        <h2 id="generate-heading" ref={formHeading} tabIndex={-1}>
          Start a generation
        </h2>
        {restartedFrom !== null && (
          <p className={styles.muted} data-testid="restart-note">
            The cancelled generation's settings are back in the form. It starts from the beginning: what it made before is kept, and names already in the story
            bible are not added twice.
          </p>
        )}
        <fieldset className={styles.choices}>
          <legend>Generate</legend>
          <label>
            <input type="radio" name="kind" checked={kind === "BOOK_AI_GENERATE_BY_NOTES"} onChange={() => chooseKind("BOOK_AI_GENERATE_BY_NOTES")} /> From my
            notes
          </label>
          <label>
            <input
              type="radio"
              name="kind"
              checked={kind === "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"}
              onChange={() => chooseKind("BOOK_AI_GENERATE_BY_CHAPTER_TEXT")}
            />{" "}
            From my chapters
          </label>
        </fieldset>
        {kind === "BOOK_AI_GENERATE_BY_NOTES" ? (
          <>
            <Field label="Your notes" hint="The premise, the people, the places, how it ends: as much or as little as you have." error={errors["notes"]}>
              {(control) => (
                <textarea
                  {...control}
                  className={formStyles.control}
                  rows={8}
                  maxLength={NOTES_MAX}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                />
              )}
            </Field>
            <Field
              label="Chapters to draft"
              hint={`1 to ${CHAPTERS_MAX}.`}
              error={errors["chaptersCount"] ?? (countIsValid ? undefined : `Must be a whole number from 1 to ${CHAPTERS_MAX}.`)}
            >
              {(control) => (
                <input
                  {...control}
                  className={formStyles.control}
                  type="number"
                  min={1}
                  max={CHAPTERS_MAX}
                  value={chaptersCount}
                  onChange={(event) => setChaptersCount(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          <p className={styles.muted}>
            {chapterIds === null
              ? "Reads the chapters you have written that have no scene cards yet, and adds their scenes, and the characters and lore they show, to the outline and story bible."
              : `Reads the ${chapterIds.length === 1 ? "chapter" : `${chapterIds.length} chapters`} the cancelled generation was reading, and adds their scenes, and the characters and lore they show, to the outline and story bible.`}
            {errors["chapterIds"] ? ` ${errors["chapterIds"]}` : ""}
          </p>
        )}
        <EstimateLine bookId={bookId} body={estimateBody} />
        {refusal && (
          <p role="alert">
            {refusal.message} {refusal.toAi && <Link to={paths.ai()}>Open the AI page</Link>}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={isRunning || start.isPending || (kind === "BOOK_AI_GENERATE_BY_NOTES" && (notes.trim() === "" || !countIsValid))}
          >
            {start.isPending ? "Starting…" : "Start generating"}
          </button>
          {isRunning && <span className={styles.muted}>One generation at a time: this one is still running.</span>}
        </div>
      </form>
      <JobHistory bookId={bookId} />
    </div>
  );
}

export function GenerateScreen() {
  const { bookId } = useBookParams();
  const id = parseId(bookId);
  if (id === null) {
    return <PageHeader title="Book not found" breadcrumbs={[{ label: "Books", to: paths.books() }]} />;
  }
  return <GeneratePage key={id} bookId={id} />;
}
