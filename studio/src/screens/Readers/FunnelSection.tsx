import { useState } from "react";
import type { FunnelChapterView } from "@storyloom/api/client";
import { FUNNEL_PICKER_SIZE, useChapterFunnel, useFunnelBooks } from "../../api/reports.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import aiStyles from "../Ai/AiScreen.module.css";
import { formatCount, funnelFindings } from "./reportLabels.ts";
import styles from "./ReadersScreen.module.css";

const STEPS: Array<{ key: keyof Pick<FunnelChapterView, "started" | "finished" | "reachedPaywall" | "bought">; label: string; fill?: string }> = [
  { key: "started", label: "Started" },
  { key: "finished", label: "Finished" },
  { key: "reachedPaywall", label: "Met the paywall", fill: styles.funnelFillPaywall },
  { key: "bought", label: "Bought", fill: styles.funnelFillBought },
];

function FunnelChapter({ chapter, widest }: { chapter: FunnelChapterView; widest: number }) {
  return (
    <li className={styles.funnelChapter}>
      <h4 className={styles.funnelTitle}>
        {chapter.index}. {chapter.title}
        <span className={styles.funnelTag}>{chapter.isFree ? "free" : "paid"}</span>
      </h4>
      <dl className={styles.funnelBars}>
        {STEPS.map((step) => (
          <div key={step.key} className={styles.funnelStep}>
            <dt>{step.label}</dt>
            <dd>
              <span className={styles.funnelTrack} aria-hidden="true">
                <span className={`${styles.funnelFill} ${step.fill ?? ""}`} style={{ width: `${widest > 0 ? (chapter[step.key] / widest) * 100 : 0}%` }} />
              </span>
              <span className={styles.funnelCount} data-step={step.key}>
                {formatCount(chapter[step.key])}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * A book's reading funnel: per chapter, the readers who started it, finished
 * it, met its paywall and bought it, with where most readers stop and how
 * many who met the paywall paid, said in words. The picker offers every book
 * of the author's (found by title past the first hundred), starting with
 * `defaultBook`, the report's first.
 */
export function FunnelSection(props: { defaultBook: { bookId: number; title: string } | null }) {
  // The first book the report offered: paging the report's table does not change the funnel shown.
  const [defaultBook] = useState(props.defaultBook);
  const [chosen, setChosen] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const books = useFunnelBooks(search);
  const bookId = chosen ?? defaultBook?.bookId ?? null;
  const funnel = useChapterFunnel(bookId);
  const chapters = funnel.data?.chapters ?? [];
  const widest = chapters.reduce((max, chapter) => Math.max(max, chapter.started, chapter.finished, chapter.reachedPaywall, chapter.bought), 0);
  const findings = funnelFindings(chapters);
  const listed = (books.data?.items ?? []).map((book) => ({ bookId: book.id, title: book.title }));
  // The book shown stays in the list while a search finds others.
  const shown =
    bookId === null || listed.some((book) => book.bookId === bookId) ? null : (funnel.data ?? (bookId === defaultBook?.bookId ? defaultBook : null));
  const options = shown ? [{ bookId: shown.bookId, title: shown.title }, ...listed] : listed;
  const isSearchable = search !== "" || (books.data?.total ?? 0) > FUNNEL_PICKER_SIZE;
  return (
    <section className={aiStyles.panel} aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">Reading funnel</h2>
      <p className={aiStyles.muted}>Where readers stop and where they pay: each reader counts once per chapter and step; your own reading is not counted.</p>
      {defaultBook === null ? (
        <p>Publish a book to see how readers move through it.</p>
      ) : (
        <>
          <div className={styles.funnelPicker}>
            {isSearchable && (
              <input
                type="search"
                aria-label="Find a book by title"
                placeholder="Find a book by title"
                value={search}
                maxLength={200}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
            <label htmlFor="funnel-book">Book</label>
            <select id="funnel-book" value={bookId ?? ""} onChange={(event) => setChosen(Number(event.target.value))} aria-busy={books.isFetching}>
              {options.map((book) => (
                <option key={book.bookId} value={book.bookId}>
                  {book.title}
                </option>
              ))}
            </select>
            {books.isError && <p role="alert">Your other books could not be listed. Reload the page to try again.</p>}
          </div>
          {funnel.isPending && <p role="status">Loading the funnel…</p>}
          {funnel.isError && (
            <LoadFailed title="The funnel could not be loaded" error={funnel.error} onRetry={() => void funnel.refetch()} isRetrying={funnel.isFetching} />
          )}
          {funnel.data && chapters.length === 0 && <p>This book has no published chapters yet.</p>}
          {funnel.data && chapters.length > 0 && findings.length === 0 && (
            <EmptyState title="No readers yet">
              <p>When readers open this book, you will see here how far they read and where they buy.</p>
            </EmptyState>
          )}
          {findings.length > 0 && (
            <ul className={styles.findings} aria-label="Findings">
              {findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
          )}
          {funnel.data && chapters.length > 0 && findings.length > 0 && (
            <ol className={styles.funnel} aria-label={`Reading funnel of ${funnel.data.title}`}>
              {chapters.map((chapter) => (
                <FunnelChapter key={chapter.chapterId} chapter={chapter} widest={widest} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
