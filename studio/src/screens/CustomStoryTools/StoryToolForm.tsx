import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { AiModelView, StoryToolView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useCreateStoryTool, useUpdateStoryTool } from "../../api/storyTools.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { IconField } from "./IconField.tsx";
import { PlaceholderHelp, StepFields } from "./StepFields.tsx";
import type { StepSettingsDraft } from "./StepFields.tsx";
import { StepsEditor } from "./StepsEditor.tsx";
import { TOOL_LIMITS, draftOf, emptyDraft, inputOf, oneOf } from "./storyToolDraft.ts";
import type { ToolDraft } from "./storyToolDraft.ts";
import {
  availabilityLabel,
  availabilityOptions,
  sceneAvailabilityLabel,
  sceneAvailabilityOptions,
  storyTypeLabel,
  storyTypeOptions,
  toolTypeLabel,
  toolTypeOptions,
} from "./storyToolLabels.ts";
import styles from "./CustomStoryTools.module.css";

interface StoryToolFormProps {
  /** The tool to edit; null: a new one. */
  tool: StoryToolView | null;
  models: readonly AiModelView[];
  onSaved: (tool: StoryToolView) => void;
  onCancel: () => void;
  announce: (message: string) => void;
}

/** Creating or editing an own tool: its fields, icon, first step and further steps, saved as one form. */
export function StoryToolForm({ tool, models, onSaved, onCancel, announce }: StoryToolFormProps) {
  const toast = useToast();
  const create = useCreateStoryTool();
  const update = useUpdateStoryTool();
  const save = tool ? update : create;
  const headingId = useId();
  const placeholdersId = useId();
  const [draft, setDraft] = useState<ToolDraft>(() => (tool ? draftOf(tool) : emptyDraft(models[0]?.model ?? "")));
  const [icon, setIcon] = useState<File | null>(null);
  const [isIconRemoved, setIsIconRemoved] = useState(false);
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...fieldErrorsOf(save.error), ...inputErrors };
  const problemCount = Object.keys(errors).length;

  function change(changes: Partial<ToolDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  /** The first step's settings are the tool's own fields (its model is `defaultModel`). */
  function changeFirstStep({ model, ...rest }: Partial<StepSettingsDraft>) {
    change(model === undefined ? rest : { ...rest, defaultModel: model });
  }

  function handleSaved(saved: StoryToolView) {
    toast.success(`“${saved.name}” is saved.`);
    onSaved(saved);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = inputOf(draft);
    if ("errors" in result) {
      setInputErrors(result.errors);
      return;
    }
    setInputErrors({});
    // Problems with fields are shown beside them (and counted at the top): a toast would only repeat one.
    const onError = (error: unknown) => {
      if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(`The tool was not saved: ${errorMessageOf(error)}`);
    };
    if (tool) {
      const removeIcon = isIconRemoved && !icon ? true : undefined;
      update.mutate(
        { id: tool.id, input: { ...result.input, icon: icon ?? undefined, removeIcon } },
        { onSuccess: (answer) => handleSaved(answer.storyTool), onError },
      );
    } else {
      create.mutate({ ...result.input, icon: icon ?? undefined }, { onSuccess: (answer) => handleSaved(answer.storyTool), onError });
    }
  }

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{tool ? `Edit “${tool.name}”` : "New story tool"}</h2>
      {problemCount > 0 && (
        <p className={formStyles.error} role="alert">
          {problemCount === 1 ? "One field needs your attention." : `${problemCount} fields need your attention.`} The messages are beside them.
        </p>
      )}
      <Field label="Name" hint="Shown on the tool's button in the editor." error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            maxLength={TOOL_LIMITS.name}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </Field>
      <Field label="Description" hint="What the tool does, in a sentence." error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.control}
            rows={2}
            maxLength={TOOL_LIMITS.description}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <div className={styles.twoColumns}>
        <fieldset className={styles.fieldset}>
          <legend>What it does</legend>
          <div className={styles.choices}>
            {toolTypeOptions.map((type) => (
              <label key={type} className={formStyles.checkbox}>
                <input type="radio" name={`${headingId}-type`} value={type} checked={draft.type === type} onChange={() => change({ type })} />
                <span>{toolTypeLabel[type]}</span>
              </label>
            ))}
          </div>
          {errors.type && <p className={formStyles.error}>{errors.type}</p>}
        </fieldset>
        <Field label="Works in" error={errors.storyType}>
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.storyType}
              onChange={(event) => change({ storyType: oneOf(storyTypeOptions, event.target.value, "ALL") })}
            >
              {storyTypeOptions.map((storyType) => (
                <option key={storyType} value={storyType}>
                  {storyTypeLabel[storyType]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <IconField
        current={tool?.icon ?? null}
        chosen={icon}
        isRemoved={isIconRemoved}
        error={errors.icon ?? errors.removeIcon}
        onChoose={setIcon}
        onRemove={setIsIconRemoved}
      />
      <div className={styles.twoColumns}>
        <Field label="Available" hint="The editor offers the tool only then." error={errors.availability}>
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.availability}
              onChange={(event) => change({ availability: oneOf(availabilityOptions, event.target.value, "") })}
            >
              {availabilityOptions.map((availability) => (
                <option key={availability} value={availability}>
                  {availabilityLabel[availability]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Offered" error={errors.sceneAvailability}>
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.sceneAvailability}
              onChange={(event) => change({ sceneAvailability: oneOf(sceneAvailabilityOptions, event.target.value, "DEFAULT") })}
            >
              {sceneAvailabilityOptions.map((where) => (
                <option key={where} value={where}>
                  {sceneAvailabilityLabel[where]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={draft.withUserInstructions} onChange={(event) => change({ withUserInstructions: event.target.checked })} />
          <span>Ask for the author's instructions when the tool runs</span>
        </label>
        {errors.withUserInstructions && <p className={formStyles.error}>{errors.withUserInstructions}</p>}
      </div>
      {draft.withUserInstructions && (
        <Field
          label="Default instructions"
          hint="Used when the author leaves the box empty; {{userInstructions}} puts them in a step."
          error={errors.userInstructions}
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              rows={2}
              maxLength={TOOL_LIMITS.userInstructions}
              value={draft.userInstructions}
              onChange={(event) => change({ userInstructions: event.target.value })}
            />
          )}
        </Field>
      )}
      <PlaceholderHelp id={placeholdersId} />
      <fieldset className={styles.fieldset}>
        <legend>Step 1</legend>
        <StepFields
          stepName="step 1"
          draft={{ ...draft, model: draft.defaultModel }}
          models={models}
          errors={{ ...errors, model: errors.defaultModel }}
          onChange={changeFirstStep}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Further steps</legend>
        <p className={formStyles.hint}>Each step works on the previous step's output, in order. A one-step tool needs none.</p>
        <StepsEditor steps={draft.steps} models={models} errors={errors} onChange={(steps) => change({ steps })} announce={announce} />
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save tool"}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
