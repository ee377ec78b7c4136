/**
 * Subscribing (README.md beside this file): a reader subscribes to an author
 * or to a series at one of its prices, or at a higher price of their own
 * choosing (a custom price, kept per reader so choosing it again reuses it),
 * on the provider's hosted checkout in subscription mode, on the author's
 * connected account with the platform's fee as the application fee percent.
 * The reader's customer on that account (`AuthorCustomer`) is reused, so
 * their saved card is offered again. What is subscribed to is fixed in a
 * `checkouts` row first, like a purchase; reconcileSubscription.ts applies
 * what the provider then reports.
 */
import type { Knex, PriceInterval } from "@storyloom/db";
import {
  AuthorCustomer,
  AuthorProfile,
  AuthorStripePrice,
  Checkout,
  ReaderCustomSubscriptionPrice,
  ReaderSeriesSubscriptionCustomPrice,
  Series,
} from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Payments } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider, isMissingAtProvider } from "../../integrations/payments.ts";
import { appFeePercentOf } from "./fees.ts";
import { referralClaimFor } from "./referrals.ts";
import type { ReferralClaim } from "./referrals.ts";
import { findSellingAuthor, safeReturnPath } from "./startCheckout.ts";
import { MAX_SUBSCRIPTION_AMOUNT, SUBSCRIPTION_INTERVALS, ensureProviderPrice, formatAmount } from "./subscriptionPrices.ts";

export type SubscriptionType = "AUTHOR" | "SERIES";

/** What a subscription is to: an author, or one of their series. */
export type SubscriptionTarget = { type: "AUTHOR"; authorId: number } | { type: "SERIES"; seriesId: number };

/** The reader's subscription to a target, as it stands. */
export interface CurrentSubscription {
  subscriptionId: number;
  interval: PriceInterval;
  amount: number;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The author ended it: it runs to the end of the period and cannot be resumed. */
  cancelledByAuthor: boolean;
}

export interface SubscriptionOption {
  type: SubscriptionType;
  authorId: number;
  seriesId: number | null;
  /** The author's name or the series' title. */
  name: string;
  /** Offered first: the series' when it says so, otherwise the author's. */
  isDefault: boolean;
  prices: Array<{ interval: PriceInterval; amount: number }>;
  /** The asking reader's live subscription to it, if any. */
  current: CurrentSubscription | null;
}

const byInterval = (a: { interval: PriceInterval }, b: { interval: PriceInterval }) =>
  SUBSCRIPTION_INTERVALS.indexOf(a.interval) - SUBSCRIPTION_INTERVALS.indexOf(b.interval);

/** The reader's live (not ended) subscription to a target. */
export async function findCurrentSubscription(db: Knex | Knex.Transaction, readerId: number, target: SubscriptionTarget): Promise<CurrentSubscription | null> {
  const row =
    target.type === "AUTHOR"
      ? await db("authorSubscriptions").where({ readerId, authorId: target.authorId, isActive: true, isDeleted: false }).first()
      : await db("seriesSubscriptions").where({ readerId, seriesId: target.seriesId, isActive: true, isDeleted: false }).first();
  if (!row) return null;
  return {
    subscriptionId: row.id,
    interval: row.interval,
    amount: row.amount,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledByAuthor: row.cancelledByAuthor,
  };
}

async function optionFor(
  db: Knex | Knex.Transaction,
  target: SubscriptionTarget,
  readerId: number | null,
  defaultSeriesFirst: boolean,
): Promise<SubscriptionOption | null> {
  const owner =
    target.type === "AUTHOR"
      ? await AuthorProfile.query(db).findById(target.authorId).select("id", "name", "subscriptionEnabled")
      : await Series.query(db)
          .findById(target.seriesId)
          .select("id", "title", "authorId", "subscriptionEnabled", "defaultSubscription", "deleted", "isSuspended");
  if (!owner || !owner.subscriptionEnabled) return null;
  if (owner instanceof Series && (owner.deleted || owner.isSuspended)) return null;
  const authorId = owner instanceof Series ? owner.authorId : owner.id;
  if (!(await findSellingAuthor(db, authorId))) return null;
  const prices = await AuthorStripePrice.query(db)
    .where({ authorId, isEnabled: true })
    .modify((query) => {
      if (target.type === "AUTHOR") query.whereNull("seriesId");
      else query.where({ seriesId: target.seriesId });
    });
  if (prices.length === 0) return null;
  return {
    type: target.type,
    authorId,
    seriesId: target.type === "SERIES" ? target.seriesId : null,
    name: owner instanceof Series ? owner.title : (owner.name ?? "The author"),
    isDefault: target.type === "SERIES" ? owner instanceof Series && owner.defaultSubscription : !defaultSeriesFirst,
    prices: prices.sort(byInterval).map((price) => ({ interval: price.interval, amount: price.amount })),
    current: readerId === null ? null : await findCurrentSubscription(db, readerId, target),
  };
}

