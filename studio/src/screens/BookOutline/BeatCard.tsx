import { useRef, useState } from "react";
import type { DragEvent, KeyboardEvent, ReactNode } from "react";
import type { ChapterSummaryView, OutlineBeatView } from "@storyloom/api/client";
import { Link } from "react-router";
import { paths } from "../../paths.ts";
import { chapterNumberLabel, chapterStatusLabel } from "../Books/bookLabels.ts";
import { BeatForm } from "./BeatForm.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { ChapterMover } from "./ChapterMover.tsx";
import { readDragged, startDrag } from "./dragData.ts";
import styles from "./BookOutline.module.css";

const wordCountFormat = new Intl.NumberFormat();

export function chapterName(chapter: ChapterSummaryView): string {
  return `${chapterNumberLabel(chapter)}: ${chapter.title?.trim() ? chapter.title : "Untitled chapter"}`;
}

export function beatName(beat: { name: string | null }): string {
  return beat.name?.trim() ? beat.name : "Untitled beat";
}

interface BeatCardProps {
  beat: OutlineBeatView;
  allBeats: OutlineBeatView[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  errors?: Record<string, string> | undefined;
  onMove: (direction: "up" | "down") => void;
  onSave: (values: BeatFormValues) => void;
  onDelete: () => void;
  onMoveChapter: (chapterId: number, beatId: number) => void;
  /** A beat dropped on this one goes before it. */
  onDropBeat: (beatId: number) => void;
  /** "Generate scenes with AI" for the beat's chapters: its panel, shown in the card until `close` is called. */
  renderScenesAi?: (close: () => void) => ReactNode;
  /** "Change with AI" for the beat: its panel, shown in the card until `close` is called. */
  renderChangeAi?: (close: () => void) => ReactNode;
  /** The scene cards of the beat's chapters, under them. */
  sceneCards?: ReactNode;
}

/** One beat of the board: its name and purpose, its chapters, and what can be done to it. */
export function BeatCard({
  beat,
  allBeats,
  canMoveUp,
  canMoveDown,
  errors,
  onMove,
  onSave,
  onDelete,
  onMoveChapter,
  onDropBeat,
  renderScenesAi,
  renderChangeAi,
  sceneCards,
}: BeatCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isGeneratingScenes, setIsGeneratingScenes] = useState(false);
  // The form and the AI's proposal are two versions of the same beat: one open at a time.
  const [isChangingWithAi, setIsChangingWithAi] = useState(false);
  const scenesButtonRef = useRef<HTMLButtonElement>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const [isDropTarget, setIsDropTarget] = useState(false);
  const name = beatName(beat);
  const headingId = `beat-${beat.id}-name`;
  const unsaved = beat.id < 0;

