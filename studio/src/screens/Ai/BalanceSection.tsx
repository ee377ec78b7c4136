import { AI_TOP_UP_AMOUNTS } from "@storyloom/api/client";
import type { BalanceView } from "@storyloom/api/client";
import { useBalance, useStartAiTopUp } from "../../api/ai.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { formatCost, monthlyLimitState } from "./aiLabels.ts";
import styles from "./AiScreen.module.css";

function MonthlyUsage({ balance }: { balance: BalanceView }) {
  const state = monthlyLimitState(balance);
  if (balance.aiMonthlyLimit === null) {
    return (
      <div className={styles.monthly}>
        <p className={styles.monthlyLine}>No monthly limit</p>
        <p className={styles.muted}>You have used {formatCost(balance.aiMonthlyUsage)} of AI this month.</p>
      </div>
    );
  }
  return (
    <div className={styles.monthly}>
      <p className={styles.monthlyLine} id="ai-monthly-usage">
        This month: {formatCost(balance.aiMonthlyUsage)} of your {formatCost(balance.aiMonthlyLimit)} monthly limit
      </p>
      <meter
        className={styles.meter}
        aria-labelledby="ai-monthly-usage"
        min={0}
        max={Math.max(balance.aiMonthlyLimit, 1)}
        value={Math.min(balance.aiMonthlyUsage, balance.aiMonthlyLimit)}
        high={balance.aiMonthlyLimit * 0.8}
        optimum={0}
      />
      {state === "reached" && <p className={styles.warning}>You have reached this month's limit: the AI tools are paused until next month.</p>}
    </div>
  );
}

function BalanceDetails({ balance }: { balance: BalanceView }) {
  return (
    <>
      <p className={styles.balanceLabel}>Available</p>
      <p className={styles.balanceAmount} data-testid="balance-amount">
        {formatCost(balance.amount)}
      </p>
      {balance.held > 0 && <p className={styles.muted}>{formatCost(balance.held)} of it is held by AI calls running now.</p>}
      {balance.amount <= 0 && <p className={styles.warning}>Your balance is empty, so the AI tools are paused until you top it up.</p>}
      <MonthlyUsage balance={balance} />
    </>
  );
}

/** Adding credit: one button per amount, each opening the payment provider's checkout (and back to this page). */
function TopUp() {
  const topUp = useStartAiTopUp();
  return (
    <div className={styles.topUp} role="group" aria-labelledby="ai-top-up-label">
      <p id="ai-top-up-label" className={styles.monthlyLine}>
        Add credit
      </p>
      <div className={styles.topUpButtons}>
        {AI_TOP_UP_AMOUNTS.map((cents) => (
          <button key={cents} type="button" className="button" disabled={topUp.isPending} onClick={() => topUp.mutate(cents)}>
            ${cents / 100}
          </button>
        ))}
      </div>
      {topUp.isPending && <p role="status">Opening the payment page…</p>}
      {topUp.isError && (
        <p className={styles.warning} role="alert">
          {errorMessageOf(topUp.error)}
        </p>
      )}
    </div>
  );
}

/** The prepaid AI balance, what running calls hold, and this month's use against the monthly limit. */
export function BalanceSection() {
  // The first page of the history is the one the history section opens on: one request serves both.
  const answer = useBalance(1);
  return (
    <section className={styles.panel} aria-labelledby="ai-balance-heading">
      <h2 id="ai-balance-heading">Balance</h2>
      {answer.isPending && <p role="status">Loading your balance…</p>}
      {answer.isError && (
        <LoadFailed title="Your balance could not be loaded" error={answer.error} onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      )}
      {answer.data && <BalanceDetails balance={answer.data.balance} />}
      <TopUp />
    </section>
  );
}
