import type { FunnelChapterView, ReportMonthView } from "@storyloom/api/client";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US");
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "$4.95" for 495 cents. */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** "Nov 2026" for "2026-11". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** The month that earned the most, for the chart's summary; null when nothing was earned. */
export function bestMonth(months: readonly ReportMonthView[]): ReportMonthView | null {
  let best: ReportMonthView | null = null;
  for (const month of months) if (month.earnings > 0 && (!best || month.earnings > best.earnings)) best = month;
  return best;
}

/**
 * Where readers stop and where they pay, in words: the chapter after which
 * the most readers did not start the next one, and how many who met the
 * paywall bought. Empty when nobody has read the book yet.
 */
export function funnelFindings(chapters: readonly FunnelChapterView[]): string[] {
  const findings: string[] = [];
  if (chapters.every((chapter) => chapter.started === 0 && chapter.reachedPaywall === 0)) return findings;
  let drop: { from: FunnelChapterView; lost: number } | null = null;
  for (let i = 0; i + 1 < chapters.length; i += 1) {
    const from = chapters[i]!;
    const next = chapters[i + 1]!;
    const lost = from.started - (next.started + next.reachedPaywall);
    if (lost > 0 && (!drop || lost > drop.lost)) drop = { from, lost };
  }
  if (drop)
    findings.push(
      `The biggest drop is after chapter ${drop.from.index} (“${drop.from.title}”): ${formatCount(drop.lost)} of ${formatCount(drop.from.started)} readers did not go on.`,
    );
  const paywall = chapters.reduce((sum, chapter) => sum + chapter.reachedPaywall, 0);
  const bought = chapters.filter((chapter) => !chapter.isFree).reduce((max, chapter) => Math.max(max, chapter.bought), 0);
  if (paywall > 0)
    findings.push(
      `${formatCount(paywall)} ${paywall === 1 ? "reader" : "readers"} met the paywall; ${formatCount(bought)} bought chapters (${Math.round((bought / paywall) * 100)} %).`,
    );
  return findings;
}
