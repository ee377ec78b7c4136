import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Field } from "../../components/Form/Field.tsx";
import { actLabel } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";
import styles from "./BookOutline.module.css";

export interface BeatFormValues {
  name: string;
  purpose: string | null;
  description: string | null;
  act: Act;
}

interface BeatFormProps {
  initial: BeatFormValues;
  submitLabel: string;
  /** Field messages of the server's last refusal. */
  errors?: Record<string, string>;
  isPending?: boolean;
  onSubmit: (values: BeatFormValues) => void;
  onCancel: () => void;
}

const ACTS: Act[] = [1, 2, 3, 4, 5, null];
const BEAT_NAME_MAX = 200;

/** A beat's name, purpose, description and act, for a new beat or an edit. */
export function BeatForm({ initial, submitLabel, errors = {}, isPending = false, onSubmit, onCancel }: BeatFormProps) {
  const [name, setName] = useState(initial.name);
  const [purpose, setPurpose] = useState(initial.purpose ?? "");
  const [description, setDescription] = useState(initial.description ?? "");
  const [act, setAct] = useState<Act>(initial.act);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);

  // The form opens on a keyboard action ("Edit", "Add a beat"): the name is where typing goes next.
  useEffect(() => nameRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("This field is required.");
      return;
    }
    onSubmit({ name: name.trim(), purpose: purpose.trim() || null, description: description.trim() || null, act });
  }

  return (
    <form className={styles.beatForm} onSubmit={handleSubmit} noValidate>
      <Field label="Beat name" error={nameError ?? errors.name}>
        {(control) => <input {...control} ref={nameRef} value={name} maxLength={BEAT_NAME_MAX} onChange={(event) => setName(event.target.value)} required />}
      </Field>
      <Field label="Purpose" hint="What the beat does for the story, in a line." error={errors.purpose}>
        {(control) => <input {...control} value={purpose} maxLength={1000} onChange={(event) => setPurpose(event.target.value)} />}
      </Field>
      <Field label="Description" error={errors.description}>
        {(control) => <textarea {...control} rows={4} value={description} maxLength={5000} onChange={(event) => setDescription(event.target.value)} />}
      </Field>
      <Field label="Act" error={errors.act}>
        {(control) => (
          <select
            {...control}
            value={act === null ? "" : String(act)}
            onChange={(event) => setAct(event.target.value === "" ? null : Number(event.target.value))}
          >
            {ACTS.map((option) => (
              <option key={option ?? "none"} value={option === null ? "" : String(option)}>
                {actLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.formActions}>
        <button type="button" className="button" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={isPending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
