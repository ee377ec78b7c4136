import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { useCurrentSession } from "../../components/Shell/currentSession.ts";
import { isAdmin, isImpersonating, type SessionUser } from "../../api/session.ts";
import { ChangeEmailForm, ChangePasswordForm, OtherSessions } from "./AccountForms.tsx";
import { BalanceSection } from "../Ai/BalanceSection.tsx";
import { TransactionHistory } from "../Ai/TransactionHistory.tsx";
import { DeleteAccountSection } from "./DeleteAccountSection.tsx";
import { PayoutsSection } from "./PayoutsSection.tsx";
import { PurchasesSection } from "./PurchasesSection.tsx";
import { ReaderSubscriptionsSection } from "./ReaderSubscriptionsSection.tsx";
import { SubscriptionsSection } from "./SubscriptionsSection.tsx";
import styles from "./MyAccountScreen.module.css";

function rolesOf(user: SessionUser): string {
  const roles = [isAdmin(user) ? "Administrator" : null, user.profile ? "Author" : null, user.readerProfile ? "Reader" : null].filter((role) => role !== null);
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
      {isImpersonating(user) ? (
        <EmptyState title="Not while impersonating">
          <p>An account's e-mail, password and sessions can only be changed by its owner.</p>
        </EmptyState>
      ) : (
        <div className={styles.forms}>
          <ChangeEmailForm email={user.email} />
          <ChangePasswordForm />
          <OtherSessions />
        </div>
      )}
      {user.profile && !isImpersonating(user) && <PayoutsSection />}
      {user.profile && !isImpersonating(user) && <SubscriptionsSection />}
      {user.profile && (
        // The AI balance and its history, as on the AI page.
        <div className={styles.wide} id="ai-balance">
          <BalanceSection />
          <TransactionHistory />
        </div>
      )}
      {user.readerProfile && <PurchasesSection />}
      {user.readerProfile && <ReaderSubscriptionsSection />}
      {!isImpersonating(user) && <DeleteAccountSection />}
    </>
  );
}
