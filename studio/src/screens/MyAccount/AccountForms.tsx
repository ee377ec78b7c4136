import { useState } from "react";
import type { FormEvent } from "react";
import { useChangeEmail, useChangePassword, useSignOutOtherSessions } from "../../api/account.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { useToast } from "../../components/Toasts/useToast.ts";

function sessionsEnded(count: number): string {
  return count === 0 ? "" : count === 1 ? " One other session was signed out." : ` ${count} other sessions were signed out.`;
}

export function ChangeEmailForm({ email }: { email: string }) {
  const toast = useToast();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState(email);
  const [currentPassword, setCurrentPassword] = useState("");
  const errors = fieldErrorsOf(change.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(
      { email: newEmail, currentPassword },
      {
        onSuccess: (answer) => {
          setCurrentPassword("");
          toast.success(`You now sign in with ${answer.user.email}.${sessionsEnded(answer.endedSessions)}`);
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby="change-email">
      <h2 id="change-email">E-mail</h2>
      <Field label="E-mail address" error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label="Current password" hint="To confirm it is you." error={errors.currentPassword}>
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
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? "Saving…" : "Change e-mail"}
        </button>
      </div>
    </form>
  );
}

export function ChangePasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const errors = fieldErrorsOf(change.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          setCurrentPassword("");
          setNewPassword("");
          toast.success(`Your password is changed.${sessionsEnded(answer.endedSessions)}`);
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby="change-password">
      <h2 id="change-password">Password</h2>
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
      <Field label="New password" hint="At least 8 characters." error={errors.newPassword}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        )}
      </Field>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? "Saving…" : "Change password"}
        </button>
      </div>
    </form>
  );
}

export function OtherSessions() {
  const toast = useToast();
  const signOut = useSignOutOtherSessions();

  function handleClick() {
    signOut.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(
          answer.endedSessions === 0
            ? "You were not signed in anywhere else."
            : `Signed out of ${answer.endedSessions} other ${answer.endedSessions === 1 ? "session" : "sessions"}.`,
        ),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  return (
    <section className={formStyles.form} aria-labelledby="other-sessions">
      <h2 id="other-sessions">Other sessions</h2>
      <p>Signed in on a shared computer or a lost phone? Sign out everywhere but here.</p>
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={handleClick} disabled={signOut.isPending}>
          {signOut.isPending ? "Signing out…" : "Sign out of other sessions"}
        </button>
      </div>
    </section>
  );
}
