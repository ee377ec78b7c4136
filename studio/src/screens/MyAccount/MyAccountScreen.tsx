import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { useCurrentSession } from "../../components/Shell/currentSession.ts";
import { isAdmin, type SessionUser } from "../../api/session.ts";
import styles from "./MyAccountScreen.module.css";

function rolesOf(user: SessionUser): string {
  const roles = [
    isAdmin(user) ? "Administrator" : null,
    user.profile ? "Author" : null,
    user.readerProfile ? "Reader" : null,
  ].filter((role) => role !== null);
  return roles.length > 0 ? roles.join(", ") : "None";
}

export function MyAccountScreen() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title="My account">
        <p>The account you are signed in with.</p>
      </PageHeader>
      <section className={styles.details} aria-labelledby="account-details">
        <h2 id="account-details">Account</h2>
        <dl className={styles.list}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Roles</dt>
          <dd>{rolesOf(user)}</dd>
        </dl>
      </section>
      <EmptyState title="Account management is not in the studio yet">
        <p>
          Changing your email or password and connecting a payout account for your sales will be done here. This part
          of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
