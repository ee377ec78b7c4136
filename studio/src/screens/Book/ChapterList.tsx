import { useState } from "react";
import type { ChapterAudienceView, ChapterSummaryView } from "@storyloom/api/client";
import { Link, useNavigate } from "react-router";
import { useBookChapterAccess, useBookChapters, useCreateChapter, useDeleteChapter, useMoveChapter } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { chapterNumberLabel, chapterStatusLabel } from "../Books/bookLabels.ts";
import styles from "./BookScreen.module.css";
import { useFocusAfterMove } from "../../components/MoveFocus/useFocusAfterMove.ts";
import type { MoveDirection } from "../../components/MoveFocus/useFocusAfterMove.ts";
import { audienceLabel } from "./paywallLabels.ts";

const wordCountFormat = new Intl.NumberFormat();

function chapterName(chapter: ChapterSummaryView): string {
  return `${chapterNumberLabel(chapter)}: ${chapter.title?.trim() ? chapter.title : "Untitled chapter"}`;
}

/**
 * The book's chapters in reading order: open, add, reorder and delete them;
 * for each published or scheduled one, who can read it today and when that
 * changes. `bookVersion` (the book's updatedAt) refreshes that after a change
 * of the book's settings or its publication.
 */
export function ChapterList({ bookId, bookVersion }: { bookId: Id; bookVersion?: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const chapters = useBookChapters(bookId);
  const access = useBookChapterAccess(bookId, bookVersion);
  const audiences = new Map<number, ChapterAudienceView>((access.data?.chapters ?? []).map((row) => [row.chapterId, row]));
  const createChapter = useCreateChapter(bookId);
  const moveChapter = useMoveChapter(bookId);
  const deleteChapter = useDeleteChapter(bookId);
  const [toDelete, setToDelete] = useState<ChapterSummaryView | null>(null);
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLOListElement>(chapters.data);

  function handleCreate() {
    createChapter.mutate(undefined, {
      onSuccess: (answer) => void navigate(paths.chapter(String(bookId), String(answer.chapter.id))),
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
          toast.show({ message: `“${chapter.title?.trim() ? chapter.title : "Untitled chapter"}” is now chapter ${number}.` });
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function handleConfirmDelete() {
    if (!toDelete) return;
    deleteChapter.mutate(toDelete.id, {
      onSuccess: () => toast.success("The chapter is deleted."),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setToDelete(null),
    });
  }

  const items = chapters.data?.chapters ?? [];

  return (
    <section className={styles.section} aria-labelledby="book-chapters-heading">
      <div className={styles.sectionHeader}>
        <h2 id="book-chapters-heading">Chapters</h2>
        <button type="button" className="button button-primary" onClick={handleCreate} disabled={createChapter.isPending}>
          {createChapter.isPending ? "Adding…" : "New chapter"}
        </button>
      </div>

      {chapters.isPending && <p role="status">Loading the chapters…</p>}
      {chapters.isError && (
        <div className={styles.panel} role="alert">
          <p>The chapters could not be loaded: {errorMessageOf(chapters.error)}</p>
          <button type="button" className="button" onClick={() => void chapters.refetch()} disabled={chapters.isFetching}>
            Try again
          </button>
        </div>
      )}
      {chapters.data && items.length === 0 && (
        <p className={`${styles.panel} ${styles.muted}`}>This book has no chapters yet. Add the first one with “New chapter”.</p>
      )}

      {items.length > 0 && (
        <ol ref={listRef} className={styles.chapterList} aria-labelledby="book-chapters-heading">
          {items.map((chapter, index) => {
            const name = chapterName(chapter);
            const audience = chapter.status === "DRAFT" ? undefined : audiences.get(chapter.id);
            return (
              <li key={chapter.id} className={styles.chapter}>
                <div className={styles.chapterMain}>
                  <Link className={styles.chapterLink} to={paths.chapter(String(bookId), String(chapter.id))}>
                    {name}
                  </Link>
                  <p className={styles.chapterFacts}>
                    <span>{chapterStatusLabel[chapter.status]}</span>
                    <span>
                      {wordCountFormat.format(chapter.wordCount)} {chapter.wordCount === 1 ? "word" : "words"}
                    </span>
                    {chapter.hasStagedChanges && <span className={styles.staged}>Edited, not yet published</span>}
                    {audience && (
                      <span className={styles.audience} data-testid="chapter-audience">
                        <span className="visually-hidden">Who can read it: </span>
                        {audienceLabel(audience)}
                      </span>
                    )}
                  </p>
                </div>
                <div className={styles.chapterActions}>
                  <button
                    type="button"
                    className="button button-small"
                    data-move={`${chapter.id}-up`}
                    aria-label={`Move ${name} up`}
                    aria-disabled={moveChapter.isPending || undefined}
                    disabled={index === 0}
                    onClick={() => handleMove(chapter, "up")}
                  >
                    <span aria-hidden="true">↑</span> Up
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    data-move={`${chapter.id}-down`}
                    aria-label={`Move ${name} down`}
                    aria-disabled={moveChapter.isPending || undefined}
                    disabled={index === items.length - 1}
                    onClick={() => handleMove(chapter, "down")}
                  >
                    <span aria-hidden="true">↓</span> Down
                  </button>
                  <button type="button" className="button button-small" aria-label={`Delete ${name}`} onClick={() => setToDelete(chapter)}>
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this chapter?"
        confirmLabel="Delete chapter"
        tone="danger"
        isPending={deleteChapter.isPending}
        onConfirm={handleConfirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{toDelete ? chapterName(toDelete) : ""} and its saved versions will be deleted. The chapters after it move up.</p>
      </ConfirmDialog>
    </section>
  );
}
