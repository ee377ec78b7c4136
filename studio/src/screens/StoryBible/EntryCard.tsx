import { useId } from "react";
import type { MouseEvent, ReactNode, RefObject } from "react";
import { summaryLines } from "./entryDrafts.ts";
import type { EntryBase, EntryKind } from "./entryDrafts.ts";
import styles from "./StoryBible.module.css";

interface EntryActionsProps {
  /** The entry's name, read after each button's visible word ("Duplicate Mira"). */
  name: string;
  onAddAbove: () => void;
  onAddBelow: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Opens "Change with AI" for the entry, when the list offers it. */
  onChangeWithAi?: (() => void) | undefined;
}

/** What can be done to one entry: add a new one above or below it, duplicate it, change it with AI, delete it. */
export function EntryActions({ name, onAddAbove, onAddBelow, onDuplicate, onDelete, onChangeWithAi }: EntryActionsProps) {
  const actions: [string, () => void][] = [
    ["Add above", onAddAbove],
    ["Add below", onAddBelow],
    ["Duplicate", onDuplicate],
    ...(onChangeWithAi ? ([["Change with AI", onChangeWithAi]] as [string, () => void][]) : []),
    ["Delete", onDelete],
  ];
  return (
    <div className={styles.cardActions}>
      {actions.map(([word, onClick]) => (
        <button key={word} type="button" className="button button-small" onClick={onClick}>
          {word}
          <span className="visually-hidden"> {name}</span>
        </button>
      ))}
    </div>
  );
}

interface EntryCardProps<E extends EntryBase, F extends string> {
  kind: EntryKind<E, F>;
  entry: E;
  onOpen: () => void;
  actions: ReactNode;
  /** Shown under the card's actions (the "Change with AI" panel); clicks in it do not open the card. */
  extra?: ReactNode;
}

/** A saved entry as the list shows it; a click anywhere on it (or Enter on its name) opens it for editing. */
export function EntryCard<E extends EntryBase, F extends string>({ kind, entry, onOpen, actions, extra }: EntryCardProps<E, F>) {
  const headingId = useId();

  function handleClick(event: MouseEvent<HTMLLIElement>) {
    // The card's own buttons do their own thing; selecting text to copy it is not a click to edit.
    if (event.target instanceof Element && event.target.closest("button, a, input, select, textarea, [data-card-extra]")) return;
    if (window.getSelection()?.toString()) return;
    onOpen();
  }

  return (
    <li className={`${styles.card} ${styles.clickable}`} aria-labelledby={headingId} data-entry-id={entry.id} onClick={handleClick}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardName}>
          <button type="button" className={styles.cardButton} data-focus-entry={entry.id} onClick={onOpen}>
            {entry.name}
          </button>
        </h3>
        {entry.type && <span className={styles.tag}>{kind.typeLabels[entry.type] ?? entry.type}</span>}
      </div>
      {summaryLines(kind, entry).map((line) => (
        <p key={line.label} className={styles.line}>
          <span className={styles.muted}>{line.label}: </span>
          {line.text}
        </p>
      ))}
      {actions}
      {extra && <div data-card-extra>{extra}</div>}
    </li>
  );
}

interface EditingCardProps {
  cardRef: RefObject<HTMLLIElement | null>;
  /** The saved name, or "New character". */
  title: string;
  form: ReactNode;
  actions?: ReactNode;
}

/** The entry being edited: its form in place of its summary. Clicks outside this card save it (EntryList). */
export function EditingCard({ cardRef, title, form, actions }: EditingCardProps) {
  const headingId = useId();
  return (
    <li ref={cardRef} className={`${styles.card} ${styles.editing}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardName}>
        {title}
      </h3>
      {form}
      {actions}
    </li>
  );
}
