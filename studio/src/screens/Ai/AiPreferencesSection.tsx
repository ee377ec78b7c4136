import { useState } from "react";
import type { FormEvent } from "react";
import type { AiPreferencesView, AiStatusView, SceneType } from "@storyloom/api/client";
import { useAiPreferences, useAiStatus, useSaveAiPreferences } from "../../api/ai.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { aiServiceLabel, aiServices, modelOptionLabel, sceneTypeLabel, sceneTypes } from "./aiLabels.ts";
import type { AiService } from "./aiLabels.ts";
import { bodyOf, draftOf, preferenceFields } from "./preferencesDraft.ts";
import type { PreferencesDraft } from "./preferencesDraft.ts";
import styles from "./AiScreen.module.css";

function isSceneType(value: string): value is SceneType {
  return value in sceneTypeLabel;
}

function ProviderChoice({
  status,
  value,
  error,
  onChange,
}: {
  status: AiStatusView;
  value: AiService;
  error: string | undefined;
  onChange: (service: AiService) => void;
}) {
  const isAnyConfigured = aiServices.some((service) => status.services[service].configured);
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={error ? "ai-provider-error" : undefined}>
      <legend className={formStyles.label}>Preferred provider</legend>
      {!isAnyConfigured && <p className={formStyles.hint}>Neither provider is configured on this server, so there is no provider to choose yet.</p>}
      {aiServices.map((service) => {
        const { configured } = status.services[service];
        const hintId = `ai-provider-${service}-hint`;
        return (
          <div key={service} className={`${styles.choice} ${configured ? "" : styles.choiceDisabled}`}>
            <label className={formStyles.checkbox}>
              <input
                type="radio"
                name="ai-preferred-service"
                value={service}
                checked={value === service}
                disabled={!configured}
                aria-describedby={hintId}
                onChange={() => onChange(service)}
              />
              <span>{aiServiceLabel[service]}</span>
            </label>
            <span id={hintId} className={formStyles.hint}>
              {configured ? (status.simulated ? "Available (simulated)" : "Available") : "Not configured on this server"}
            </span>
          </div>
        );
      })}
      {error && (
        <p id="ai-provider-error" className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PreferencesForm({ preferences, status }: { preferences: AiPreferencesView; status: AiStatusView }) {
  const toast = useToast();
  const save = useSaveAiPreferences();
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftOf(preferences));
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(save.error), ...inputErrors };

  function update(changes: Partial<PreferencesDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleModelChange(service: AiService, model: string) {
    setDraft((current) => ({ ...current, preferredModels: { ...current.preferredModels, [service]: model } }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = bodyOf(draft);
    if ("errors" in result) {
      setInputErrors(result.errors);
      return;
    }
    setInputErrors({});
    save.mutate(result.body, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer.aiPreferences));
        toast.success("Your AI preferences are saved.");
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  return (
    <form className={`${formStyles.form} ${styles.preferencesForm}`} onSubmit={handleSubmit} noValidate aria-labelledby="ai-preferences-heading">
      <div>
        <h2 id="ai-preferences-heading">Preferences</h2>
        <p className={formStyles.hint}>What the AI writing tools use unless you choose otherwise in a tool.</p>
      </div>
      <ProviderChoice
        status={status}
        value={draft.preferredService}
        error={errors[preferenceFields.preferredService]}
        onChange={(service) => update({ preferredService: service })}
      />
      {aiServices.map((service) => (
        <Field
          key={service}
          label={`${aiServiceLabel[service]} model`}
          hint={
            status.services[service].configured
              ? "Prices are per million tokens, for what the model reads (in) and writes (out)."
              : `Kept for when ${aiServiceLabel[service]} is configured on this server. Prices are per million tokens.`
          }
          error={errors[preferenceFields.model(service)]}
        >
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.preferredModels[service]}
              onChange={(event) => handleModelChange(service, event.target.value)}
            >
              {status.models
                .filter((model) => model.service === service)
                .map((model) => (
                  <option key={model.model} value={model.model}>
                    {modelOptionLabel(model)}
                  </option>
                ))}
            </select>
          )}
        </Field>
      ))}
      <Field label="Scene type" hint="The kind of scene the scene tools write when you do not pick one." error={errors[preferenceFields.sceneType]}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={draft.sceneType}
            onChange={(event) => update({ sceneType: isSceneType(event.target.value) ? event.target.value : "" })}
          >
            <option value="">No preference</option>
            {sceneTypes.map((type) => (
              <option key={type} value={type}>
                {sceneTypeLabel[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.numberFields}>
        <Field
          label="Temperature"
          hint="From 0 to 2: lower writes more predictably, higher more inventively. Empty: each tool's own."
          error={errors[preferenceFields.temperature]}
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              inputMode="decimal"
              autoComplete="off"
              value={draft.temperature}
              onChange={(event) => update({ temperature: event.target.value })}
              placeholder="Tool default"
            />
          )}
        </Field>
        <Field
          label="Maximum output tokens"
          hint="From 16 to 200,000; never more than the model allows or your balance pays for. Empty: each tool's own."
          error={errors[preferenceFields.maxOutputTokens]}
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              inputMode="numeric"
              autoComplete="off"
              value={draft.maxOutputTokens}
              onChange={(event) => update({ maxOutputTokens: event.target.value })}
              placeholder="Tool default"
            />
          )}
        </Field>
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save preferences"}
        </button>
      </div>
    </form>
  );
}

/** The defaults the AI tools write with: provider, model per provider, scene type, temperature and output length. */
export function AiPreferencesSection() {
  const preferences = useAiPreferences();
  const status = useAiStatus();
  if (preferences.isError || status.isError) {
    const failed = preferences.isError ? preferences : status;
    return (
      <LoadFailed
        title="Your AI preferences could not be loaded"
        error={failed.error}
        onRetry={() => {
          if (preferences.isError) void preferences.refetch();
          if (status.isError) void status.refetch();
        }}
        isRetrying={preferences.isFetching || status.isFetching}
      />
    );
  }
  if (!preferences.data || !status.data) return <p role="status">Loading your AI preferences…</p>;
  return <PreferencesForm preferences={preferences.data.aiPreferences} status={status.data.status} />;
}
