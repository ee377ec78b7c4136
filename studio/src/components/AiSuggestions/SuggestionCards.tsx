import { useId } from "react";
import type { ReactNode } from "react";
import { SimulatedBadge } from "../AiRunStatus/AiRunStatus.tsx";
import styles from "./AiSuggestions.module.css";

/** A field of a suggestion as the card shows it: "Overview: …". */
export interface SuggestionLine {
  label: string;
  text: string;
}

/** One entry an AI run proposed, with the body that saves it. */
export interface Suggestion<B> {
  key: string;
  title: string;
  lines: SuggestionLine[];
  body: B;
}

/** A heading level under the page's h1. */
export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading of the given level: suggestions sit at different depths of the story bible and the outline. */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = (["h2", "h3", "h4", "h5"] as const)[level - 2]!;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The fields of an entry, one line each. */
export function SuggestionLines({ lines }: { lines: SuggestionLine[] }) {
  return lines.map((line) => (
    <p key={line.label} className={styles.line}>
      <span className={styles.label}>{line.label}: </span>
      {line.text}
    </p>
  ));
}

interface SuggestionCardsProps<B> {
  suggestions: Suggestion<B>[];
  /** The run came from the local simulator. */
  simulated: boolean;
  /** The cards' heading level under the panel's heading. */
  level: HeadingLevel;
  /** "characters": said in "Accept all 3 characters". */
  plural: string;
  /** Which suggestions are being saved. */
  pending: ReadonlySet<string>;
  onAccept: (accepted: Suggestion<B>[]) => void;
  onDiscard: (suggestion: Suggestion<B>) => void;
  /** Said beside "Accept all", e.g. where accepted ones go. */
  note?: ReactNode;
}

/**
 * An AI run's proposals, set apart from the saved entries (a dashed frame,
 * "Suggested by AI", "Simulated" when the simulator wrote them): each is saved
 * only when accepted, and discarding one saves nothing.
 */
export function SuggestionCards<B>({ suggestions, simulated, level, plural, pending, onAccept, onDiscard, note }: SuggestionCardsProps<B>) {
  const listId = useId();
  const isBusy = pending.size > 0;
  return (
    <div className={styles.form}>
      {suggestions.length > 1 && (
        <div className={styles.actions}>
          <button type="button" className="button button-primary button-small" disabled={isBusy} onClick={() => onAccept(suggestions)}>
            Accept all {suggestions.length} {plural}
          </button>
          {note}
        </div>
      )}
      {suggestions.length === 1 && note}
      <ul id={listId} className={styles.suggestions} aria-label="Suggestions">
        {suggestions.map((suggestion) => (
          <SuggestionCard
            key={suggestion.key}
            suggestion={suggestion}
            simulated={simulated}
            level={level}
            isPending={pending.has(suggestion.key)}
            isBusy={isBusy}
            onAccept={() => onAccept([suggestion])}
            onDiscard={() => onDiscard(suggestion)}
          />
        ))}
      </ul>
    </div>
  );
}

interface SuggestionCardProps<B> {
  suggestion: Suggestion<B>;
  simulated: boolean;
  level: HeadingLevel;
  isPending: boolean;
  isBusy: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}

function SuggestionCard<B>({ suggestion, simulated, level, isPending, isBusy, onAccept, onDiscard }: SuggestionCardProps<B>) {
  const headingId = useId();
  return (
    <li className={styles.suggestion} aria-labelledby={headingId} data-suggestion>
      <p className={styles.suggestedBy}>
        Suggested by AI
        {simulated && <SimulatedBadge />}
      </p>
      <Heading level={level} id={headingId} className={styles.suggestionTitle}>
        {suggestion.title}
      </Heading>
      <SuggestionLines lines={suggestion.lines} />
      <div className={styles.actions}>
        <button type="button" className="button button-primary button-small" disabled={isBusy} onClick={onAccept}>
          {isPending ? "Saving…" : "Accept"}
          <span className="visually-hidden"> {suggestion.title}</span>
        </button>
        <button type="button" className="button button-small" disabled={isPending} onClick={onDiscard}>
          Discard
          <span className="visually-hidden"> {suggestion.title}</span>
        </button>
      </div>
    </li>
  );
}
