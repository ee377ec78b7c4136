import type { ReactNode } from "react";
import { AiEstimate, AiRunCost, AiRunFailure } from "../AiRunStatus/AiRunStatus.tsx";
import { unusableMessage } from "./aiAnswers.ts";
import type { AiRun, Ready } from "./useAiRun.ts";
import styles from "./AiSuggestions.module.css";

interface AiRunViewProps<T> {
  run: AiRun<T> | null;
  /** "Writing the characters…". */
  writing: string;
  /** Show the answer's text as it arrives (a text answer); a JSON answer only says how far it got. */
  showText?: boolean;
  onRun: (ready: Ready<T>) => void;
  onCancel: () => void;
  onStop: () => void;
  onRetry: (ready: Ready<T>) => void;
  /** The fields the form shows a compile's messages under: a refusal about those alone is left to the form. */
  formFields: readonly string[];
  /** What a finished run shows: the suggestions, the cost being shown above them. */
  children?: (done: Extract<AiRun<T>, { stage: "done" }>) => ReactNode;
}

/**
 * A run's progress as the editor's AI panel shows it: the most it can cost and
 * Run, the answer arriving with Stop, then what it cost, with the suggestions,
 * or a refusal (with where to go), or why the answer could not be used (with
 * Try again). A refused compile is shown by the form, beside its fields.
 */
export function AiRunView<T>({ run, writing, showText = false, onRun, onCancel, onStop, onRetry, formFields, children }: AiRunViewProps<T>) {
  if (!run) return null;
  switch (run.stage) {
    case "preparing":
      return <p role="status">Working out what it will cost…</p>;
    case "ready":
      return (
        <div className={styles.box} role="group" aria-label="Before it runs">
          <AiEstimate cost={run.estimate} model={run.model} />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => onRun(run)}>
              Run
            </button>
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </div>
      );
    case "running":
      return (
        <div className={styles.box}>
          <p role="status">{writing}</p>
          {showText ? (
            <p className={styles.preview} aria-live="off">
              {run.text}
            </p>
          ) : (
            <p className={styles.muted}>{run.text.length === 0 ? "Waiting for the first words." : `${run.text.length} characters so far.`}</p>
          )}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onStop}>
              Stop
            </button>
          </div>
        </div>
      );
    case "done":
      return (
        <>
          <AiRunCost cost={run.cost} />
          {children?.(run)}
        </>
      );
    case "unusable":
      return (
        <div className={styles.box}>
          <div className={styles.failure} role="alert">
            <p>{unusableMessage(run.reason)}</p>
            <p>Nothing was saved.</p>
          </div>
          <AiRunCost cost={run.cost} />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => onRetry(run.retry)}>
              Try again
            </button>
            <button type="button" className="button" onClick={onCancel}>
              Close
            </button>
          </div>
        </div>
      );
    case "failed": {
      // A compile refused for a field of the form (an instruction too long) is said under that field.
      const fields = Object.keys(run.fields);
      return fields.length > 0 && fields.every((field) => formFields.includes(field)) ? null : <AiRunFailure failure={run.failure} />;
    }
  }
}
