import { useId, useState } from "react";
import type { ChapterSummaryView } from "@storyloom/api/client";
import { Link, useNavigate } from "react-router";
import { useAuthorProfile, useUpdateAuthorProfile } from "../../api/authorProfile.ts";
import { useBookChapters, useCreateChapter, useMoveChapter } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { useMediaQuery } from "../../components/MediaQuery/useMediaQuery.ts";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { chapterNumberLabel, chapterStatusLabel } from "../Books/bookLabels.ts";
import styles from "./BookEditor.module.css";
import { useFocusAfterMove } from "../../components/MoveFocus/useFocusAfterMove.ts";
import type { MoveDirection } from "../../components/MoveFocus/useFocusAfterMove.ts";

const numberFormat = new Intl.NumberFormat();

function wordsLabel(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? "word" : "words"}`;
}

function chapterTitle(chapter: ChapterSummaryView): string {
  return chapter.title?.trim() ? chapter.title : "Untitled chapter";
}

/**
 * From this width the list, the chapter's text at a comfortable measure and
 * its side panel all fit side by side; below it the list starts folded.
 */
const ROOMY_SCREEN = "(min-width: 90rem)";

/**
 * The book editor's sidebar: the chapters in order with their numbering,
 * status and words; open, add and move them. On a wide screen collapsing it is
 * remembered in the author's profile (`editorChaptersCollapsed`), so every
 * device agrees. On a smaller one (a laptop's 1280 px included), where it would
 * squeeze the text or stand above it, it starts folded to a narrow rail (still
 * with "Add chapter") whatever the profile says, and unfolding it there is not
 * remembered.
 */
export function EditorChapterList({ bookId, selectedChapterId }: { bookId: string; selectedChapterId: string | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const headingId = useId();
  const listId = useId();
  const chapters = useBookChapters(Number(bookId));
  const createChapter = useCreateChapter(Number(bookId));
  const moveChapter = useMoveChapter(Number(bookId));
  const profile = useAuthorProfile();
  const updateProfile = useUpdateAuthorProfile();
  const isRoomy = useMediaQuery(ROOMY_SCREEN);
  // The author's click wins at once; the profile follows when its save answers.
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const [smallScreenChoice, setSmallScreenChoice] = useState<boolean | null>(null);
  const isCollapsed = isRoomy ? (collapsedChoice ?? profile.data?.authorProfile.editorChaptersCollapsed ?? false) : (smallScreenChoice ?? true);
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLOListElement>(chapters.data);

  function handleToggle() {
    const next = !isCollapsed;
    if (!isRoomy) {
      setSmallScreenChoice(next);
      return;
    }
    setCollapsedChoice(next);
    updateProfile.mutate(
      { editorChaptersCollapsed: next },
      { onError: (error) => toast.error(`The chapter list's state is not remembered: ${errorMessageOf(error)}`) },
    );
  }

  function handleCreate() {
    createChapter.mutate(undefined, {
      onSuccess: (answer) => void navigate(paths.chapter(bookId, String(answer.chapter.id))),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  function handleMove(chapter: ChapterSummaryView, direction: MoveDirection) {
    // Ignored rather than disabled while a move is saved: disabling would take the focus away.
    if (moveChapter.isPending) return;
    const number = direction === "up" ? chapter.number - 1 : chapter.number + 1;
    moveChapter.mutate(
      { chapterId: chapter.id, number },
      {
        onSuccess: () => {
          focusAfterMove(chapter.id, direction);
          toast.show({ message: `“${chapterTitle(chapter)}” is now chapter ${number}.` });
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  const items = chapters.data?.chapters ?? [];
  const bookWords = items.reduce((sum, chapter) => sum + chapter.wordCount, 0);

  return (
    <aside className={styles.sidebar} data-collapsed={isCollapsed} aria-labelledby={headingId}>
      <div className={styles.sidebarHeader}>
        <h2 id={headingId} className={isCollapsed ? "visually-hidden" : styles.sidebarTitle}>
          Chapters
        </h2>
        <button type="button" className={`button button-small ${styles.toggle}`} aria-expanded={!isCollapsed} aria-controls={listId} onClick={handleToggle}>
          {isCollapsed ? "Show chapters" : "Hide chapters"}
        </button>
        {isCollapsed && (
          <button
            type="button"
            className={`button button-small ${styles.railAdd}`}
            title="Add chapter"
            onClick={handleCreate}
            disabled={createChapter.isPending}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Add chapter</span>
          </button>
        )}
      </div>
      <div id={listId} hidden={isCollapsed} className={styles.sidebarBody}>
        {chapters.isPending && <p role="status">Loading the chapters…</p>}
        {chapters.isError && (
          <div role="alert">
            <p>The chapters could not be loaded: {errorMessageOf(chapters.error)}</p>
            <button type="button" className="button button-small" onClick={() => void chapters.refetch()} disabled={chapters.isFetching}>
              Try again
            </button>
          </div>
        )}
        {chapters.data && <p className={styles.bookWords}>Book: {wordsLabel(bookWords)}</p>}
        {items.length > 0 && (
          <ol ref={listRef} className={styles.chapters} aria-labelledby={headingId}>
            {items.map((chapter, index) => {
              const isSelected = String(chapter.id) === selectedChapterId;
              const name = `${chapterNumberLabel(chapter)}: ${chapterTitle(chapter)}`;
              return (
                <li key={chapter.id} className={styles.chapter} data-selected={isSelected}>
                  <Link className={styles.chapterLink} to={paths.chapter(bookId, String(chapter.id))} aria-current={isSelected ? "page" : undefined}>
                    <span className={styles.chapterNumber}>{chapterNumberLabel(chapter)}</span>
                    <span className="visually-hidden">: </span>
                    <span className={styles.chapterTitle}>{chapterTitle(chapter)}</span>
                  </Link>
                  <p className={styles.chapterFacts}>
                    <span>{chapterStatusLabel[chapter.status]}</span>
                    <span>{wordsLabel(chapter.wordCount)}</span>
                    {chapter.hasStagedChanges && <span>Edited</span>}
                  </p>
                  <div className={styles.moveButtons}>
                    <button
                      type="button"
                      className={styles.moveButton}
                      data-move={`${chapter.id}-up`}
                      aria-label={`Move ${name} up`}
                      aria-disabled={moveChapter.isPending || undefined}
                      disabled={index === 0}
                      onClick={() => handleMove(chapter, "up")}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={styles.moveButton}
                      data-move={`${chapter.id}-down`}
                      aria-label={`Move ${name} down`}
                      aria-disabled={moveChapter.isPending || undefined}
                      disabled={index === items.length - 1}
                      onClick={() => handleMove(chapter, "down")}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <button type="button" className="button button-primary" onClick={handleCreate} disabled={createChapter.isPending}>
          {createChapter.isPending ? "Adding…" : "Add chapter"}
        </button>
      </div>
    </aside>
  );
}
