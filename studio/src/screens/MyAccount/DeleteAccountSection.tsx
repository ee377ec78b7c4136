import { useState } from "react";
import type { FormEvent } from "react";
import { useDeleteAccount } from "../../api/account.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import styles from "./MyAccountScreen.module.css";

/**
 * Deleting the account, last on /my-account: what goes and what stays said
 * first; the password and the word DELETE confirm it. Once deleted, the
 * browser leaves for the storefront's home (the session is gone).
 */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [currentPassword, setCurrentPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const errors = fieldErrorsOf(remove.error);
  const general = remove.error && Object.keys(errors).length === 0 ? errorMessageOf(remove.error) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate({ currentPassword, confirm }, { onSuccess: () => window.location.assign("/") });
  }

  return (
    <section className={styles.details} id="delete-account" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete your account</h2>
      <p>
        Your e-mail, password, names, pictures, profile, reviews and saved cards are erased, and you are signed out everywhere. Subscriptions you pay for are
        cancelled at once; readers subscribed to you are not charged again. Records of payments stay, without your name, as the law and the authors you paid
        need them. This cannot be undone.
      </p>
      <p>If you publish books, unpublish them first: readers who bought them keep reading until you do.</p>
      <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-label="Delete your account">
        <Field label="Current password" error={errors.currentPassword}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label="Type DELETE to confirm" error={errors.confirm}>
          {(control) => (
            <input {...control} className={formStyles.control} autoComplete="off" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          )}
        </Field>
        {general && <p role="alert">{general}</p>}
        <div className={formStyles.actions}>
          <button type="submit" className="button button-danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </section>
  );
}
