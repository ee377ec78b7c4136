import { useId } from "react";
import type { ReactElement } from "react";
import styles from "./Form.module.css";

interface FieldProps {
  label: string;
  /** A hint under the label, read with the control. */
  hint?: string;
  /** The server's message for this field, shown under it and announced. */
  error?: string;
  /** Gets the control's id and its aria attributes. */
  children: (control: { id: string; "aria-describedby": string | undefined; "aria-invalid": boolean }) => ReactElement;
}

/** A labelled form control with its hint and error, wired for assistive technology. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": Boolean(error) })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
