import { useState } from "react";
import type { BalanceTransactionView } from "@storyloom/api/client";
import { useBalance } from "../../api/ai.ts";
import { STUDIO_PAGE_SIZE, itemRangeOf, pageCountOf } from "../../api/paging.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { formatCost, formatTransactionTime, signedAmount, transactionTypeLabel } from "./aiLabels.ts";
import styles from "./AiScreen.module.css";

function TransactionsTable({ transactions, isBusy }: { transactions: readonly BalanceTransactionView[]; isBusy: boolean }) {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div className={styles.tableScroller} role="region" aria-label="Transactions table" tabIndex={0}>
      <table className={`${styles.table} ${styles.wideTable}`} aria-labelledby="ai-history-heading" aria-busy={isBusy}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Type</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
            <th scope="col" className={styles.number}>
              Balance after
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className={styles.nowrap}>
                <time dateTime={transaction.createdAt}>{formatTransactionTime(transaction.createdAt)}</time>
              </td>
              <td>{transaction.description ?? <span className={styles.muted}>No description</span>}</td>
              <td>{transactionTypeLabel[transaction.type]}</td>
              <td className={`${styles.number} ${transaction.isWithdrawal ? styles.debit : styles.credit}`}>{signedAmount(transaction)}</td>
              <td className={styles.number}>
                {transaction.balanceAmount === null ? <span className={styles.muted}>Not recorded</span> : formatCost(transaction.balanceAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every credit to the AI balance and every charge of the AI tools, newest first, a page at a time. */
export function TransactionHistory() {
  const [page, setPage] = useState(1);
  const answer = useBalance(page);
  const transactions = answer.data?.transactions;
  const range = transactions ? itemRangeOf(transactions.page, STUDIO_PAGE_SIZE, transactions.total) : null;
  return (
    <section className={styles.panel} aria-labelledby="ai-history-heading">
      <h2 id="ai-history-heading">Transaction history</h2>
      <p className={styles.muted} role="status">
        {answer.isPending && "Loading your transactions…"}
        {transactions && range && `Showing ${range.first}–${range.last} of ${transactions.total} ${transactions.total === 1 ? "transaction" : "transactions"}`}
      </p>
      {answer.isError && !transactions && (
        <LoadFailed title="Your transactions could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      )}
      {transactions && transactions.total === 0 && (
        <EmptyState title="No transactions yet">
          <p>Credits to your AI balance and what the AI tools spend from it will be listed here.</p>
        </EmptyState>
      )}
      {transactions && transactions.items.length > 0 && <TransactionsTable transactions={transactions.items} isBusy={answer.isPlaceholderData} />}
      {transactions && (
        <Pagination
          label="Transactions"
          page={transactions.page}
          pageCount={pageCountOf(transactions.total, STUDIO_PAGE_SIZE)}
          isDisabled={answer.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
