import type { AiModelView } from "@storyloom/api/client";
import { Field } from "../../components/Form/Field.tsx";
import { useFocusAfterMove } from "../../components/MoveFocus/useFocusAfterMove.ts";
import formStyles from "../../components/Form/Form.module.css";
import { StepFields } from "./StepFields.tsx";
import { TOOL_LIMITS, emptyStep, furtherStepNumber, moveStep, oneOf, removeStep } from "./storyToolDraft.ts";
import type { StepDraft } from "./storyToolDraft.ts";
import { effortLabel, effortOptions } from "./storyToolLabels.ts";
import styles from "./CustomStoryTools.module.css";

interface StepsEditorProps {
  steps: StepDraft[];
  models: readonly AiModelView[];
  /** Every message of the form, by the API's field names (`steps.0.instructions`…). */
  errors: Record<string, string | undefined>;
  onChange: (steps: StepDraft[]) => void;
  /** Says a move or a removal out loud (the screen's live region). */
  announce: (message: string) => void;
}

/** The steps after the tool's own: each works on the previous one's output; add, remove, reorder. */
export function StepsEditor({ steps, models, errors, onChange, announce }: StepsEditorProps) {
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLOListElement>(steps);

  function update(index: number, changes: Partial<StepDraft>) {
    onChange(steps.map((step, at) => (at === index ? { ...step, ...changes } : step)));
  }

  function handleMove(index: number, offset: number) {
    const moved = steps[index];
    onChange(moveStep(steps, index, offset));
    if (moved) focusAfterMove(moved.key, offset < 0 ? "up" : "down");
    announce(`Step ${furtherStepNumber(index)} is now step ${furtherStepNumber(index + offset)}.`);
  }

  function handleRemove(index: number) {
    onChange(removeStep(steps, index));
    announce(`Step ${furtherStepNumber(index)} is removed.`);
  }

  function handleAdd() {
    onChange([...steps, emptyStep()]);
    announce(`Step ${furtherStepNumber(steps.length)} is added.`);
  }

  return (
    <div className={styles.section}>
      {errors.steps && (
        <p className={formStyles.error} role="alert">
          {errors.steps}
        </p>
      )}
      {steps.length > 0 && (
        <ol ref={listRef} className={styles.steps} aria-label="Further steps">
          {steps.map((step, index) => {
            const stepName = `step ${furtherStepNumber(index)}`;
            const stepErrors = {
              model: errors[`steps.${index}.model`],
              instructions: errors[`steps.${index}.instructions`],
              temperature: errors[`steps.${index}.temperature`],
              maxOutput: errors[`steps.${index}.maxOutput`],
              startSequence: errors[`steps.${index}.startSequence`],
              stopSequence: errors[`steps.${index}.stopSequence`],
            };
            return (
              <li key={step.key} className={styles.step}>
                <div className={styles.stepHeader}>
                  <h3>Step {furtherStepNumber(index)}</h3>
                  <div className={styles.stepActions}>
                    <button
                      type="button"
                      className="button button-small"
                      data-move={`${step.key}-up`}
                      disabled={index === 0}
                      onClick={() => handleMove(index, -1)}
                    >
                      Move up<span className="visually-hidden"> {stepName}</span>
                    </button>
                    <button
                      type="button"
                      className="button button-small"
                      data-move={`${step.key}-down`}
                      disabled={index === steps.length - 1}
                      onClick={() => handleMove(index, 1)}
                    >
                      Move down<span className="visually-hidden"> {stepName}</span>
                    </button>
                    <button type="button" className="button button-small" onClick={() => handleRemove(index)}>
                      Remove<span className="visually-hidden"> {stepName}</span>
                    </button>
                  </div>
                </div>
                <StepFields
                  stepName={stepName}
                  draft={step}
                  models={models}
                  emptyModelLabel="Same as step 1"
                  errors={stepErrors}
                  onChange={(changes) => update(index, changes)}
                  extraAdvanced={
                    <Field
                      label={`Reasoning effort, ${stepName}`}
                      hint="For reasoning models (GPT-5); others ignore it."
                      error={errors[`steps.${index}.effort`]}
                    >
                      {(control) => (
                        <select
                          {...control}
                          className={formStyles.control}
                          value={step.effort}
                          onChange={(event) => update(index, { effort: oneOf(effortOptions, event.target.value, "") })}
                        >
                          {effortOptions.map((effort) => (
                            <option key={effort} value={effort}>
                              {effortLabel[effort]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button type="button" className="button" onClick={handleAdd} disabled={steps.length >= TOOL_LIMITS.furtherSteps}>
          Add a step
        </button>
        {steps.length >= TOOL_LIMITS.furtherSteps && <p className={formStyles.hint}>A tool can have at most {TOOL_LIMITS.furtherSteps + 1} steps.</p>}
      </div>
    </div>
  );
}
