/**
 * An author's payout account: a Stripe Connect account of their own, onboarded
 * on the provider's hosted pages (README.md beside this file). The status the
 * product shows follows the provider's `account.updated` events:
 * CONNECTED once the account exists and onboarding has begun, PENDING once the
 * author has submitted their details and the provider is checking them,
 * VALIDATED once the account can take charges and receive payouts — only then
 * can the author sell.
 */
import type { Knex, PaymentConnectionStatus } from "@storyloom/db";
import { AuthorProfile } from "@storyloom/db/models";
import type { Payments, Stripe } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider } from "../../integrations/payments.ts";

type Db = Knex | Knex.Transaction;

/** The status an account's capabilities give. */
export function connectionStatusOf(account: Pick<Stripe.Account, "charges_enabled" | "payouts_enabled" | "details_submitted">): PaymentConnectionStatus {
  if (account.charges_enabled && account.payouts_enabled) return "VALIDATED";
  if (account.details_submitted) return "PENDING";
  return "CONNECTED";
}

/**
 * Starts or resumes onboarding: creates the author's account on first use
 * (its id saved before the link is made, so a retry reuses it), then a
 * one-time link to the provider's onboarding pages, which send the author
 * back to `returnUrl` (and to `refreshUrl` when the link has expired).
 */
export async function startPayoutOnboarding(input: {
  knex: Knex;
  payments: Payments | null;
  authorId: number;
  email: string;
  returnUrl: string;
  refreshUrl: string;
}): Promise<{ url: string }> {
  const { knex, payments, authorId } = input;
  if (!payments) throw new PaymentsNotConfiguredError();
  const accountId = await knex.transaction(async (trx) => {
    const author = await AuthorProfile.query(trx).findById(authorId).forUpdate().throwIfNotFound();
    if (author.stripeId) return author.stripeId;
    const account = await callProvider(() =>
      payments.stripe.accounts.create(
        {
          type: "express",
          email: input.email,
          metadata: { authorId: String(authorId) },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey: `author-${authorId}-payout-account` },
      ),
    );
    await AuthorProfile.query(trx)
      .findById(authorId)
      .patch({ stripeId: account.id, paymentConnectionStatus: connectionStatusOf(account), stripeConnected: false });
    return account.id;
  });
  const link = await callProvider(() =>
    payments.stripe.accountLinks.create({ account: accountId, type: "account_onboarding", return_url: input.returnUrl, refresh_url: input.refreshUrl }),
  );
  return { url: link.url };
}

/** Applies an `account.updated` event (or a fresh read of the account): the status and whether the author can sell. */
export async function applyAccountUpdate(db: Db, account: Stripe.Account): Promise<void> {
  const status = connectionStatusOf(account);
  await AuthorProfile.query(db)
    .where({ stripeId: account.id })
    .patch({ paymentConnectionStatus: status, stripeConnected: status === "VALIDATED" });
}

/** Reads the account from the provider and applies it: the author's return from onboarding need not wait for the event. */
export async function refreshPayoutAccount(input: { knex: Knex; payments: Payments | null; authorId: number }): Promise<void> {
  const { knex, payments, authorId } = input;
  if (!payments) return;
  const author = await AuthorProfile.query(knex).findById(authorId).select("stripeId");
  if (!author?.stripeId) return;
  const accountId = author.stripeId;
  const account = await callProvider(() => payments.stripe.accounts.retrieve(accountId));
  await applyAccountUpdate(knex, account);
}

/**
 * Disconnects the payout account: the author stops selling at once (paid
 * options disappear from the storefront). The account itself stays with the
 * provider (its payments and payouts are its history); connecting again starts
 * a new one.
 */
export async function disconnectPayoutAccount(db: Db, authorId: number): Promise<AuthorProfile> {
  return AuthorProfile.query(db).patchAndFetchById(authorId, { stripeId: null, paymentConnectionStatus: null, stripeConnected: false });
}
