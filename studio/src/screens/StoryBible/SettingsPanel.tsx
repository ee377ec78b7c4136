import { useState } from "react";
import type { FormEvent } from "react";
import type { StoryBookSettingsView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import type { Id } from "../../api/session.ts";
import { useSaveStoryBookSettings, useStoryBookSettings } from "../../api/storyBible.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { isCustomStyle, pointOfViewLabels, settingsBodyOf, settingsDraftOf, storyLengthLabels, storyStyleLabels } from "./storySettings.ts";
import type { SettingsDraft } from "./storySettings.ts";

const choices: { name: "length" | "style" | "pointOfView"; label: string; hint: string; labels: Readonly<Record<string, string>> }[] = [
  { name: "length", label: "Length", hint: "How long the story is meant to be.", labels: storyLengthLabels },
  { name: "style", label: "Style", hint: "How the prose reads. Choose Custom to describe a style of your own.", labels: storyStyleLabels },
  { name: "pointOfView", label: "Point of view", hint: "Whose eyes the story is told through.", labels: pointOfViewLabels },
];

function SettingsForm({ bookId, settings }: { bookId: Id; settings: StoryBookSettingsView }) {
  const toast = useToast();
  const save = useSaveStoryBookSettings(bookId);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const errors = fieldErrorsOf(save.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Not disabled while saving: a disabled button would drop the keyboard focus.
    if (save.isPending) return;
    save.mutate(settingsBodyOf(draft), {
      onSuccess: (answer) => {
        setDraft(settingsDraftOf(answer.storyBookSettings));
        toast.success("Story settings saved.");
      },
      onError: (error) => toast.error(`The story settings are not saved: ${errorMessageOf(error)}`),
    });
  }

  return (
    <form className={formStyles.form} aria-label="Story settings" onSubmit={handleSubmit} noValidate>
      {choices.map((choice) => (
        <Field key={choice.name} label={choice.label} hint={choice.hint} error={errors[choice.name]}>
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft[choice.name]}
              onChange={(event) => setDraft({ ...draft, [choice.name]: event.target.value })}
            >
              <option value="">Not chosen</option>
              {Object.entries(choice.labels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      {isCustomStyle(draft) && (
        <Field
          label="Style description"
          hint="Required for a custom style: the voice, rhythm and tone you want, in your words."
          error={errors.styleDescription}
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              value={draft.styleDescription}
              onChange={(event) => setDraft({ ...draft, styleDescription: event.target.value })}
            />
          )}
        </Field>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary">
          {save.isPending ? "Saving…" : "Save story settings"}
        </button>
        {settings.updatedAt === null && <span className={formStyles.status}>Not saved yet.</span>}
      </div>
    </form>
  );
}

/** How the book is told: its length, style and point of view. */
export function SettingsPanel({ bookId }: { bookId: Id }) {
  const settings = useStoryBookSettings(bookId);
  if (!settings.data) {
    if (settings.isError) {
      return (
        <LoadFailed
          title="The story settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      );
    }
    return <p role="status">Loading the story settings…</p>;
  }
  return <SettingsForm bookId={bookId} settings={settings.data.storyBookSettings} />;
}
