import { useId, useRef, useState } from "react";
import type { ChapterSummaryView, SceneView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { useScenes } from "../../api/scenes.ts";
import { SuggestionLines } from "../../components/AiSuggestions/SuggestionCards.tsx";
import { ChangeScene } from "./AiOutlineTools.tsx";
import { chapterName } from "./BeatCard.tsx";
import { sceneCardLines } from "./aiSuggestions.ts";
import styles from "./BookOutline.module.css";

interface SceneCardsProps {
  bookId: number;
  chapters: ChapterSummaryView[];
  /** Whose scene cards these are, read after the button's words ("Scene cards of Arrival"). */
  owner: string;
  /** The heading level of a "Change with AI" panel here: one under the section's. */
  level: 3 | 4;
}

/**
 * The scene cards of some chapters (a beat's, or those under no beat), shown
 * on demand so the board stays a board: each with "Change with AI". They are
 * edited, added and reordered in the chapter's own scenes panel.
 */
export function SceneCards({ bookId, chapters, owner, level }: SceneCardsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (chapters.length === 0) return null;
  return (
    <div className={styles.sceneCards}>
      <button
        type="button"
        className="button button-small"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => setIsOpen(!isOpen)}
      >
        {isOpen ? "Hide scene cards" : "Scene cards"}
        <span className="visually-hidden"> of {owner}</span>
      </button>
      {isOpen && (
        <div id={listId} className={styles.sceneChapters}>
          {chapters.map((chapter) => (
            <ChapterScenes key={chapter.id} bookId={bookId} chapter={chapter} level={level} />
          ))}
        </div>
      )}
    </div>
  );
}

function ChapterScenes({ bookId, chapter, level }: { bookId: number; chapter: ChapterSummaryView; level: 3 | 4 }) {
  const scenes = useScenes(bookId, chapter.id);
  const name = chapterName(chapter);
  const list = scenes.data?.scenes ?? [];
  return (
    <div className={styles.sceneChapter}>
      <p className={styles.sceneChapterName}>{name}</p>
      {scenes.isPending && <p role="status">Loading the scene cards…</p>}
      {scenes.isError && (
        <p role="alert">
          The scene cards could not be loaded: {errorMessageOf(scenes.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void scenes.refetch()}>
            Try again
          </button>
        </p>
      )}
      {scenes.data && list.length === 0 && <p className={styles.muted}>No scene cards yet.</p>}
      {list.length > 0 && (
        <ol className={styles.sceneList} aria-label={`Scene cards of ${name}`}>
          {list.map((scene, index) => (
            <SceneCard
              key={scene.id}
              bookId={bookId}
              chapter={chapter}
              scene={scene}
              name={`Scene ${index + 1} of ${name}`}
              title={`Scene ${index + 1}`}
              level={level}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface SceneCardProps {
  bookId: number;
  chapter: ChapterSummaryView;
  scene: SceneView;
  /** "Scene 2 of Chapter 1: The harbour": the buttons' and the panel's words. */
  name: string;
  title: string;
  level: 3 | 4;
}

function SceneCard({ bookId, chapter, scene, name, title, level }: SceneCardProps) {
  const [isChanging, setIsChanging] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <li className={styles.sceneCard} aria-labelledby={titleId} data-scene-id={scene.id}>
      <p id={titleId} className={styles.sceneTitle}>
        {title}
        {scene.isHidden && <span className={styles.muted}> (hidden)</span>}
      </p>
      <SuggestionLines lines={sceneCardLines(scene)} />
      {isChanging ? (
        <ChangeScene
          bookId={bookId}
          chapterId={chapter.id}
          scene={scene}
          name={name}
          level={level}
          onClose={() => {
            setIsChanging(false);
            requestAnimationFrame(() => buttonRef.current?.focus());
          }}
        />
      ) : (
        <div className={styles.beatActions}>
          <button ref={buttonRef} type="button" className="button button-small" onClick={() => setIsChanging(true)}>
            <span aria-hidden="true">✦ </span>Change with AI<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
