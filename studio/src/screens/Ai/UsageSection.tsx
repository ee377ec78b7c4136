import { useState } from "react";
import type { AiModelView, AiUsageView } from "@storyloom/api/client";
import { useAiStatus, useAiUsage } from "../../api/ai.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { formatCost, formatCount, formatDay, modelLabel, serviceLabel, toolLabel } from "./aiLabels.ts";
import { CostChart } from "./CostChart.tsx";
import styles from "./AiScreen.module.css";

/** The periods the page offers, in days. */
const usagePeriods = [7, 30, 90] as const;
type UsagePeriod = (typeof usagePeriods)[number];

function PeriodPicker({ days, onChange }: { days: UsagePeriod; onChange: (days: UsagePeriod) => void }) {
  return (
    <fieldset className={styles.periodPicker}>
      <legend className="visually-hidden">Period</legend>
      <div className={styles.periodOptions}>
        {usagePeriods.map((period) => (
          <label key={period} className={styles.periodOption}>
            <input type="radio" name="ai-usage-period" value={period} checked={days === period} onChange={() => onChange(period)} />
            <span>{period} days</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function UsageTotals({ totals }: { totals: AiUsageView["totals"] }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.total}>
        <dt>Calls</dt>
        <dd>{formatCount(totals.calls)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Tokens in</dt>
        <dd>{formatCount(totals.inputTokens)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Tokens out</dt>
        <dd>{formatCount(totals.outputTokens)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Cost</dt>
        <dd>{formatCost(totals.cost)}</dd>
      </div>
    </dl>
  );
}

interface BreakdownRow {
  key: string;
  name: string;
  detail?: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
}

/**
 * What each tool or model cost, as bars beside each other (the costliest the
 * longest). The table under it holds the same figures for screen readers,
 * so the bars are only for the eye.
 */
function CostBars({ rows }: { rows: BreakdownRow[] }) {
  const most = Math.max(...rows.map((row) => row.cost), 0);
  if (most === 0) return null;
  return (
    <ul className={styles.costBars} aria-hidden="true">
      {rows.map((row) => (
        <li key={row.key} className={styles.costBar}>
          <span className={styles.costBarName}>{row.name}</span>
          <span className={styles.costBarTrack}>
            <span className={styles.costBarFill} style={{ inlineSize: `${Math.max(2, Math.round((row.cost / most) * 100))}%` }} />
          </span>
          <span className={styles.costBarValue}>{formatCost(row.cost)}</span>
        </li>
      ))}
    </ul>
  );
}

function BreakdownTable({ id, title, nameHeader, rows }: { id: string; title: string; nameHeader: string; rows: BreakdownRow[] }) {
  const hasDetail = rows.some((row) => row.detail !== undefined);
  return (
    <div className={styles.breakdown}>
      <h3 id={id}>{title}</h3>
      <CostBars rows={rows} />
      <div className={styles.tableScroller} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              {hasDetail && <th scope="col">Provider</th>}
              <th scope="col" className={styles.number}>
                Calls
              </th>
              <th scope="col" className={styles.number}>
                Tokens in
              </th>
              <th scope="col" className={styles.number}>
                Tokens out
              </th>
              <th scope="col" className={styles.number}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {hasDetail && <td>{row.detail}</td>}
                <td className={styles.number}>{formatCount(row.calls)}</td>
                <td className={styles.number}>{formatCount(row.inputTokens)}</td>
                <td className={styles.number}>{formatCount(row.outputTokens)}</td>
                <td className={styles.number}>{formatCost(row.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function UsageDetails({ usage, models }: { usage: AiUsageView; models: readonly AiModelView[] | undefined }) {
  // Every day of the range is listed, so this is the period of the data shown, even while the next one loads.
  const days = usage.byDay.length;
  const periodLabel = `the last ${days} days`;
  if (usage.totals.calls === 0) {
    return (
      <EmptyState title={`No AI use in the last ${days} days`}>
        <p>When you use the AI writing tools, their calls, tokens and cost show here: by day, by tool and by model.</p>
      </EmptyState>
    );
  }
  const byTool = usage.byTool.map((row) => ({ ...row, key: row.tool, name: toolLabel(row.tool) }));
  const byModel = usage.byModel.map((row) => ({
    ...row,
    key: `${row.service}/${row.model}`,
    name: modelLabel(models, row.service, row.model),
    detail: serviceLabel(row.service),
  }));
  return (
    <>
      <UsageTotals totals={usage.totals} />
      <CostChart days={usage.byDay} periodLabel={periodLabel} />
      <div className={styles.breakdowns}>
        <BreakdownTable id="ai-usage-by-tool" title="By tool" nameHeader="Tool" rows={byTool} />
        <BreakdownTable id="ai-usage-by-model" title="By model" nameHeader="Model" rows={byModel} />
      </div>
    </>
  );
}

/** What the AI tools cost over a chosen period: totals, a chart by day, and tables by tool and model. */
export function UsageSection() {
  const [days, setDays] = useState<UsagePeriod>(30);
  const usage = useAiUsage(days);
  // Only for the models' names: the tables fall back to the model ids without it.
  const status = useAiStatus();
  const data = usage.data?.usage;
  return (
    <section className={styles.panel} aria-labelledby="ai-usage-heading">
      <div className={styles.panelHeader}>
        <h2 id="ai-usage-heading">Usage</h2>
        <PeriodPicker days={days} onChange={setDays} />
      </div>
      <p className={styles.muted} role="status">
        {usage.isPending && "Loading your AI usage…"}
        {data && !usage.isPlaceholderData && `From ${formatDay(data.from, "long")} to ${formatDay(data.to, "long")} (UTC).`}
        {usage.isPlaceholderData && `Loading the last ${days} days…`}
      </p>
      {usage.isError && !data && (
        <LoadFailed title="Your AI usage could not be loaded" error={usage.error} onRetry={() => void usage.refetch()} isRetrying={usage.isFetching} />
      )}
      {data && (
        <div className={styles.usageBody} aria-busy={usage.isPlaceholderData}>
          <UsageDetails usage={data} models={status.data?.status.models} />
        </div>
      )}
    </section>
  );
}
