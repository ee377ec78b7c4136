import { useState } from "react";
import { useAuthorProfile, useUpdateAuthorProfile } from "../../api/authorProfile.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import styles from "./AiScreen.module.css";

/**
 * The AI terms an author accepts before the AI tools run for them (a call
 * without them is refused with `ai_terms_not_accepted`), and the suspension a
 * moderation flag may have set, which only support lifts.
 */
export function AiTermsSection() {
  const profile = useAuthorProfile();
  const update = useUpdateAuthorProfile();
  const toast = useToast();
  const author = profile.data?.authorProfile;
  // Shown at once while it is saved; the server's answer (or a failure) settles it.
  const [pending, setPending] = useState<boolean | null>(null);

  function handleChange(accepted: boolean) {
    setPending(accepted);
    update.mutate(
      { aiTermsAccepted: accepted },
      {
        onSuccess: () =>
          toast.success(
            accepted ? "You accepted the AI terms: the AI tools are yours to use." : "You withdrew from the AI terms: the AI tools will not run for you.",
          ),
        onError: (error) => toast.error(errorMessageOf(error)),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="ai-terms-heading">
      <h2 id="ai-terms-heading">AI terms</h2>
      {profile.isPending && <p role="status">Loading your AI terms…</p>}
      {profile.isError && (
        <LoadFailed title="Your AI terms could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
      )}
      {author && (
        <>
          <ul className={styles.terms}>
            <li>
              What you send to an AI tool (your selected text, your instructions and your book's story bible) goes to the AI provider to write the answer.
            </li>
            <li>
              Your input is checked by the provider's moderation first; input that breaks its rules is refused and recorded, and some can pause your AI tools
              until support reviews it.
            </li>
            <li>Every run is charged to your AI balance at the model's price per token; you see the most it can cost before it runs and what it cost after.</li>
            <li>What the AI writes is yours to keep, change or discard; you are responsible for what you publish.</li>
          </ul>
          {author.aiSuspendedByModeration && (
            <p className={styles.warning} role="note">
              Your AI tools are paused after a moderation flag. Support will review it and can restore them.
            </p>
          )}
          <label className={styles.termsCheck}>
            <input type="checkbox" checked={pending ?? author.aiTermsAccepted} onChange={(event) => handleChange(event.target.checked)} />I accept the AI terms
          </label>
        </>
      )}
    </section>
  );
}
