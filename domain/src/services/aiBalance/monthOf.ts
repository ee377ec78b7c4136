/** The first day (YYYY-MM-01, UTC) of the month `at` falls in: the month `aiMonthlyUsage` counts. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/** What a balance has used this month: nothing when its counter is of an earlier month. */
export function usageThisMonth(balance: { aiMonthlyUsage: number; aiMonthlyUsageMonth: string | null }, now: Date): number {
  return balance.aiMonthlyUsageMonth === monthOf(now) ? balance.aiMonthlyUsage : 0;
}
