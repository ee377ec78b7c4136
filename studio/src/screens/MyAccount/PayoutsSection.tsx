import type { AuthorProfileView } from "@storyloom/api/client";
import { useAuthorProfile, useConnectPayoutAccount, useDisconnectPayoutAccount } from "../../api/authorProfile.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import styles from "./MyAccountScreen.module.css";

/** The referring author's share of a referred reader's first purchase (domain/src/services/payments/fees.ts). */
const REFERRAL_FEE_PERCENT = 5;

/** What each payout status means for the author (domain/src/services/payments/README.md). */
function statusText(status: AuthorProfileView["paymentConnectionStatus"]): { label: string; text: string } {
  switch (status) {
    case "VALIDATED":
      return { label: "Ready to sell", text: "Your payout account is verified: readers can buy your chapters and books, and the money reaches this account." };
    case "PENDING":
      return {
        label: "Being checked",
        text: "You have sent your details; the payment provider is checking them. Readers cannot buy from you until it is done.",
      };
    case "CONNECTED":
      return { label: "Not finished", text: "Your payout account exists but its details are not complete. Finish setting it up to start selling." };
    default:
      return {
        label: "Not connected",
        text: "Connect a payout account to sell chapters, whole books and subscriptions. Until then your paid options are hidden from readers.",
      };
  }
}

/** The author's payout account: connect or finish onboarding on the provider's pages, see its status, disconnect. */
export function PayoutsSection() {
  const profile = useAuthorProfile();
  const connect = useConnectPayoutAccount();
  const disconnect = useDisconnectPayoutAccount();
  const author = profile.data?.authorProfile;
  const status = author ? statusText(author.paymentConnectionStatus) : null;
  return (
    <section className={styles.details} id="payouts" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Payouts</h2>
      {profile.isPending && <p role="status">Loading your payout account…</p>}
      {profile.isError && (
        <LoadFailed
          title="Your payout account could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      )}
      {author && status && (
        <>
          <p>
            <strong data-testid="payout-status">{status.label}.</strong> {status.text}
          </p>
          <div className={styles.actions}>
            {author.paymentConnectionStatus !== "VALIDATED" && (
              <button type="button" className="button button-primary" disabled={connect.isPending} onClick={() => connect.mutate()}>
                {author.paymentConnectionStatus === null ? "Connect a payout account" : "Finish setting up payouts"}
              </button>
            )}
            {author.paymentConnectionStatus !== null && (
              <button type="button" className="button" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
                Disconnect
              </button>
            )}
          </div>
          {connect.isError && <p role="alert">{errorMessageOf(connect.error)}</p>}
          {disconnect.isError && <p role="alert">{errorMessageOf(disconnect.error)}</p>}
          <h3 className={styles.subheading}>Your referral link</h3>
          <p>
            Add <code>?ref={author.id}</code> to the address of any book on Storyloom and share it. When a new reader comes through it and makes their first
            purchase, you earn {REFERRAL_FEE_PERCENT} % of it, paid to your payout account out of Storyloom's fee (the book's author loses nothing).
          </p>
          <p>
            For example: <code data-testid="referral-link">{`${window.location.origin}/read?ref=${author.id}`}</code>
          </p>
        </>
      )}
    </section>
  );
}
