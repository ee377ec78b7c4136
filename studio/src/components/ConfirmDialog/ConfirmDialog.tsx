import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from "react";
import styles from "./ConfirmDialog.module.css";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: "primary" | "danger";
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that is hard to undo. The native <dialog>
 * traps focus, makes the page behind it inert and returns focus on close;
 * Cancel comes first so it receives the initial focus.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = "primary", isPending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: let the parent decide, so its state and the dialog never disagree.
    event.preventDefault();
    if (!isPending) onCancel();
  }

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onCancel={handleCancel}>
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onCancel} disabled={isPending}>
              Cancel
            </button>
            <button type="button" className={`button ${tone === "danger" ? "button-danger" : "button-primary"}`} onClick={onConfirm} disabled={isPending}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