/** The subscriptions on offer for an author, a series, or a book (its author's and its series'), with the asking reader's own. */
export async function listSubscriptionOptions(input: {
  db: Knex | Knex.Transaction;
  readerId: number | null;
  authorId?: number | undefined;
  seriesId?: number | undefined;
  bookId?: number | undefined;
}): Promise<SubscriptionOption[]> {
  const { db, readerId } = input;
  if (input.bookId !== undefined) {
    const book = await db("books")
      .where({ id: input.bookId, deleted: false, isSuspended: false })
      .first<{ authorId: number; seriesId: number | null } | undefined>("authorId", "seriesId");
    if (!book) throw new NotFoundError("Book not found.");
    const series = book.seriesId === null ? null : await optionFor(db, { type: "SERIES", seriesId: book.seriesId }, readerId, false);
    const author = await optionFor(db, { type: "AUTHOR", authorId: book.authorId }, readerId, series?.isDefault === true);
    return [author, series].filter((option): option is SubscriptionOption => option !== null).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }
  if (input.seriesId !== undefined) {
    const option = await optionFor(db, { type: "SERIES", seriesId: input.seriesId }, readerId, false);
    return option ? [option] : [];
  }
  if (input.authorId !== undefined) {
    const option = await optionFor(db, { type: "AUTHOR", authorId: input.authorId }, readerId, false);
    return option ? [option] : [];
  }
  throw new ValidationError("Say what to subscribe to.", { authorId: "Give an authorId, a seriesId or a bookId." });
}

/** Whether the provider still has the object on this account. */
async function stillAtProvider(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (isMissingAtProvider(error)) return false;
    throw error;
  }
}

/** The provider price to subscribe at: the offered one, or the reader's own higher one (made once per reader, amount and interval). */
async function priceToSubscribeAt(input: {
  knex: Knex;
  payments: Payments;
  stripeAccount: string;
  readerId: number;
  target: SubscriptionTarget;
  offered: AuthorStripePrice;
  amount: number;
}): Promise<string> {
  const { knex, payments, stripeAccount, readerId, target, offered, amount } = input;
  const { priceId, productId } = await ensureProviderPrice({ knex, payments, stripeAccount, price: offered });
  if (amount === offered.amount) return priceId;
  const existing =
    target.type === "AUTHOR"
      ? await ReaderCustomSubscriptionPrice.query(knex).findOne({ readerId, authorId: target.authorId, interval: offered.interval, amount })
      : await ReaderSeriesSubscriptionCustomPrice.query(knex).findOne({ readerId, seriesId: target.seriesId, interval: offered.interval, amount });
  // A custom price made on an account the author no longer uses is made again on this one.
  if (existing && (await stillAtProvider(() => payments.stripe.prices.retrieve(existing.stripePriceId, {}, { stripeAccount })))) return existing.stripePriceId;
  if (existing) await existing.$query(knex).delete();
  const price = await callProvider(() =>
    payments.stripe.prices.create(
      {
        currency: "usd",
        unit_amount: amount,
        recurring: { interval: offered.interval },
        product: productId,
        metadata: { readerId: String(readerId), customPrice: "true" },
      },
      { stripeAccount },
    ),
  );
  if (target.type === "AUTHOR")
    await ReaderCustomSubscriptionPrice.query(knex).insert({
      stripePriceId: price.id,
      readerId,
      authorId: target.authorId,
      amount,
      interval: offered.interval,
    });
  else
    await ReaderSeriesSubscriptionCustomPrice.query(knex).insert({
      stripePriceId: price.id,
      readerId,
      seriesId: target.seriesId,
      amount,
      interval: offered.interval,
    });
  return price.id;
}

/**
 * A reader subscribes: answers the provider's checkout page to send them to,
 * or, when their subscription is set to end with its period, takes that back
 * and answers the page to return to.
 */
