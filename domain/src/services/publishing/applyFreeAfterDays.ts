import type { Knex } from "@storyloom/db";

/**
 * Moves the unlock times the book's freeAfterDays gave its published chapters
 * when the author changes it from `from` to `to` days (null: no such rule):
 * a chapter without an unlock time, or with exactly publishedAt + `from`
 * days, gets publishedAt + `to` days (or none). An unlock time the author
 * chose for one chapter is another instant, and stays. One UPDATE; the SQL
 * twin of `ruleUnlockAt` (days of 24 hours from the publication instant).
 */
export async function applyFreeAfterDays(input: { trx: Knex.Transaction; bookId: number; from: number | null; to: number | null }): Promise<number> {
  const { trx, bookId, from, to } = input;
  if (from === to) return 0;
  return trx("chapters")
    .where({ bookId, status: "PUBLISHED" })
    .whereNotNull("publishedAt")
    .where((fromRule) => {
      void fromRule.whereNull("scheduledUnlockAt");
      if (from !== null) void fromRule.orWhereRaw("scheduled_unlock_at = published_at + ? * interval '1 hour'", [from * 24]);
    })
    .update({ scheduledUnlockAt: to === null ? null : trx.raw("published_at + ? * interval '1 hour'", [to * 24]) });
}
