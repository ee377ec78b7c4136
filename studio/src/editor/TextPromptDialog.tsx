import { useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from "react";
import dialogStyles from "../components/ConfirmDialog/ConfirmDialog.module.css";
import formStyles from "../components/Form/Form.module.css";

interface TextPromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  inputType?: "text" | "url";
  maxLength?: number;
  isPending?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * A modal that asks for one line of text (a version's name, a link's address).
 * The native <dialog> traps focus and returns it on close, like ConfirmDialog.
 */
export function TextPromptDialog({
  open,
  title,
  label,
  submitLabel,
  initialValue = "",
  inputType = "text",
  maxLength,
  isPending = false,
  onSubmit,
  onCancel,
}: TextPromptDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [value, setValue] = useState(initialValue);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValue(initialValue);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialValue]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: let the parent decide, so its state and the dialog never disagree.
    event.preventDefault();
    if (!isPending) onCancel();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  }

  return (
    <dialog ref={dialogRef} className={dialogStyles.dialog} aria-labelledby={titleId} onCancel={handleCancel}>
      {open && (
        <form onSubmit={handleSubmit}>
          <h2 id={titleId} className={dialogStyles.title}>
            {title}
          </h2>
          <div className={formStyles.field}>
            <label htmlFor={inputId} className={formStyles.label}>
              {label}
            </label>
            <input
              id={inputId}
              className={formStyles.control}
              type={inputType}
              value={value}
              maxLength={maxLength}
              required
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
          <div className={dialogStyles.actions}>
            <button type="button" className="button" onClick={onCancel} disabled={isPending}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={isPending || !value.trim()}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