  function handleDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    setIsDropTarget(true);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    setIsDropTarget(false);
    const dragged = readDragged(event);
    if (dragged?.kind === "chapter") onMoveChapter(dragged.id, beat.id);
    if (dragged?.kind === "beat" && dragged.id !== beat.id) onDropBeat(dragged.id);
  }

  // Alt+↑/↓ from the card's buttons and links moves the beat, as the Up and Down buttons do (not from a field: there they move the caret).
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) return;
    if (!event.altKey || unsaved || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    const direction = event.key === "ArrowUp" ? "up" : "down";
    if (direction === "up" ? !canMoveUp : !canMoveDown) return;
    event.preventDefault();
    onMove(direction);
  }

  return (
    <li
      onKeyDown={handleKeyDown}
      className={`${styles.beat} ${isDropTarget ? styles.dropTarget : ""}`}
      aria-labelledby={headingId}
      data-beat-id={beat.id}
      onDragOver={handleDragOver}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={handleDrop}
    >
      <div className={styles.beatHeader}>
        <span
          className={styles.dragHandle}
          draggable={!unsaved}
          onDragStart={(event) => startDrag(event, { kind: "beat", id: beat.id })}
          title="Drag to reorder"
          aria-hidden="true"
        >
          ⠿
        </span>
        <h3 id={headingId} className={styles.beatName}>
          {name}
        </h3>
      </div>
      {beat.purpose && <p className={styles.purpose}>{beat.purpose}</p>}
      {isEditing ? (
        <BeatForm
          initial={{ name: beat.name ?? "", purpose: beat.purpose, description: beat.description, act: beat.act }}
          submitLabel="Save beat"
          errors={errors}
          onSubmit={(values) => {
            setIsEditing(false);
            onSave(values);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        beat.description && <p className={styles.description}>{beat.description}</p>
      )}

      {beat.chapters.length > 0 ? (
        <ul className={styles.chapters} aria-label={`Chapters of ${name}`}>
          {beat.chapters.map((chapter) => (
            <li key={chapter.id} className={styles.chapter} draggable onDragStart={(event) => startDrag(event, { kind: "chapter", id: chapter.id })}>
              <Link draggable={false} to={paths.chapter(String(beat.bookId), String(chapter.id))}>
                {chapterName(chapter)}
              </Link>
              <span className={styles.muted}>
                {chapterStatusLabel[chapter.status]} · {wordCountFormat.format(chapter.wordCount)} {chapter.wordCount === 1 ? "word" : "words"}
              </span>
              <ChapterMover chapter={chapter} beats={allBeats} currentBeatId={beat.id} onMove={onMoveChapter} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No chapters yet. Drag one here, or use “Move to beat” on a chapter.</p>
      )}
      {sceneCards}

      <div className={styles.beatActions}>
        <button
          type="button"
          className="button button-small"
          data-move={`${beat.id}-up`}
          aria-label={`Move ${name} up`}
          disabled={!canMoveUp || unsaved}
          onClick={() => onMove("up")}
        >
          <span aria-hidden="true">↑</span> Up
        </button>
        <button
          type="button"
          className="button button-small"
          data-move={`${beat.id}-down`}
          aria-label={`Move ${name} down`}
          disabled={!canMoveDown || unsaved}
          onClick={() => onMove("down")}
        >
          <span aria-hidden="true">↓</span> Down
        </button>
        {!isEditing && (
          <button
            type="button"
            className="button button-small"
            aria-label={`Edit ${name}`}
            disabled={unsaved}
            onClick={() => {
              setIsChangingWithAi(false);
              setIsEditing(true);
            }}
          >
            Edit
          </button>
        )}
        <button type="button" className="button button-small" aria-label={`Delete ${name}`} disabled={unsaved} onClick={onDelete}>
          Delete
        </button>
        {renderChangeAi && !isEditing && !isChangingWithAi && (
          <button ref={changeButtonRef} type="button" className="button button-small" disabled={unsaved} onClick={() => setIsChangingWithAi(true)}>
            <span aria-hidden="true">✦ </span>Change with AI<span className="visually-hidden"> {name}</span>
          </button>
        )}
        {renderScenesAi && beat.chapters.length > 0 && !isGeneratingScenes && (
          <button
            ref={scenesButtonRef}
            type="button"
            className="button button-small"
            aria-label={`Generate scenes with AI for ${name}`}
            disabled={unsaved}
            onClick={() => setIsGeneratingScenes(true)}
          >
            <span aria-hidden="true">✦ </span>Generate scenes with AI
          </button>
        )}
      </div>
      {renderChangeAi &&
        isChangingWithAi &&
        !isEditing &&
        renderChangeAi(() => {
          setIsChangingWithAi(false);
          requestAnimationFrame(() => changeButtonRef.current?.focus());
        })}
      {renderScenesAi &&
        isGeneratingScenes &&
        renderScenesAi(() => {
          setIsGeneratingScenes(false);
          requestAnimationFrame(() => scenesButtonRef.current?.focus());
        })}
    </li>
  );
}
