import type { ReactNode } from "react";
import type { AiModelView } from "@storyloom/api/client";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { ModelSelect } from "./ModelSelect.tsx";
import { TOOL_LIMITS } from "./storyToolDraft.ts";
import { placeholderHelp } from "./storyToolLabels.ts";
import styles from "./CustomStoryTools.module.css";

/** The model settings every step has (the tool's own first step and the further ones). */
export interface StepSettingsDraft {
  model: string;
  instructions: string;
  temperature: string;
  maxOutput: string;
  startSequence: string;
  stopSequence: string;
}

interface StepFieldsProps {
  /** "Step 2": read after each label, so every step's fields have names of their own. */
  stepName: string;
  draft: StepSettingsDraft;
  models: readonly AiModelView[];
  /** The empty model's label of a further step ("Same as step 1"); the first step must choose one. */
  emptyModelLabel?: string;
  /** The server's messages by field name within this step. */
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<StepSettingsDraft>) => void;
  /** Fields only further steps have (effort), shown with the advanced settings. */
  extraAdvanced?: ReactNode;
}

/** A step's model, instructions and advanced settings. */
export function StepFields({ stepName, draft, models, emptyModelLabel, errors, onChange, extraAdvanced }: StepFieldsProps) {
  const change = (field: keyof StepSettingsDraft) => (value: string) => onChange({ [field]: value });
  return (
    <>
      <Field label={`Model, ${stepName}`} error={errors.model}>
        {(control) => (
          <ModelSelect
            control={control}
            className={formStyles.control}
            models={models}
            value={draft.model}
            emptyLabel={emptyModelLabel}
            onChange={change("model")}
          />
        )}
      </Field>
      <Field
        label={`Instructions, ${stepName}`}
        hint="What the AI should do. Placeholders are replaced when the tool runs; see the list above the steps."
        error={errors.instructions}
      >
        {(control) => (
          <textarea
            {...control}
            className={formStyles.control}
            rows={6}
            maxLength={TOOL_LIMITS.instructions}
            value={draft.instructions}
            onChange={(event) => change("instructions")(event.target.value)}
          />
        )}
      </Field>
      <details className={styles.advanced}>
        <summary>Advanced settings, {stepName}</summary>
        <div className={styles.twoColumns}>
          <Field label={`Temperature, ${stepName}`} hint="0 to 2; higher is more inventive. Empty: the model's default." error={errors.temperature}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                inputMode="decimal"
                value={draft.temperature}
                onChange={(event) => change("temperature")(event.target.value)}
              />
            )}
          </Field>
          <Field label={`Longest answer in tokens, ${stepName}`} hint="16 to 200000. Empty: 2048." error={errors.maxOutput}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                inputMode="numeric"
                value={draft.maxOutput}
                onChange={(event) => change("maxOutput")(event.target.value)}
              />
            )}
          </Field>
          <Field label={`Start sequence, ${stepName}`} hint="Text the answer begins with." error={errors.startSequence}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                maxLength={TOOL_LIMITS.sequence}
                value={draft.startSequence}
                onChange={(event) => change("startSequence")(event.target.value)}
              />
            )}
          </Field>
          <Field label={`Stop sequence, ${stepName}`} hint="The answer ends before this text." error={errors.stopSequence}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                maxLength={TOOL_LIMITS.sequence}
                value={draft.stopSequence}
                onChange={(event) => change("stopSequence")(event.target.value)}
              />
            )}
          </Field>
          {extraAdvanced}
        </div>
      </details>
    </>
  );
}

/** The placeholders a step's instructions may use. */
export function PlaceholderHelp({ id }: { id: string }) {
  return (
    <div id={id}>
      <p className={formStyles.hint}>Placeholders you can write in any step's instructions:</p>
      <ul className={styles.placeholders}>
        {placeholderHelp.map((entry) => (
          <li key={entry.placeholder}>
            <code>{entry.placeholder}</code>: {entry.meaning}
          </li>
        ))}
      </ul>
    </div>
  );
}
