import { useState } from "react";
import type { SubscriptionView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { useCancelReaderSubscription, useReaderSubscriptions } from "../../api/subscriptions.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { formatAccountDate, formatCents, isCancellable, subscriptionState } from "@storyloom/api/client";
import styles from "./MyAccountScreen.module.css";

/** The reader's subscriptions to authors and series, with when each renews or ends; cancelling ends one at the end of its period. */
export function ReaderSubscriptionsSection() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const answer = useReaderSubscriptions(page);
  const cancel = useCancelReaderSubscription();
  const [cancelling, setCancelling] = useState<SubscriptionView | null>(null);
  const subscriptions = answer.data;
  return (
    <section className={styles.details} aria-labelledby="reader-subscriptions-heading">
      <h2 id="reader-subscriptions-heading">Your subscriptions</h2>
      {answer.isPending && <p role="status">Loading your subscriptions…</p>}
      {answer.isError && !subscriptions && (
        <LoadFailed title="Your subscriptions could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      )}
      {subscriptions && subscriptions.total === 0 && (
        <EmptyState title="No subscriptions yet">
          <p>Subscribe to an author or a series from a locked chapter to read every book of theirs while you subscribe.</p>
        </EmptyState>
      )}
      {subscriptions && subscriptions.items.length > 0 && (
        <div className={styles.tableScroller} role="region" aria-label="Subscriptions table" tabIndex={0}>
          <table className={styles.table} aria-labelledby="reader-subscriptions-heading">
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.items.map((subscription) => (
                <tr key={`${subscription.type}-${subscription.subscriptionId}`}>
                  <td>{subscription.type === "SERIES" ? `The series “${subscription.name}”` : subscription.name}</td>
                  <td className={styles.number}>
                    {formatCents(subscription.amount)} per {subscription.interval}
                  </td>
                  <td>{subscriptionState(subscription)}</td>
                  <td>
                    {isCancellable(subscription) && (
                      <button type="button" className="button" onClick={() => setCancelling(subscription)}>
                        Cancel
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {subscriptions && (
        <Pagination
          label="Subscriptions"
          page={subscriptions.page}
          pageCount={pageCountOf(subscriptions.total, STUDIO_PAGE_SIZE)}
          isDisabled={answer.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
      {cancelling && (
        <ConfirmDialog
          open
          title={`Cancel your subscription to ${cancelling.name}?`}
          confirmLabel="Cancel subscription"
          tone="danger"
          isPending={cancel.isPending}
          onCancel={() => setCancelling(null)}
          onConfirm={() =>
            cancel.mutate(
              { subscriptionId: cancelling.subscriptionId, type: cancelling.type },
              {
                onSuccess: ({ subscription }) => toast.success(`Cancelled. You keep reading until ${formatAccountDate(subscription.currentPeriodEnd)}.`),
                onError: (error) => toast.error(errorMessageOf(error)),
                onSettled: () => setCancelling(null),
              },
            )
          }
        >
          <p>
            You keep reading until the end of the period you paid for ({formatAccountDate(cancelling.currentPeriodEnd)}); it will not renew. Subscribing again
            before then resumes it.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
