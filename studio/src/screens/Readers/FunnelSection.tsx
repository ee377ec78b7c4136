import { useState } from "react";
import type { FunnelChapterView, ReportBookView } from "@storyloom/api/client";
import { useChapterFunnel } from "../../api/reports.ts";
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
 * many who met the paywall paid, said in words.
 */
export function FunnelSection({ books }: { books: readonly ReportBookView[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const bookId = chosen ?? books[0]?.bookId ?? null;
  const funnel = useChapterFunnel(bookId);
  const chapters = funnel.data?.chapters ?? [];
  const widest = chapters.reduce((max, chapter) => Math.max(max, chapter.started, chapter.finished, chapter.reachedPaywall, chapter.bought), 0);
  const findings = funnelFindings(chapters);
  return (
    <section className={aiStyles.panel} aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">Reading funnel</h2>
      <p className={aiStyles.muted}>Where readers stop and where they pay: each reader counts once per chapter and step; your own reading is not counted.</p>
      {books.length === 0 ? (
        <p>Publish a book to see how readers move through it.</p>
      ) : (
        <>
          <div className={styles.funnelPicker}>
            <label htmlFor="funnel-book">Book</label>
            <select id="funnel-book" value={bookId ?? ""} onChange={(event) => setChosen(Number(event.target.value))}>
              {books.map((book) => (
                <option key={book.bookId} value={book.bookId}>
                  {book.title}
                </option>
              ))}
            </select>
          </div>
          {funnel.isPending && <p role="status">Loading the funnel…</p>}
          {funnel.isError && <LoadFailed title="The funnel could not be loaded" error={funnel.error} onRetry={() => void funnel.refetch()} isRetrying={funnel.isFetching} />}
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