export async function startSubscriptionCheckout(input: {
  knex: Knex;
  payments: Payments | null;
  actor: UserActor;
  target: SubscriptionTarget;
  interval: PriceInterval;
  /** A higher price of the reader's own, in cents; default: the offered price. */
  amount?: number | undefined;
  referral?: ReferralClaim | null;
  returnPath: string;
  publicUrl: string;
  now?: Date;
}): Promise<{ url: string; resumed: boolean }> {
  const { knex, payments, actor, target, interval } = input;
  const now = input.now ?? new Date();
  if (!payments) throw new PaymentsNotConfiguredError();
  const readerId = actor.readerId!;
  const [option] = await listSubscriptionOptions({
    db: knex,
    readerId,
    ...(target.type === "AUTHOR" ? { authorId: target.authorId } : { seriesId: target.seriesId }),
  });
  if (!option) throw new ConflictError(target.type === "AUTHOR" ? "This author does not offer a subscription." : "This series does not offer a subscription.");
  if (option.authorId === actor.authorId) throw new ConflictError("You cannot subscribe to yourself.");
  const returnPath = safeReturnPath(input.returnPath, target.type === "AUTHOR" ? "/" : `/series/${target.seriesId}`);
  if (option.current) {
    if (!option.current.cancelAtPeriodEnd) throw new ConflictError(`You are already subscribed to ${option.name}.`);
    if (option.current.cancelledByAuthor) throw new ConflictError(`${option.name} ended your subscription; it runs to the end of the period you paid for.`);
    await resumeSubscription({ knex, payments, subscriptionId: option.current.subscriptionId, type: target.type });
    return { url: `${input.publicUrl}${returnPath}`, resumed: true };
  }
  const offered = await AuthorStripePrice.query(knex)
    .where({ authorId: option.authorId, interval, isEnabled: true })
    .modify((query) => {
      if (target.type === "AUTHOR") query.whereNull("seriesId");
      else query.where({ seriesId: target.seriesId });
    })
    .first();
  if (!offered) {
    throw new ValidationError("Choose how often to pay.", {
      interval: `${option.name} has no ${interval} price; choose ${option.prices.map((price) => price.interval).join(" or ")}.`,
    });
  }
  const amount = input.amount ?? offered.amount;
  if (!Number.isInteger(amount) || amount < offered.amount || amount > MAX_SUBSCRIPTION_AMOUNT) {
    throw new ValidationError("Choose an amount.", {
      amount: `Pay ${formatAmount(offered.amount)} or more per ${interval}, up to ${formatAmount(MAX_SUBSCRIPTION_AMOUNT)}.`,
    });
  }
  const author = await findSellingAuthor(knex, option.authorId);
  if (!author) throw new ConflictError("This author is not selling subscriptions yet.");
  const stripeAccount = author.stripeId;
  const priceId = await priceToSubscribeAt({ knex, payments, stripeAccount, readerId, target, offered, amount });
  let customer = await AuthorCustomer.query(knex).findOne({ readerId, authorId: option.authorId });
  // A customer of an account the author no longer uses is forgotten: the checkout makes a new one.
  if (customer && !(await stillAtProvider(() => payments.stripe.customers.retrieve(customer!.stripeCustomerId, {}, { stripeAccount })))) {
    await customer.$query(knex).delete();
    customer = undefined;
  }
  const appFeePercent = appFeePercentOf(author, now);
  const claim = referralClaimFor(input.referral, { buyerAuthorId: actor.authorId, sellerAuthorId: author.id });
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind: target.type === "AUTHOR" ? "AUTHOR_SUBSCRIPTION" : "SERIES_SUBSCRIPTION",
    userId: actor.userId,
    readerId,
    toAuthorId: author.id,
    seriesId: target.type === "SERIES" ? target.seriesId : null,
    interval,
    amount,
    currency: "usd",
    appFeeAmount: 0,
    appFeePercent,
    stripeAccountId: stripeAccount,
    returnPath,
    referrerAuthorId: claim?.referrerAuthorId ?? null,
    referralBookId: claim?.bookId ?? null,
  });
  const metadata = { checkoutId: String(checkout.id) };
  const session = await callProvider(() =>
    payments.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        subscription_data: { application_fee_percent: appFeePercent, metadata, description: `Subscription to ${option.name}` },
        metadata,
        client_reference_id: String(checkout.id),
        ...(customer ? { customer: customer.stripeCustomerId } : { customer_email: actor.email }),
        success_url: `${input.publicUrl}/api/v1/checkouts/${checkout.id}/return?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${input.publicUrl}${returnPath}`,
      },
      { stripeAccount, idempotencyKey: `checkout-${checkout.id}` },
    ),
  );
  await Checkout.query(knex).findById(checkout.id).patch({ stripeSessionId: session.id });
  if (!session.url) throw new NotFoundError("The payment provider gave no checkout page.");
  return { url: session.url, resumed: false };
}

/** Takes back "cancel at the end of the period" on the provider; the event that follows (and this call's answer) updates the row. */
async function resumeSubscription(input: { knex: Knex; payments: Payments; subscriptionId: number; type: SubscriptionType }): Promise<void> {
  const { knex, payments } = input;
  const table = input.type === "AUTHOR" ? "authorSubscriptions" : "seriesSubscriptions";
  const row = await knex(table)
    .where({ id: input.subscriptionId })
    .first<{ stripeSubscriptionId: string | null; checkoutId: number | null } | undefined>("stripeSubscriptionId", "checkoutId");
  if (!row?.stripeSubscriptionId || row.checkoutId === null) throw new ConflictError("This subscription cannot be resumed; subscribe again once it has ended.");
  const checkout = await Checkout.query(knex).findById(row.checkoutId).throwIfNotFound();
  const stripeSubscriptionId = row.stripeSubscriptionId;
  await callProvider(() =>
    payments.stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: false }, { stripeAccount: checkout.stripeAccountId! }),
  );
  await knex(table)
    .where({ id: input.subscriptionId })
    .update({ cancelAtPeriodEnd: false, isCancelledByReader: false, cancelledByAuthor: false, updatedAt: knex.fn.now() });
}
