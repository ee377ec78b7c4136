import type { Knex } from "@storyloom/db";
import type { CheckoutKind, PriceInterval } from "@storyloom/db/enums";
import { AuthorStripePrice, AuthorSubscription, Checkout, Payment, ReaderProfile, SeriesSubscription } from "@storyloom/db/models";

/**
 * The demo's money, written as the payment code leaves it
 * (domain/src/services/payments/README.md): every purchase and every
 * subscription has its paid checkout, and every payment its checkout, fee
 * and status, so the purchases, subscriptions and reports screens show the
 * demo as they would a real account. The provider ids are made up
 * ("…_demo_…"): the offline provider does not know them, and the product
 * makes prices again when a reader subscribes (ensureProviderPrice).
 */

const DEMO_FEE_PERCENT = 10;
const feeOf = (amount: number) => Math.floor((amount * DEMO_FEE_PERCENT * 100 + 5_000) / 10_000);

async function userIdOf(knex: Knex | Knex.Transaction, readerId: number): Promise<number> {
  return (await ReaderProfile.query(knex).findById(readerId).throwIfNotFound()).userId;
}

/** A purchase paid through checkout: some chapters of a book, or the whole of it. */
export async function seedPaidPurchase(
  knex: Knex | Knex.Transaction,
  input: { readerId: number; authorId: number; bookId: number; readerBookId: number; amount: number; chapterIds?: number[]; at: Date },
): Promise<Payment> {
  const entireBook = input.chapterIds === undefined;
  const kind: CheckoutKind = entireBook ? "ENTIRE_BOOK" : "CHAPTERS";
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind,
    status: "PAID",
    userId: await userIdOf(knex, input.readerId),
    readerId: input.readerId,
    toAuthorId: input.authorId,
    bookId: input.bookId,
    chapterIds: input.chapterIds ?? [],
    amount: input.amount,
    appFeeAmount: feeOf(input.amount),
    appFeePercent: DEMO_FEE_PERCENT,
    fulfilledAt: input.at,
  });
  const payment = await Payment.query(knex).insertAndFetch({
    toAuthorId: input.authorId,
    readerId: input.readerId,
    readerBookId: input.readerBookId,
    amount: input.amount,
    entireBook,
    appFeePercent: DEMO_FEE_PERCENT,
    appFeeAmount: feeOf(input.amount),
    checkoutId: checkout.id,
    status: "SUCCEEDED",
  });
  // Inserts are stamped "now" (BaseModel); the purchase happened then.
  await checkout.$query(knex).patch({ createdAt: input.at });
  await payment.$query(knex).patch({ createdAt: input.at });
  return payment;
}

/** The prices of an author's own subscription (seriesId null) or of a series: monthly, and a year for ten months. */
export async function seedSubscriptionPrices(
  knex: Knex | Knex.Transaction,
  input: { authorId: number; seriesId: number | null; monthly: number },
): Promise<void> {
  await AuthorStripePrice.query(knex).insert([
    { authorId: input.authorId, seriesId: input.seriesId, interval: "month", amount: input.monthly, isEnabled: true },
    { authorId: input.authorId, seriesId: input.seriesId, interval: "year", amount: input.monthly * 10, isEnabled: true },
  ]);
}

/**
 * A running monthly subscription to an author or a series, started `startedDaysAgo`
 * days ago: its checkout, one paid invoice per month so far, and the current
 * period's end.
 */
export async function seedSubscription(
  knex: Knex | Knex.Transaction,
  input: { readerId: number; authorId: number; seriesId?: number; amount: number; startedDaysAgo: number; now: number; key: string },
): Promise<void> {
  const day = 86_400_000;
  const startedAt = new Date(input.now - input.startedDaysAgo * day);
  const periods = Math.floor(input.startedDaysAgo / 30) + 1;
  const currentPeriodEnd = new Date(startedAt.getTime() + periods * 30 * day);
  const interval: PriceInterval = "month";
  const stripeSubscriptionId = `sub_demo_${input.key}`;
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind: input.seriesId === undefined ? "AUTHOR_SUBSCRIPTION" : "SERIES_SUBSCRIPTION",
    status: "PAID",
    userId: await userIdOf(knex, input.readerId),
    readerId: input.readerId,
    toAuthorId: input.authorId,
    seriesId: input.seriesId ?? null,
    interval,
    amount: input.amount,
    appFeePercent: DEMO_FEE_PERCENT,
    stripeSubscriptionId,
    fulfilledAt: startedAt,
  });
  await checkout.$query(knex).patch({ createdAt: startedAt });
  const common = {
    readerId: input.readerId,
    amount: input.amount,
    interval,
    isActive: true,
    startedAt,
    status: "active",
    currentPeriodEnd,
    stripeSubscriptionId,
    checkoutId: checkout.id,
  };
  const subscription =
    input.seriesId === undefined
      ? await AuthorSubscription.query(knex).insertAndFetch({ ...common, authorId: input.authorId })
      : await SeriesSubscription.query(knex).insertAndFetch({ ...common, seriesId: input.seriesId });
  for (let n = 0; n < periods; n += 1) {
    const payment = await Payment.query(knex).insertAndFetch({
      toAuthorId: input.authorId,
      readerId: input.readerId,
      ...(input.seriesId === undefined ? { subscriptionId: subscription.id } : { seriesSubscriptionId: subscription.id }),
      amount: input.amount,
      entireBook: false,
      appFeePercent: DEMO_FEE_PERCENT,
      appFeeAmount: feeOf(input.amount),
      stripeSubId: stripeSubscriptionId,
      stripeInvoiceId: `in_demo_${input.key}_${n + 1}`,
      checkoutId: checkout.id,
      status: "SUCCEEDED",
    });
    await payment.$query(knex).patch({ createdAt: new Date(startedAt.getTime() + n * 30 * day) });
  }
}

/**
 * A reader's steps through a book for the reading funnel (as the reading page
 * records them): chapters 1 to `at` started, those before it finished (and
 * `at` too once read to the end), and the paywall met when they stopped at the
 * last free chapter without a way on, or before they bought.
 */
export async function seedFunnelSteps(
  knex: Knex | Knex.Transaction,
  input: { readerId: number; bookId: number; chapterIds: readonly number[]; at: number; progress: number; freeChapters: number; metPaywall: boolean },
): Promise<void> {
  const visitorKey = `reader:${input.readerId}`;
  const rows: Array<{ chapterId: number; bookId: number; visitorKey: string; step: "STARTED" | "FINISHED" | "PAYWALL" }> = [];
  input.chapterIds.slice(0, input.at).forEach((chapterId, i) => {
    rows.push({ chapterId, bookId: input.bookId, visitorKey, step: "STARTED" });
    if (i + 1 < input.at || input.progress >= 0.95) rows.push({ chapterId, bookId: input.bookId, visitorKey, step: "FINISHED" });
  });
  const paywallChapter = input.chapterIds[input.freeChapters];
  if (input.metPaywall && paywallChapter !== undefined) rows.push({ chapterId: paywallChapter, bookId: input.bookId, visitorKey, step: "PAYWALL" });
  if (rows.length > 0) await knex("chapterFunnelEvents").insert(rows).onConflict(["chapterId", "visitorKey", "step"]).ignore();
}
