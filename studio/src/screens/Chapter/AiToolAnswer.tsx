import type { AiRunResult } from "../../api/aiRun.ts";
import { AiRunCost, SimulatedBadge } from "../../components/AiRunStatus/AiRunStatus.tsx";
import { answerHeading } from "./aiToolRun.ts";
import type { ToolAnswer } from "./aiToolRun.ts";
import styles from "./AiToolsPanel.module.css";

/** What a finished run gave: its answer, what it cost, and how it was written. */
export interface FinishedRun {
  answer: ToolAnswer;
  cost: AiRunResult["cost"];
  simulated: boolean;
  incomplete: boolean;
}

interface AiToolAnswerProps {
  answer: ToolAnswer;
  /** Puts a chosen alternative or word in place of the selection. */
  onUse: (text: string) => void;
  /** Hands one of the ideas to "Ask anything", to be written at the cursor. */
  onWriteIdea: (idea: { title: string; summary: string }) => void;
}

/**
 * A finished answer: a text to read (the panel offers to put it in place), the
 * alternatives and words to choose from, each put in place of the selection in
 * one step of undo, or the ideas to read, each of which can be written out.
 */
function AiToolAnswer({ answer, onUse, onWriteIdea }: AiToolAnswerProps) {
  switch (answer.kind) {
    case "text":
      return (
        <p className={styles.preview} data-testid="ai-result">
          {answer.text}
        </p>
      );
    case "unreadable":
      return (
        <p className={styles.failure} role="alert">
          {answer.message} Run the tool again.
        </p>
      );
    case "alternatives":
      return (
        <ol className={styles.choices} aria-label="Alternatives">
          {answer.texts.map((text, index) => (
            <li key={index} className={styles.choice}>
              <p className={styles.passage}>{text}</p>
              <button type="button" className="button button-small" aria-label={`Use this one (alternative ${index + 1})`} onClick={() => onUse(text)}>
                Use this one
              </button>
            </li>
          ))}
        </ol>
      );
    case "synonyms":
      return (
        <ul className={styles.choices} aria-label="Replacement words">
          {answer.synonyms.map((synonym, index) => (
            <li key={index} className={styles.word}>
              <span>
                <strong>{synonym.word}</strong>
                {synonym.note && <span className={styles.hint}> — {synonym.note}</span>}
              </span>
              <button type="button" className="button button-small" aria-label={`Use “${synonym.word}”`} onClick={() => onUse(synonym.word)}>
                Use
              </button>
            </li>
          ))}
        </ul>
      );
    case "suggestions":
      return (
        <ol className={styles.choices} aria-label="Ideas">
          {answer.suggestions.map((idea, index) => (
            <li key={index} className={styles.choice}>
              <p>
                <strong>{idea.title}</strong> {idea.summary}
              </p>
              <button type="button" className="button button-small" aria-label={`Write this one (idea ${index + 1})`} onClick={() => onWriteIdea(idea)}>
                Write this one
              </button>
            </li>
          ))}
        </ol>
      );
  }
}

/**
 * A finished run: its answer under a heading, what it cost, and what to do
 * with it: `useLabel` names the button that puts a text answer in the chapter
 * (null when it is only read); choices carry their own buttons.
 */
export function AiToolResult({
  result,
  useLabel,
  onUse,
  onWriteIdea,
  onClose,
}: { result: FinishedRun; useLabel: string | null; onClose: () => void } & Omit<AiToolAnswerProps, "answer">) {
  const { answer } = result;
  const isChoice = answer.kind === "alternatives" || answer.kind === "synonyms";
  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading}>
        {answerHeading(answer)}
        {result.simulated && <SimulatedBadge />}
      </h3>
      <AiToolAnswer answer={answer} onUse={onUse} onWriteIdea={onWriteIdea} />
      {result.incomplete && <p className={styles.hint}>The answer stopped at its length limit.</p>}
      <AiRunCost cost={result.cost} />
      <div className={styles.actions}>
        {useLabel && answer.kind === "text" && (
          <button type="button" className="button button-primary" onClick={() => onUse(answer.text)}>
            {useLabel}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {(useLabel && answer.kind === "text") || isChoice ? "Discard" : "Close"}
        </button>
      </div>
    </div>
  );
}
