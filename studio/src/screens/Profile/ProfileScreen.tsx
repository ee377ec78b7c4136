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
import { bioHtmlToText, bioTextToHtml } from "./bioText.ts";

interface ProfileDraft {
  name: string;
  website: string;
  twitter: string;
  bio: string;
}

function draftOf(profile: AuthorProfileView): ProfileDraft {
  return { name: profile.name ?? "", website: profile.website ?? "", twitter: profile.twitter ?? "", bio: bioHtmlToText(profile.bio) };
}

function ProfileForm({ profile }: { profile: AuthorProfileView }) {
  const toast = useToast();
  const update = useUpdateAuthorProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const errors = fieldErrorsOf(update.error);

  function handleChange(field: keyof ProfileDraft) {
    return (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { name: draft.name, website: draft.website, twitter: draft.twitter, bio: bioTextToHtml(draft.bio) },
      {
        onSuccess: (answer) => {
          setDraft(draftOf(answer.authorProfile));
          toast.success("Your profile is saved.");
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <Field label="Author name" hint="How readers see you on your books and your author page." error={errors.name}>
        {(control) => <input {...control} className={formStyles.control} value={draft.name} onChange={handleChange("name")} maxLength={40} required />}
      </Field>
      <Field label="Website" hint="Starting with https://" error={errors.website}>
        {(control) => (
          <input {...control} className={formStyles.control} type="url" value={draft.website} onChange={handleChange("website")} placeholder="https://" />
        )}
      </Field>
      <Field label="Twitter" hint="Your handle, such as @storyloom." error={errors.twitter}>
        {(control) => <input {...control} className={formStyles.control} value={draft.twitter} onChange={handleChange("twitter")} />}
      </Field>
      <Field label="Bio" hint="A few words about you and what you write. A blank line starts a new paragraph." error={errors.bio}>
        {(control) => <textarea {...control} className={formStyles.control} value={draft.bio} onChange={handleChange("bio")} maxLength={4000} />}
      </Field>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save profile"}
        </button>
      </div>
    </form>
  );
}

export function ProfileScreen() {
  const profile = useAuthorProfile();
  return (
    <>
      <PageHeader title="Profile">
        <p>Your author profile, as readers see it.</p>
      </PageHeader>
      {profile.isPending && <p role="status">Loading your profile…</p>}
      {profile.isError && <LoadFailed title="Your profile could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileForm profile={profile.data.authorProfile} />}
    </>
  );
}
