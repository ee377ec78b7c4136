import { useState } from "react";
import { usePurchases } from "../../api/purchases.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { formatCents, purchaseStatus, purchaseWhat } from "@storyloom/api/client";
import styles from "./MyAccountScreen.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The chapters and books the reader bought, newest first, with refunds; a page at a time. */
export function PurchasesSection() {
  const [page, setPage] = useState(1);
  const answer = usePurchases(page);
  const purchases = answer.data;
  return (
    <section className={styles.details} aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">Your purchases</h2>
      {answer.isPending && <p role="status">Loading your purchases…</p>}
      {answer.isError && !purchases && (
        <LoadFailed title="Your purchases could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      )}
      {purchases && purchases.total === 0 && (
        <EmptyState title="No purchases yet">
          <p>Chapters and books you buy on Storyloom are listed here, with what they cost.</p>
        </EmptyState>
      )}
      {purchases && purchases.items.length > 0 && (
        <div className={styles.tableScroller} role="region" aria-label="Purchases table" tabIndex={0}>
          <table className={styles.table} aria-labelledby="purchases-heading" aria-busy={answer.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Book</th>
                <th scope="col">What</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {purchases.items.map((purchase) => (
                <tr key={purchase.paymentId}>
                  <td>
                    <time dateTime={purchase.createdAt}>{dateFormat.format(new Date(purchase.createdAt))}</time>
                  </td>
                  <td>{purchase.bookTitle ?? "A book no longer published"}</td>
                  <td>{purchaseWhat(purchase)}</td>
                  <td className={styles.number}>{formatCents(purchase.amount)}</td>
                  <td>{purchaseStatus(purchase)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {purchases && (
        <Pagination
          label="Purchases"
          page={purchases.page}
          pageCount={pageCountOf(purchases.total, STUDIO_PAGE_SIZE)}
          isDisabled={answer.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
