import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { Field } from "../Form/Field.tsx";
import formStyles from "../Form/Form.module.css";
import styles from "./AiSuggestions.module.css";

export interface AiRequest {
  count: number;
  /** "" for any. */
  type: string;
  instruction: string;
}

interface AiRequestFormProps {
  /** "How many": 1 to `max`, for the tools that take a count. */
  count?: { label: string; max: number; initial: number };
  /** The kind of entry to ask for (character role, lore type), "" meaning any. */
  types?: { label: string; anyLabel: string; options: Readonly<Record<string, string>> };
  /** Further fields of the tool (a mode, an act, a chapter), placed first. */
  children?: ReactNode;
  instruction: { label: string; hint: string };
  /** The compile's field messages (the server's: those of docs/product.md, Validation rules, word for word). */
  errors: Record<string, string>;
  isBusy: boolean;
  submitLabel: string;
  onSubmit: (request: AiRequest) => void;
}

/**
 * What an AI tool is asked: how many, of what kind, and the author's own words.
 * The instruction has no length limit of its own: the compile checks it and
 * its message appears under the field, as the story bible's forms do.
 */
export function AiRequestForm({ count, types, children, instruction, errors, isBusy, submitLabel, onSubmit }: AiRequestFormProps) {
  const [howMany, setHowMany] = useState(String(count?.initial ?? 1));
  const [type, setType] = useState("");
  const [text, setText] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isBusy) onSubmit({ count: Number(howMany), type, instruction: text });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {children}
      {(count || types) && (
        <div className={styles.row}>
          {count && (
            <Field label={count.label} error={errors.count}>
              {(control) => (
                <select {...control} className={formStyles.control} value={howMany} onChange={(event) => setHowMany(event.target.value)}>
                  {Array.from({ length: count.max }, (_, index) => (
                    <option key={index} value={String(index + 1)}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {types && (
            <Field label={types.label} error={errors.type}>
              {(control) => (
                <select {...control} className={formStyles.control} value={type} onChange={(event) => setType(event.target.value)}>
                  <option value="">{types.anyLabel}</option>
                  {Object.entries(types.options).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
      )}
      <Field label={instruction.label} hint={instruction.hint} error={errors.instruction}>
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.instruction}`}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
