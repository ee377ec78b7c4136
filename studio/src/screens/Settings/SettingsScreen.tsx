import { useState } from "react";
import type { FormEvent } from "react";
import type { AuthorProfileView } from "@storyloom/api/client";
import { useAuthorProfile, useUpdateAuthorProfile } from "../../api/authorProfile.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";

type ThemeChoice = "" | "LIGHT" | "GREY" | "DARK";

interface SettingsDraft {
  theme: ThemeChoice;
  editorChaptersCollapsed: boolean;
  hideStatsFromPublic: boolean;
}

function draftOf(profile: AuthorProfileView): SettingsDraft {
  return { theme: profile.theme ?? "", editorChaptersCollapsed: profile.editorChaptersCollapsed, hideStatsFromPublic: profile.hideStatsFromPublic };
}

function SettingsForm({ profile }: { profile: AuthorProfileView }) {
  const toast = useToast();
  const update = useUpdateAuthorProfile();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(profile));
  const errors = fieldErrorsOf(update.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        theme: draft.theme === "" ? null : draft.theme,
        editorChaptersCollapsed: draft.editorChaptersCollapsed,
        hideStatsFromPublic: draft.hideStatsFromPublic,
      },
      {
        onSuccess: (answer) => {
          setDraft(draftOf(answer.authorProfile));
          toast.success("Your settings are saved.");
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <Field label="Theme your readers see" hint="Readers who chose their own theme keep it; everyone else reads your books in this one." error={errors.theme}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={draft.theme}
            onChange={(event) => setDraft((current) => ({ ...current, theme: event.target.value as ThemeChoice }))}
          >
            <option value="">Light (the default)</option>
            <option value="LIGHT">Light</option>
            <option value="GREY">Grey</option>
            <option value="DARK">Dark</option>
          </select>
        )}
      </Field>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={draft.editorChaptersCollapsed}
          onChange={(event) => setDraft((current) => ({ ...current, editorChaptersCollapsed: event.target.checked }))}
        />
        <span>Open the editor with the chapter list collapsed</span>
      </label>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={draft.hideStatsFromPublic}
          onChange={(event) => setDraft((current) => ({ ...current, hideStatsFromPublic: event.target.checked }))}
        />
        <span>Hide how many readers and views my books have from the public</span>
      </label>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save settings"}
        </button>
      </div>
    </form>
  );
}

export function SettingsScreen() {
  const profile = useAuthorProfile();
  return (
    <>
      <PageHeader title="Settings">
        <p>How the studio and your books behave for you and your readers.</p>
      </PageHeader>
      {profile.isPending && <p role="status">Loading your settings…</p>}
      {profile.isError && <LoadFailed title="Your settings could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && <SettingsForm profile={profile.data.authorProfile} />}
    </>
  );
}
