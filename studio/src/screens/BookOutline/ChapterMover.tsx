import { useId, useState } from "react";
import type { ChapterSummaryView, OutlineBeatView } from "@storyloom/api/client";
import { chapterNumberLabel } from "../Books/bookLabels.ts";
import { actLabel } from "./outlineMoves.ts";
import styles from "./BookOutline.module.css";

interface ChapterMoverProps {
  chapter: ChapterSummaryView;
  beats: OutlineBeatView[];
  /** null: the chapter is under no beat. */
  currentBeatId: number | null;
  onMove: (chapterId: number, beatId: number) => void;
}

/** The keyboard way to move a chapter into a beat: pick the beat, then "Move". */
export function ChapterMover({ chapter, beats, currentBeatId, onMove }: ChapterMoverProps) {
  const selectId = useId();
  const targets = beats.filter((beat) => beat.id !== currentBeatId && beat.id > 0);
  const [beatId, setBeatId] = useState<string>("");
  const label = `Move ${chapterNumberLabel(chapter)} to beat`;
  if (targets.length === 0) return null;
  return (
    <span className={styles.mover}>
      <label htmlFor={selectId} className="visually-hidden">
        {label}
      </label>
      <select id={selectId} value={beatId} onChange={(event) => setBeatId(event.target.value)}>
        <option value="">Move to beat…</option>
        {targets.map((beat) => (
          <option key={beat.id} value={String(beat.id)}>
            {actLabel(beat.act)}: {beat.name?.trim() ? beat.name : "Untitled beat"}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-small"
        aria-label={`Move ${chapterNumberLabel(chapter)}`}
        disabled={beatId === ""}
        onClick={() => {
          onMove(chapter.id, Number(beatId));
          setBeatId("");
        }}
      >
        Move
      </button>
    </span>
  );
}
