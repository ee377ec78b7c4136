import { useState } from "react";
import { useAuthorProfile } from "../../api/authorProfile.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import {
  useAuthorSubscriptionPrices,
  useCancelSubscriber,
  useSeriesSubscriptionPrices,
  useSubscribers,
  useUpdateAuthorSubscriptionPrices,
  useUpdateSeriesSubscriptionPrices,
} from "../../api/subscriptions.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { formatCents } from "@storyloom/api/client";
import { SubscriptionPricesForm } from "./SubscriptionPricesForm.tsx";
import styles from "./MyAccountScreen.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function AuthorPrices() {
  const toast = useToast();
  const answer = useAuthorSubscriptionPrices();
  const save = useUpdateAuthorSubscriptionPrices();
  if (answer.isPending) return <p role="status">Loading your subscription…</p>;
  if (answer.isError)
    return (
      <LoadFailed title="Your subscription could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
    );
  return (
    <SubscriptionPricesForm
      idPrefix="author-prices"
      title="Your subscription"
      subscriptionEnabled={answer.data.subscriptionEnabled}
      prices={answer.data.prices}
      isSaving={save.isPending}
      error={save.error}
      onSave={({ subscriptionEnabled, prices }) =>
        save.mutate(
          { subscriptionEnabled, prices },
          {
            onSuccess: (saved) =>
              toast.success(
                saved.subscriptionEnabled
                  ? "Your subscription prices are saved and offered to readers."
                  : "Your subscription prices are saved; the subscription is not offered.",
              ),
          },
        )
      }
    />
  );
}

function SeriesPrices() {
  const toast = useToast();
  const answer = useSeriesSubscriptionPrices();
  const save = useUpdateSeriesSubscriptionPrices();
  const [savingId, setSavingId] = useState<number | null>(null);
  if (answer.isPending) return <p role="status">Loading your series…</p>;
  if (answer.isError)
    return <LoadFailed title="Your series could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />;
  if (answer.data.series.length === 0) return <p>Series you create can have a subscription of their own, which opens every book of the series.</p>;
  return (
    <>
      {answer.data.series.map((series) => (
        <SubscriptionPricesForm
          key={series.seriesId}
          idPrefix={`series-prices-${series.seriesId}`}
          title={`Series: ${series.title}`}
          subscriptionEnabled={series.subscriptionEnabled}
          defaultSubscription={series.defaultSubscription}
          prices={series.prices}
          isSaving={save.isPending && savingId === series.seriesId}
          error={savingId === series.seriesId ? save.error : null}
          onSave={(submission) => {
            setSavingId(series.seriesId);
            save.mutate({ seriesId: series.seriesId, body: submission }, { onSuccess: () => toast.success(`The prices of “${series.title}” are saved.`) });
          }}
        />
      ))}
    </>
  );
}

function Subscribers() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const answer = useSubscribers(page);
  const cancel = useCancelSubscriber();
  const [ending, setEnding] = useState<{ subscriptionId: number; type: "AUTHOR" | "SERIES"; who: string } | null>(null);
  const subscribers = answer.data;
  return (
    <>
      <h3 className={styles.subheading} id="subscribers-heading">
        Subscribers
      </h3>
      {answer.isPending && <p role="status">Loading your subscribers…</p>}
      {answer.isError && !subscribers && (
        <LoadFailed title="Your subscribers could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      )}
      {subscribers && subscribers.total === 0 && <p>No one subscribes yet. Readers see your subscription on your books' locked chapters.</p>}
      {subscribers && subscribers.items.length > 0 && (
        <div className={styles.tableScroller} role="region" aria-label="Subscribers table" tabIndex={0}>
          <table className={styles.table} aria-labelledby="subscribers-heading">
            <thead>
              <tr>
                <th scope="col">Reader</th>
                <th scope="col">To</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col">Paid until</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.items.map((subscriber) => (
                <tr key={`${subscriber.type}-${subscriber.subscriptionId}`}>
                  <td>{subscriber.readerName ?? "A reader"}</td>
                  <td>{subscriber.type === "AUTHOR" ? "You" : subscriber.name}</td>
                  <td className={styles.number}>
                    {formatCents(subscriber.amount)} per {subscriber.interval}
                  </td>
                  <td>
                    {subscriber.currentPeriodEnd && (
                      <time dateTime={subscriber.currentPeriodEnd}>{dateFormat.format(new Date(subscriber.currentPeriodEnd))}</time>
                    )}
                    {subscriber.cancelAtPeriodEnd && <> (ends then)</>}
                  </td>
                  <td>
                    {!subscriber.cancelAtPeriodEnd && (
                      <button
                        type="button"
                        className="button"
                        onClick={() =>
                          setEnding({ subscriptionId: subscriber.subscriptionId, type: subscriber.type, who: subscriber.readerName ?? "this reader" })
                        }
                      >
                        End subscription
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {subscribers && (
        <Pagination
          label="Subscribers"
          page={subscribers.page}
          pageCount={pageCountOf(subscribers.total, STUDIO_PAGE_SIZE)}
          isDisabled={answer.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
      {ending && (
        <ConfirmDialog
          open
          title={`End ${ending.who}'s subscription?`}
          confirmLabel="End subscription"
          tone="danger"
          isPending={cancel.isPending}
          onCancel={() => setEnding(null)}
          onConfirm={() =>
            cancel.mutate(
              { subscriptionId: ending.subscriptionId, type: ending.type },
              {
                onSuccess: () => toast.success("The subscription ends at the end of the period paid for; it will not renew."),
                onError: (error) => toast.error(errorMessageOf(error)),
                onSettled: () => setEnding(null),
              },
            )
          }
        >
          <p>They keep reading until the end of the period they paid for; it will not renew, and they cannot resume it.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The author's subscriptions: their own and each series' prices, and their subscribers. Prices need a verified payout account. */
export function SubscriptionsSection() {
  const profile = useAuthorProfile();
  const canSell = profile.data?.authorProfile.paymentConnectionStatus === "VALIDATED";
  return (
    <section className={styles.details} id="subscriptions" aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading">Subscriptions</h2>
      <p>
        Subscribers read every book of yours (or of the series) while they pay, including chapters for subscribers only. Readers may choose to pay more than
        your price. A changed price applies to new subscribers; those already subscribed keep theirs.
      </p>
      {profile.data && !canSell && (
        <EmptyState title="Connect a payout account first">
          <p>Subscriptions are paid to your payout account, so their prices can be set once it is verified (see Payouts above).</p>
        </EmptyState>
      )}
      {canSell && (
        <div className={styles.forms}>
          <AuthorPrices />
          <SeriesPrices />
        </div>
      )}
      <Subscribers />
    </section>
  );
}
