import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import type { AiModelView, AiPlotTemplateView } from "@storyloom/api/client";
import { useRestoreAiPlotTemplate, useUpdateAiPlotTemplate } from "../../api/aiPlotTemplates.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";
import { aiServiceLabel, aiServices, modelOptionLabel } from "./aiLabels.ts";
import {
  TEMPLATE_PLACEHOLDERS,
  bodyOfTemplateDraft,
  draftOfTemplate,
  insertPlaceholder,
  isTemplateDraftChanged,
  templateFields,
  variablesErrorOf,
  withVariable,
} from "./promptTemplateDraft.ts";
import type { TemplateDraft } from "./promptTemplateDraft.ts";
import styles from "./PromptTemplates.module.css";

interface PromptTemplateFormProps {
  template: AiPlotTemplateView;
  models: readonly AiModelView[];
  /** Tells the preview whether it would show something other than what is on screen. */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * One template's form: name, instructions with the placeholders to insert,
 * the variables it declares, and its model and sampling. Save sends it all;
 * the server's messages (an undeclared placeholder, a range) appear under
 * their fields. "Restore the default" asks first, then deletes the author's version.
 */
export function PromptTemplateForm({ template, models, onDirtyChange }: PromptTemplateFormProps) {
  const toast = useToast();
  const update = useUpdateAiPlotTemplate();
  const restore = useRestoreAiPlotTemplate();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOfTemplate(template));
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  const [isRestoring, setIsRestoring] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const variablesId = useId();
  const serverErrors = fieldErrorsOf(update.error);
  const errors = { ...serverErrors, ...inputErrors };
  const variablesError = variablesErrorOf(serverErrors);
  const isDirty = isTemplateDraftChanged(draft, template);
  const savedModel = template.advancedSettings.model;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function change(changes: Partial<TemplateDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleInsert(name: string) {
    const area = instructionsRef.current;
    const inserted = insertPlaceholder(
      draft.instructions,
      area?.selectionStart ?? draft.instructions.length,
      area?.selectionEnd ?? draft.instructions.length,
      name,
    );
    // A placeholder put in from the list is declared with it: otherwise the save would be refused.
    change({ instructions: inserted.text, variables: withVariable(draft.variables, name) });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(inserted.caret, inserted.caret);
    });
  }

  function handleVariable(name: string, isUsed: boolean) {
    change({ variables: isUsed ? withVariable(draft.variables, name) : draft.variables.filter((entry) => entry !== name) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = bodyOfTemplateDraft(draft);
    if ("errors" in result) {
      setInputErrors(result.errors);
      return;
    }
    setInputErrors({});
    update.mutate(
      { id: template.id, body: result.body },
      {
        onSuccess: (answer) => {
          setDraft(draftOfTemplate(answer.aiPlotTemplate));
          toast.success(`“${answer.aiPlotTemplate.name}” is saved: the tool now uses your version.`);
        },
        onError: (error) => {
          toast.error(errorMessageOf(error));
          // The first field the server refused gets the focus, its message read with it.
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        },
      },
    );
  }

  function handleRestore() {
    restore.mutate(template.id, {
      onSuccess: (answer) => {
        setDraft(draftOfTemplate(answer.aiPlotTemplate));
        setInputErrors({});
        update.reset();
        setIsRestoring(false);
        // The button that opened the dialog is gone with the author's version: focus goes on to Save.
        requestAnimationFrame(() => saveRef.current?.focus());
        toast.success(`The default “${answer.aiPlotTemplate.name}” is back.`);
      },
      onError: (error) => {
        setIsRestoring(false);
        toast.error(errorMessageOf(error));
      },
    });
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={`Edit the template “${template.name}”`}>
      <Field label="Name" error={errors[templateFields.name]}>
        {(control) => (
          <input {...control} className={formStyles.control} value={draft.name} autoComplete="off" onChange={(event) => change({ name: event.target.value })} />
        )}
      </Field>
      <div className={styles.instructions}>
        <Field
          label="Instructions"
          hint="What the tool is told before your request. Placeholders in double braces are filled from the book when it runs."
          error={errors[templateFields.instructions]}
        >
          {(control) => (
            <textarea
              {...control}
              ref={instructionsRef}
              className={`${formStyles.control} ${styles.instructionsText}`}
              rows={12}
              value={draft.instructions}
              onChange={(event) => change({ instructions: event.target.value })}
            />
          )}
        </Field>
        <div className={styles.chips} role="group" aria-label="Insert a placeholder">
          {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
            <button
              key={placeholder.name}
              type="button"
              className={styles.chip}
              aria-label={`Insert {{${placeholder.name}}}: ${placeholder.meaning.toLowerCase()}`}
              title={placeholder.meaning}
              onClick={() => handleInsert(placeholder.name)}
            >
              {`{{${placeholder.name}}}`}
            </button>
          ))}
        </div>
      </div>
      <fieldset className={styles.variables} aria-describedby={variablesError ? `${variablesId}-error` : `${variablesId}-hint`}>
        <legend className={formStyles.label}>Variables</legend>
        <p id={`${variablesId}-hint`} className={formStyles.hint}>
          The placeholders these instructions may use. A placeholder that is not ticked here is refused when you save.
        </p>
        <div className={styles.variableList}>
          {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
            <label key={placeholder.name} className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={draft.variables.includes(placeholder.name)}
                onChange={(event) => handleVariable(placeholder.name, event.target.checked)}
              />
              <span>
                <code>{`{{${placeholder.name}}}`}</code> <span className={formStyles.hint}>{placeholder.meaning}</span>
              </span>
            </label>
          ))}
        </div>
        {variablesError && (
          <p id={`${variablesId}-error`} className={formStyles.error} role="alert">
            {variablesError}
          </p>
        )}
      </fieldset>
      <details className={styles.advanced}>
        <summary>Advanced settings</summary>
        <div className={styles.advancedFields}>
          <Field label="Temperature" hint="From 0 to 2. Empty: your preferences, else the tool's own." error={errors[templateFields.temperature]}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                inputMode="decimal"
                autoComplete="off"
                value={draft.temperature}
                placeholder="Default"
                onChange={(event) => change({ temperature: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Maximum output tokens"
            hint="From 16 to 200,000. Empty: your preferences, else the tool's own."
            error={errors[templateFields.maxOutputTokens]}
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                inputMode="numeric"
                autoComplete="off"
                value={draft.maxOutputTokens}
                placeholder="Default"
                onChange={(event) => change({ maxOutputTokens: event.target.value })}
              />
            )}
          </Field>
          <Field label="Model" hint="Prices are per million tokens, for what the model reads (in) and writes (out)." error={errors[templateFields.model]}>
            {(control) => (
              <select {...control} className={formStyles.control} value={draft.model} onChange={(event) => change({ model: event.target.value })}>
                <option value="">Your preferred model</option>
                {savedModel && !models.some((model) => model.model === savedModel) && <option value={savedModel}>{savedModel}</option>}
                {aiServices.map((service) => (
                  <optgroup key={service} label={aiServiceLabel[service]}>
                    {models
                      .filter((model) => model.service === service)
                      .map((model) => (
                        <option key={model.model} value={model.model}>
                          {modelOptionLabel(model)}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
        </div>
      </details>
      <div className={styles.actions}>
        <button ref={saveRef} type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save template"}
        </button>
        {isDirty && (
          <button type="button" className="button" onClick={() => setDraft(draftOfTemplate(template))}>
            Undo my changes
          </button>
        )}
        {template.isCustomized && (
          <button type="button" className="button" onClick={() => setIsRestoring(true)}>
            Restore the default
          </button>
        )}
      </div>
      <ConfirmDialog
        open={isRestoring}
        title="Restore the default template?"
        confirmLabel="Delete my version"
        tone="danger"
        isPending={restore.isPending}
        onConfirm={handleRestore}
        onCancel={() => setIsRestoring(false)}
      >
        <p>Your version of “{template.name}” is deleted, and the tool goes back to the product&apos;s default instructions and settings.</p>
      </ConfirmDialog>
    </form>
  );
}
