import { useEffect, useRef } from "react";
import type { FormEvent, KeyboardEvent } from "react";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import type { EntryBase, EntryDraft, EntryKind } from "./entryDrafts.ts";
import styles from "./StoryBible.module.css";

interface EntryFormProps<E extends EntryBase, F extends string> {
  kind: EntryKind<E, F>;
  /** "Edit Mira" or "New character": the form's name for assistive technology. */
  label: string;
  draft: EntryDraft<F>;
  /** The server's messages of the last refused save, by field. */
  errors: Record<string, string>;
  isSaving: boolean;
  onChange: (field: "type" | F, value: string) => void;
  onSave: () => void;
  onSaveAndNew: () => void;
  onCancel: () => void;
  /** Escape: leave the form the way a click outside does. */
  onEscape: () => void;
}

/**
 * A character's or lore entry's fields, in its card. No length limits in the
 * inputs: the server names what is wrong (the messages of docs/product.md, Validation rules), and cutting a
 * pasted text short would lose words without saying so.
 */
export function EntryForm<E extends EntryBase, F extends string>({
  kind,
  label,
  draft,
  errors,
  isSaving,
  onChange,
  onSave,
  onSaveAndNew,
  onCancel,
  onEscape,
}: EntryFormProps<E, F>) {
  const nameRef = useRef<HTMLInputElement>(null);

  // The form opens on a click or a key ("Add below", Enter on a card): the name is where typing goes next.
  useEffect(() => nameRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
    }
  }

  const [nameField, ...textFields] = kind.fields;
  return (
    <form className={styles.form} aria-label={label} onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
      {nameField && (
        <Field label={nameField.label} error={errors[nameField.name]}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              className={formStyles.control}
              value={draft[nameField.name]}
              onChange={(event) => onChange(nameField.name, event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label="Type" error={errors.type}>
        {(control) => (
          <select {...control} className={formStyles.control} value={draft.type} onChange={(event) => onChange("type", event.target.value)}>
            <option value="">No type</option>
            {Object.entries(kind.typeLabels).map(([value, typeLabel]) => (
              <option key={value} value={value}>
                {typeLabel}
              </option>
            ))}
          </select>
        )}
      </Field>
      {textFields.map((field) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={errors[field.name]}>
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              rows={3}
              value={draft[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          )}
        </Field>
      ))}
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary button-small">
          Save
        </button>
        <button type="button" className="button button-small" onClick={onSaveAndNew}>
          Save and add new
        </button>
        <button type="button" className="button button-small" onClick={onCancel}>
          Cancel
        </button>
        {isSaving && (
          <span className={styles.muted} role="status">
            Saving…
          </span>
        )}
      </div>
    </form>
  );
}
