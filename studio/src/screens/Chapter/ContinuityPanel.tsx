import { useEffect, useId, useState } from "react";
import type { RefObject } from "react";
import { Link } from "react-router";
import type { ContinuityFindingView, ContinuityRestsOnView } from "@storyloom/api/client";
import { useApplyBibleUpdate, useCheckContinuity } from "../../api/continuity.ts";
import { errorMessageOf } from "../../api/errors.ts";
import {
  AiNotConfiguredNotice,
  AiRunCost,
  AiRunFailure,
  AiStandingNotice,
  SimulatedBadge,
  useIsAiConfigured,
} from "../../components/AiRunStatus/AiRunStatus.tsx";
import { aiFailureLink, aiFailureOf } from "../../components/AiRunStatus/aiFailure.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import type { ChapterEditorHandle } from "../../editor/ChapterTextEditor.tsx";
import { paths } from "../../paths.ts";
import { findQuote } from "./continuityQuote.ts";
import styles from "./ContinuityPanel.module.css";

const kindLabels: Record<ContinuityFindingView["kind"], string> = { TRAIT: "Looks", DEAD_CHARACTER: "Dead character", NAME: "Name", AI: "AI" };
// Quill's getText clamps a length past the end: this reads the whole text.
const WHOLE_TEXT = Number.MAX_SAFE_INTEGER;
/** How long "Show in the text" waits for an editor still loading: 10 looks, 200 ms apart. */
const EDITOR_WAIT_ATTEMPTS = 10;
const EDITOR_WAIT_MS = 200;

const dismissedKey = (chapterId: number) => `storyloom.continuityDismissed.${chapterId}`;

/** The findings the author dismissed in this chapter (their ids are stable across checks), kept on this device. */
function readDismissed(chapterId: number): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(dismissedKey(chapterId)) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function writeDismissed(chapterId: number, ids: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(dismissedKey(chapterId), JSON.stringify([...ids]));
  } catch {
    // Private mode: dismissals last until the page is left.
  }
}

