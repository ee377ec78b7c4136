import { SimulatedBadge } from "../AiRunStatus/AiRunStatus.tsx";
import type { SuggestionLine } from "./SuggestionCards.tsx";
import styles from "./AiSuggestions.module.css";

interface SuggestedChangeProps {
  /** The entry's name, read after the buttons' words ("Accept the change to Mira"). */
  name: string;
  current: SuggestionLine[];
  proposed: SuggestionLine[];
  simulated: boolean;
  isPending: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}

/**
 * A MODIFY_ tool's proposal beside the entry as it is now; the fields the AI
 * changed are marked in words, not only by the frame. Accepting saves the
 * changed fields; discarding leaves the entry as it was.
 */
export function SuggestedChange({ name, current, proposed, simulated, isPending, onAccept, onDiscard }: SuggestedChangeProps) {
  const before = new Map(current.map((line) => [line.label, line.text]));
  const isUnchanged =
    proposed.every((line) => before.get(line.label) === line.text) && current.every((line) => proposed.some((other) => other.label === line.label));
  return (
    <div className={styles.form}>
      <div className={styles.compare}>
        <section className={styles.version} aria-label={`${name} now`}>
          <h4 className={styles.versionTitle}>Now</h4>
          {current.map((line) => (
            <p key={line.label} className={styles.line}>
              <span className={styles.label}>{line.label}: </span>
              {line.text}
            </p>
          ))}
        </section>
        <section className={`${styles.version} ${styles.suggestion}`} aria-label={`${name} as the AI suggests`} data-suggestion>
          <h4 className={`${styles.versionTitle} ${styles.suggestedBy}`}>
            Suggested by AI
            {simulated && <SimulatedBadge />}
          </h4>
          {proposed.map((line) => (
            <p key={line.label} className={styles.line}>
              <span className={styles.label}>
                {line.label}
                {before.get(line.label) !== line.text && (
                  <>
                    {" "}
                    <span className={styles.changed}>changed</span>
                  </>
                )}
                :{" "}
              </span>
              {line.text}
            </p>
          ))}
        </section>
      </div>
      {isUnchanged && <p className={styles.muted}>The AI suggests no change.</p>}
      <div className={styles.actions}>
        <button type="button" className="button button-primary button-small" disabled={isPending || isUnchanged} onClick={onAccept}>
          {isPending ? "Saving…" : "Accept the change"}
          <span className="visually-hidden"> to {name}</span>
        </button>
        <button type="button" className="button button-small" disabled={isPending} onClick={onDiscard}>
          Discard the change
          <span className="visually-hidden"> to {name}</span>
        </button>
      </div>
    </div>
  );
}
