import { useState, type FormEvent } from "react";
import type { CreateSceneBody, SceneResolution, SceneType, SceneView } from "@storyloom/api/client";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import styles from "./ScenesPanel.module.css";

/** The API's limits (api/src/routes/scenes/schema.ts). */
const NAME_MAX = 200;
const TEXT_MAX = 5000;
const DESCRIPTION_MAX = 20_000;

export const sceneTypeLabels: Record<SceneType, string> = { ACTION: "Action", REFLECTION: "Reflection", GENERAL: "General" };
export const resolutionLabels: Record<SceneResolution, string> = {
  RESOLVED: "Resolved",
  GET_COMPLICATED: "Gets complicated",
  UNRESOLVED: "Unresolved",
  GET_WORSE: "Gets worse",
};

type TextField = "primaryCharacter" | "goal" | "conflict" | "resolutionDescription" | "priorEvent" | "reaction" | "dilemma" | "decision" | "description";

const textFields: { name: TextField; label: string; max: number; multiline: boolean }[] = [
  { name: "primaryCharacter", label: "Point-of-view character", max: NAME_MAX, multiline: false },
  { name: "goal", label: "Goal", max: TEXT_MAX, multiline: true },
  { name: "conflict", label: "Conflict", max: TEXT_MAX, multiline: true },
  { name: "resolutionDescription", label: "How it ends", max: TEXT_MAX, multiline: true },
  { name: "priorEvent", label: "Prior event", max: TEXT_MAX, multiline: true },
  { name: "reaction", label: "Reaction", max: TEXT_MAX, multiline: true },
  { name: "dilemma", label: "Dilemma", max: TEXT_MAX, multiline: true },
  { name: "decision", label: "Decision", max: TEXT_MAX, multiline: true },
  { name: "description", label: "Notes", max: DESCRIPTION_MAX, multiline: true },
];

interface SceneFormProps {
  scene?: SceneView;
  submitLabel: string;
  isPending: boolean;
  errors: Record<string, string>;
  onSubmit: (body: CreateSceneBody) => void;
  onCancel: () => void;
}

/** The fields of a scene (docs/product.md, Entities): its kind, goal, conflict and outcome, and the reflection beats. */
export function SceneForm({ scene, submitLabel, isPending, errors, onSubmit, onCancel }: SceneFormProps) {
  const [type, setType] = useState<SceneType | "">(scene?.type ?? "ACTION");
  const [resolution, setResolution] = useState<SceneResolution | "">(scene?.resolution ?? "");
  const [isHidden, setIsHidden] = useState(scene?.isHidden ?? false);
  const [texts, setTexts] = useState<Record<TextField, string>>(
    () => Object.fromEntries(textFields.map((field) => [field.name, scene?.[field.name] ?? ""])) as Record<TextField, string>,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ ...texts, type: type === "" ? null : type, resolution: resolution === "" ? null : resolution, isHidden });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={scene ? "Edit scene" : "New scene"}>
      <Field label="Type" error={errors.type}>
        {(control) => (
          <select {...control} className={formStyles.control} value={type} onChange={(event) => setType(event.target.value as SceneType | "")}>
            <option value="">None</option>
            {(Object.keys(sceneTypeLabels) as SceneType[]).map((value) => (
              <option key={value} value={value}>
                {sceneTypeLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {textFields.slice(0, 3).map((field) => (
        <TextInput
          key={field.name}
          field={field}
          value={texts[field.name]}
          error={errors[field.name]}
          onChange={(value) => setTexts({ ...texts, [field.name]: value })}
        />
      ))}
      <Field label="Outcome" error={errors.resolution}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={resolution}
            onChange={(event) => setResolution(event.target.value as SceneResolution | "")}
          >
            <option value="">Not decided</option>
            {(Object.keys(resolutionLabels) as SceneResolution[]).map((value) => (
              <option key={value} value={value}>
                {resolutionLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {textFields.slice(3).map((field) => (
        <TextInput
          key={field.name}
          field={field}
          value={texts[field.name]}
          error={errors[field.name]}
          onChange={(value) => setTexts({ ...texts, [field.name]: value })}
        />
      ))}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={isHidden} onChange={(event) => setIsHidden(event.target.checked)} />
        Hidden from the outline
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary button-small" disabled={isPending}>
          {submitLabel}
        </button>
        <button type="button" className="button button-small" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function TextInput({
  field,
  value,
  error,
  onChange,
}: {
  field: (typeof textFields)[number];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={field.label} error={error}>
      {(control) =>
        field.multiline ? (
          <textarea {...control} className={formStyles.control} value={value} maxLength={field.max} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} className={formStyles.control} value={value} maxLength={field.max} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}