interface ContinuityPanelProps {
  bookId: number;
  chapterId: number;
  editor: RefObject<ChapterEditorHandle | null>;
  /** Saves what the author typed; false when the server does not have it yet (the check reads the server's text). */
  saveFirst: () => Promise<boolean>;
  /** The panel's box: "Check continuity first" brings it into view and focuses its button. */
  panelRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The chapter's continuity check, a tab of the side panel beside its text (domain/src/services/continuity/README.md):
 * the rule checks, free, and the AI's when asked (charged); each finding with
 * its passage here (selected in the text on a click), the passages it rests on
 * (the story bible, an earlier chapter), and, where it has one, the story
 * bible change that accepting it makes. Dismissed findings stay dismissed on
 * this device.
 */
export function ContinuityPanel({ bookId, chapterId, editor, saveFirst, panelRef }: ContinuityPanelProps) {
  const [useAi, setUseAi] = useState(false);
  const [notSaved, setNotSaved] = useState(false);
  const [dismissed, setDismissed] = useState(() => readDismissed(chapterId));
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const [moved, setMoved] = useState<string | null>(null);
  const check = useCheckContinuity(bookId, chapterId);
  const apply = useApplyBibleUpdate(bookId);
  const ai = useIsAiConfigured();
  const aiBoxId = useId();

  useEffect(() => writeDismissed(chapterId, dismissed), [chapterId, dismissed]);

  async function handleCheck() {
    setMoved(null);
    if (!(await saveFirst())) {
      setNotSaved(true);
      return;
    }
    setNotSaved(false);
    check.mutate({ useAi: useAi && ai.isConfigured });
  }

  async function handleShow(finding: ContinuityFindingView) {
    // The editor loads on its own (a lazy chunk, then its text): until it shows text, wait a little
    // rather than tell the author their passage is gone.
    for (let attempt = 0; attempt <= EDITOR_WAIT_ATTEMPTS; attempt += 1) {
      const handle = editor.current;
      const text = handle?.text(0, WHOLE_TEXT) ?? "";
      const place = findQuote(text, finding.quote.text);
      if (handle && place) {
        setMoved(null);
        handle.select(place.index, place.length);
        return;
      }
      if (text.trim() !== "") break;
      await new Promise((resolve) => setTimeout(resolve, EDITOR_WAIT_MS));
    }
    setMoved(finding.id);
  }

  function handleApply(finding: ContinuityFindingView) {
    if (!finding.bibleUpdate) return;
    apply.mutate(finding.bibleUpdate, { onSuccess: () => setApplied((current) => new Set([...current, finding.id])) });
  }

  const report = check.data;
  const shown = report?.findings.filter((finding) => !dismissed.has(finding.id)) ?? [];
  const hiddenCount = (report?.findings.length ?? 0) - shown.length;
  const failure = check.error ? aiFailureOf(check.error) : null;

  return (
    <div className={styles.body} ref={panelRef}>
      <p className={styles.hint}>Checks this chapter against the story bible and the earlier chapters: eye and hair colours, characters who died, names.</p>
      <div className={styles.checkbox}>
        <input
          id={aiBoxId}
          type="checkbox"
          checked={useAi && ai.isConfigured}
          disabled={!ai.isConfigured || check.isPending}
          onChange={(event) => setUseAi(event.target.checked)}
        />
        <label htmlFor={aiBoxId}>
          Also ask the AI <span className={styles.hint}>(charged to your AI balance)</span>
        </label>
        {ai.isSimulated && <SimulatedBadge />}
      </div>
      {!ai.isConfigured && <AiNotConfiguredNotice reason={ai.reason} />}
      {useAi && ai.isConfigured && <AiStandingNotice />}
      <button type="button" className="button button-primary" onClick={() => void handleCheck()} disabled={check.isPending}>
        {check.isPending ? "Checking…" : "Check continuity"}
      </button>
      {check.isPending && <p role="status">Checking the chapter…</p>}
      {notSaved && <p role="alert">Your latest text is not saved yet, so it would not be checked. Try again once it says Saved.</p>}
      {failure &&
        (aiFailureLink(failure.code) ? (
          <AiRunFailure failure={failure} />
        ) : (
          <LoadFailed title="The check could not be run" error={check.error} onRetry={() => void handleCheck()} />
        ))}
      {report && !check.isPending && (
        <div className={styles.results}>
          {report.aiUsed && <AiRunCost cost={report.aiCost} />}
          {shown.length === 0 ? (
            <p role="status">
              {hiddenCount > 0
                ? `No other contradictions found (${hiddenCount} dismissed).`
                : "No contradictions found with the story bible and earlier chapters."}
            </p>
          ) : (
            <>
              <p role="status">{shown.length === 1 ? "1 possible contradiction" : `${shown.length} possible contradictions`}</p>
              <ul className={styles.findings} aria-label="Continuity findings">
                {shown.map((finding) => (
                  <li key={finding.id} className={styles.finding} data-kind={finding.kind}>
                    <p className={styles.message}>
                      <span className={styles.tag}>{kindLabels[finding.kind]}</span> {finding.message}
                    </p>
                    <p className={styles.label}>In this chapter, paragraph {finding.quote.paragraph}:</p>
                    <button
                      type="button"
                      className={styles.quote}
                      onClick={() => void handleShow(finding)}
                      aria-label={`Show in the text: ${finding.quote.text}`}
                    >
                      {finding.quote.text}
                    </button>
                    {moved === finding.id && <p className={styles.hint}>This passage is no longer in the text as it was checked.</p>}
                    {finding.restsOn.length > 0 && (
                      <>
                        <p className={styles.label}>Rests on:</p>
                        <ul className={styles.sources}>
                          {finding.restsOn.map((rest) => (
                            <li key={`${rest.source}:${rest.id}`}>
                              <RestsOnLink bookId={bookId} rest={rest} />
                              <blockquote className={styles.passage}>{rest.text}</blockquote>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                    <div className={styles.actions}>
                      {finding.bibleUpdate &&
                        (applied.has(finding.id) ? (
                          <p role="status" className={styles.applied}>
                            The story bible is updated.
                          </p>
                        ) : (
                          <button type="button" className="button" onClick={() => handleApply(finding)} disabled={apply.isPending}>
                            Update the story bible
                          </button>
                        ))}
                      <button type="button" className="button" onClick={() => setDismissed((current) => new Set([...current, finding.id]))}>
                        Dismiss
                      </button>
                    </div>
                    {apply.isError && apply.variables === finding.bibleUpdate && <p role="alert">{errorMessageOf(apply.error)}</p>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function RestsOnLink({ bookId, rest }: { bookId: number; rest: ContinuityRestsOnView }) {
  if (rest.source === "CHAPTER") {
    return <Link to={paths.chapter(String(bookId), String(rest.id))}>{`${rest.name}, paragraph ${rest.paragraph}`}</Link>;
  }
  return <Link to={paths.bookStoryBible(String(bookId))}>{`Story bible: ${rest.name}`}</Link>;
}
