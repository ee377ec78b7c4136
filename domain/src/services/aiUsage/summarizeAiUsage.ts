import type { Knex } from "@storyloom/db";

export interface UsageTotals {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Micro-cents. */
  cost: number;
}

export interface AiUsageSummary {
  /** The first day counted (YYYY-MM-DD, UTC) and the last. */
  from: string;
  to: string;
  totals: UsageTotals;
  /** One entry per day of the range, days without calls included (the chart's x axis). */
  byDay: Array<UsageTotals & { day: string }>;
  byTool: Array<UsageTotals & { tool: string }>;
  byModel: Array<UsageTotals & { service: string; model: string }>;
}

interface Row {
  key: string;
  calls: string | number;
  input: string | number;
  output: string | number;
  cost: string | number;
}

const totalsOf = (row: Row | undefined): UsageTotals => ({
  calls: Number(row?.calls ?? 0),
  inputTokens: Number(row?.input ?? 0),
  outputTokens: Number(row?.output ?? 0),
  cost: Number(row?.cost ?? 0),
});

const DAY = 24 * 60 * 60_000;

/**
 * An author's AI usage over the last `days` days (today included, UTC): totals,
 * by day, by tool and by model, from the AuthorAiUsage rows (one per call). One
 * indexed range scan per grouping (author_id, created_at).
 */
export async function summarizeAiUsage(knex: Knex, authorId: number, days: number, now = new Date()): Promise<AiUsageSummary> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const start = new Date(today.getTime() - (days - 1) * DAY);
  const grouped = async (key: string) => {
    const { rows } = await knex.raw<{ rows: Row[] }>(
      `SELECT ${key} AS key, count(*) AS calls, sum(input_tokens) AS input, sum(output_tokens) AS output, sum(cost) AS cost
       FROM author_ai_usages WHERE author_id = ? AND created_at >= ? GROUP BY 1 ORDER BY 1`,
      [authorId, start],
    );
    return rows;
  };
  const [dayRows, toolRows, modelRows] = await Promise.all([
    grouped("to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')"),
    grouped("tool::text"),
    grouped("service::text || '/' || model"),
  ]);
  const byDayKey = new Map(dayRows.map((row) => [row.key, row]));
  const byDay = Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY).toISOString().slice(0, 10);
    return { day, ...totalsOf(byDayKey.get(day)) };
  });
  const totals = byDay.reduce<UsageTotals>(
    (sum, day) => ({
      calls: sum.calls + day.calls,
      inputTokens: sum.inputTokens + day.inputTokens,
      outputTokens: sum.outputTokens + day.outputTokens,
      cost: sum.cost + day.cost,
    }),
    { calls: 0, inputTokens: 0, outputTokens: 0, cost: 0 },
  );
  return {
    from: start.toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
    totals,
    byDay,
    byTool: toolRows.map((row) => ({ tool: row.key, ...totalsOf(row) })).sort((a, b) => b.cost - a.cost),
    byModel: modelRows
      .map((row) => {
        const [service = "", ...model] = row.key.split("/");
        return { service, model: model.join("/"), ...totalsOf(row) };
      })
      .sort((a, b) => b.cost - a.cost),
  };
}
