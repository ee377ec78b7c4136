import type { Knex } from "@storyloom/db";
import { centsToMicroCents } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";

/** What an admin may give at once, in cents: $1 to $1,000. */
export const MIN_PROMO_CREDIT = 100;
export const MAX_PROMO_CREDIT = 100_000;

/**
 * An admin gives an account promotional AI credit: added to its balance and
 * recorded as a `PROMO` balance transaction (with the admin's note), in one
 * statement, so the balance and its history never disagree. The caller has
 * authorized "admin.grantPromoCredit".
 */
export async function grantPromoCredit(input: {
  trx: Knex.Transaction;
  userId: number;
  amount: number;
  note?: string | undefined;
}): Promise<{ user: User; balance: number }> {
  const { trx, userId, amount } = input;
  if (!Number.isInteger(amount) || amount < MIN_PROMO_CREDIT || amount > MAX_PROMO_CREDIT) {
    throw new ValidationError("Choose an amount of credit.", { amount: "Give between $1.00 and $1,000.00, in cents." });
  }
  const credit = centsToMicroCents(amount);
  const description = `Promotional credit from Storyloom${input.note?.trim() ? `: ${input.note.trim()}` : ""}`;
  const result = await trx.raw<{ rows: Array<{ balance_amount: string }> }>(
    `WITH credited AS (
       INSERT INTO user_balances (user_id, amount) VALUES (:userId, :amount)
       ON CONFLICT (user_id) DO UPDATE SET amount = user_balances.amount + EXCLUDED.amount, updated_at = now()
       RETURNING amount
     )
     INSERT INTO balance_transactions (user_id, amount, balance_amount, type, description, is_withdrawal)
     SELECT :userId, :amount, amount, 'PROMO', :description, false FROM credited
     RETURNING balance_amount`,
    { userId, amount: credit, description },
  );
  const user = await User.query(trx).findById(userId).withGraphFetched("[readerProfile, authorProfile]");
  if (!user) throw new Error(`user ${userId} vanished inside its own transaction`);
  return { user, balance: Number(result.rows[0]?.balance_amount ?? 0) };
}
