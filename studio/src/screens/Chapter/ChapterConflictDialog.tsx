import { useEffect, useId, useRef, type SyntheticEvent } from "react";
import type { ChapterConflictView } from "@storyloom/api/client";
import dialogStyles from "../../components/ConfirmDialog/ConfirmDialog.module.css";
import { firstLineOf } from "../../editor/chapterMarkup.ts";
import styles from "./ChapterScreen.module.css";

interface ChapterConflictDialogProps {
  conflict: ChapterConflictView | null;
  myMarkup: string;
  isPending: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/**
 * The question when the chapter changed elsewhere since this text was loaded:
 * both texts' first lines and two choices, neither of which loses a text. It
 * cannot be dismissed: without an answer nothing is saved.
 */
export function ChapterConflictDialog({ conflict, myMarkup, isPending, onKeepMine, onUseTheirs }: ChapterConflictDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = conflict !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape would leave both texts unsaved and the question unanswered.
    event.preventDefault();
  }

  return (
    <dialog ref={dialogRef} className={dialogStyles.dialog} aria-labelledby={titleId} onCancel={handleCancel}>
      {conflict && (
        <>
          <h2 id={titleId} className={dialogStyles.title}>
            This chapter was changed elsewhere
          </h2>
          <div className={dialogStyles.body}>
            <p>Since you opened it, the chapter was saved from another tab or device. Which text do you want to keep working on?</p>
            <dl className={styles.texts}>
              <dt>Your text begins</dt>
              <dd>{firstLineOf(myMarkup) || "(empty)"}</dd>
              <dt>The other text begins ({new Date(conflict.updatedAt).toLocaleString()})</dt>
              <dd>{firstLineOf(conflict.markup) || "(empty)"}</dd>
            </dl>
            <p>Using the other text keeps yours as a named version of the chapter.</p>
          </div>
          <div className={dialogStyles.actions}>
            <button type="button" className="button" onClick={onUseTheirs} disabled={isPending}>
              Use the other text
            </button>
            <button type="button" className="button button-primary" onClick={onKeepMine} disabled={isPending}>
              Keep my text
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
