/**
 * Subscription prices (README.md beside this file): an author offers a
 * subscription to themselves, and may offer one to each series, at a price
 * per interval (day, month, year). Each price lives on the author's connected
 * account as a recurring Price of a Product of theirs (direct charges), and
 * here as an `AuthorStripePrice`. The provider's prices cannot change their
 * amount: a new amount makes a new Price and retires the old one; readers
 * already subscribed keep the price they subscribed at.
 */
import type { Knex, PriceInterval } from "@storyloom/db";
import { AuthorProfile, AuthorStripePrice, Series } from "@storyloom/db/models";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Payments } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider, isMissingAtProvider } from "../../integrations/payments.ts";
import { findSellingAuthor } from "./startCheckout.ts";

export const SUBSCRIPTION_INTERVALS: readonly PriceInterval[] = ["day", "month", "year"];
/** The least and the most a subscription may cost per interval, in cents. */
export const MIN_SUBSCRIPTION_AMOUNT = 100;
export const MAX_SUBSCRIPTION_AMOUNT = 100_000;

export interface SubscriptionPriceInput {
  interval: PriceInterval;
  /** Cents per interval. */
  amount: number;
  isEnabled: boolean;
}

export interface SubscriptionPrice {
  id: number;
  interval: PriceInterval;
  amount: number;
  isEnabled: boolean;
}

export interface SeriesSubscriptionPrices {
  seriesId: number;
  title: string;
  subscriptionEnabled: boolean;
  defaultSubscription: boolean;
  seriesOnlySubAmount: number | null;
  prices: SubscriptionPrice[];
}

const byInterval = (a: { interval: PriceInterval }, b: { interval: PriceInterval }) =>
  SUBSCRIPTION_INTERVALS.indexOf(a.interval) - SUBSCRIPTION_INTERVALS.indexOf(b.interval);

function present(row: AuthorStripePrice): SubscriptionPrice {
  return { id: row.id, interval: row.interval, amount: row.amount, isEnabled: row.isEnabled };
}

/** "$4.99" from cents. */
export function formatAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** One price per interval, each a whole number of cents within the bounds; the messages name the interval. */
export function validatePrices(prices: readonly SubscriptionPriceInput[]): void {
  const fields: Record<string, string> = {};
  const seen = new Set<PriceInterval>();
  prices.forEach((price, index) => {
    if (seen.has(price.interval)) fields[`prices.${index}.interval`] = `There is already a ${price.interval} price.`;
    seen.add(price.interval);
    if (!Number.isInteger(price.amount) || price.amount < MIN_SUBSCRIPTION_AMOUNT || price.amount > MAX_SUBSCRIPTION_AMOUNT) {
      fields[`prices.${index}.amount`] =
        `A ${price.interval} price is between ${formatAmount(MIN_SUBSCRIPTION_AMOUNT)} and ${formatAmount(MAX_SUBSCRIPTION_AMOUNT)}.`;
    }
  });
  if (Object.keys(fields).length > 0) throw new ValidationError("Some prices are not valid.", fields);
}

/** The prices of the author's own subscription (seriesId null) or of one series. */
export async function listSubscriptionPrices(db: Knex | Knex.Transaction, owner: { authorId: number; seriesId: number | null }): Promise<SubscriptionPrice[]> {
  const rows = await AuthorStripePrice.query(db)
    .where({ authorId: owner.authorId })
    .modify((query) => {
      if (owner.seriesId === null) query.whereNull("seriesId");
      else query.where({ seriesId: owner.seriesId });
    });
  return rows.sort(byInterval).map(present);
}

/** Every series of the author with its subscription settings and prices, oldest first. */
export async function listSeriesSubscriptionPrices(db: Knex | Knex.Transaction, authorId: number): Promise<SeriesSubscriptionPrices[]> {
  const series = await Series.query(db).where({ authorId, deleted: false }).orderBy("id");
  const prices = await AuthorStripePrice.query(db).where({ authorId }).whereNotNull("seriesId");
  return series.map((one) => ({
    seriesId: one.id,
    title: one.title,
    subscriptionEnabled: one.subscriptionEnabled,
    defaultSubscription: one.defaultSubscription,
    seriesOnlySubAmount: one.seriesOnlySubAmount,
    prices: prices
      .filter((price) => price.seriesId === one.id)
      .sort(byInterval)
      .map(present),
  }));
}

/**
 * Brings the provider's prices in line with `prices`: an interval whose amount
 * is new gets a new Price (the old one is retired), an unchanged one keeps its
 * Price; an interval left out is switched off. Answers the rows as they stand.
 */
async function syncPrices(input: {
  knex: Knex;
  payments: Payments;
  stripeAccount: string;
  authorId: number;
  seriesId: number | null;
  productId: string;
  prices: readonly SubscriptionPriceInput[];
}): Promise<AuthorStripePrice[]> {
  const { knex, payments, stripeAccount, authorId, seriesId, productId } = input;
  const existing = await AuthorStripePrice.query(knex)
    .where({ authorId })
    .modify((query) => {
      if (seriesId === null) query.whereNull("seriesId");
      else query.where({ seriesId });
    });
  for (const interval of SUBSCRIPTION_INTERVALS) {
    const wanted = input.prices.find((price) => price.interval === interval);
    const row = existing.find((price) => price.interval === interval);
    if (!wanted) {
      if (row?.isEnabled) await AuthorStripePrice.query(knex).findById(row.id).patch({ isEnabled: false });
      continue;
    }
    if (row && row.amount === wanted.amount && row.stripePriceId && row.stripeProductId === productId) {
      if (row.isEnabled !== wanted.isEnabled) await AuthorStripePrice.query(knex).findById(row.id).patch({ isEnabled: wanted.isEnabled });
      continue;
    }
    const price = await callProvider(() =>
      payments.stripe.prices.create(
        {
          currency: "usd",
          unit_amount: wanted.amount,
          recurring: { interval },
          product: productId,
          metadata: { authorId: String(authorId), ...(seriesId === null ? {} : { seriesId: String(seriesId) }) },
        },
        { stripeAccount },
      ),
    );
    if (row?.stripePriceId) {
      const retired = row.stripePriceId;
      await callProvider(() => payments.stripe.prices.update(retired, { active: false }, { stripeAccount }));
    }
    if (row)
      await AuthorStripePrice.query(knex)
        .findById(row.id)
        .patch({ amount: wanted.amount, isEnabled: wanted.isEnabled, stripePriceId: price.id, stripeProductId: productId });
    else
      await AuthorStripePrice.query(knex).insert({
        authorId,
        seriesId,
        interval,
        amount: wanted.amount,
        isEnabled: wanted.isEnabled,
        stripePriceId: price.id,
        stripeProductId: productId,
      });
  }
  return AuthorStripePrice.query(knex)
    .where({ authorId })
    .modify((query) => {
      if (seriesId === null) query.whereNull("seriesId");
      else query.where({ seriesId });
    });
}

async function sellingAccount(knex: Knex, payments: Payments | null, authorId: number): Promise<{ payments: Payments; stripeAccount: string }> {
  if (!payments) throw new PaymentsNotConfiguredError();
  const author = await findSellingAuthor(knex, authorId);
  if (!author) throw new ConflictError("Connect a payout account on My account before you set subscription prices.");
  return { payments, stripeAccount: author.stripeId };
}

const monthlyOrFirst = (rows: readonly AuthorStripePrice[]): AuthorStripePrice | undefined =>
  rows.find((row) => row.isEnabled && row.interval === "month") ?? [...rows].sort(byInterval).find((row) => row.isEnabled);

/** The author's own subscription: its prices, and whether it is offered (only with at least one enabled price). */
export async function setAuthorSubscriptionPrices(input: {
  knex: Knex;
  payments: Payments | null;
  authorId: number;
  subscriptionEnabled: boolean;
  prices: readonly SubscriptionPriceInput[];
}): Promise<{ subscriptionEnabled: boolean; prices: SubscriptionPrice[] }> {
  validatePrices(input.prices);
  const { knex, authorId } = input;
  const { payments, stripeAccount } = await sellingAccount(knex, input.payments, authorId);
  const author = await AuthorProfile.query(knex).findById(authorId).throwIfNotFound();
  let productId = author.stripeSubscriptionProductId;
  if (!productId) {
    const product = await callProvider(() =>
      payments.stripe.products.create(
        { name: `Subscription to ${author.name ?? "the author"}`, metadata: { authorId: String(authorId) } },
        { stripeAccount, idempotencyKey: `author-product-${authorId}-${stripeAccount}` },
      ),
    );
    productId = product.id;
    await AuthorProfile.query(knex).findById(authorId).patch({ stripeSubscriptionProductId: productId });
  }
  const rows = await syncPrices({ knex, payments, stripeAccount, authorId, seriesId: null, productId, prices: input.prices });
  const main = monthlyOrFirst(rows);
  const subscriptionEnabled = input.subscriptionEnabled && main !== undefined;
  await AuthorProfile.query(knex)
    .findById(authorId)
    .patch({ subscriptionEnabled, subscriptionAmount: main?.amount ?? null, stripeSubscriptionPriceId: main?.stripePriceId ?? null });
  return { subscriptionEnabled, prices: rows.sort(byInterval).map(present) };
}

/** A series' own subscription: prices, whether it is offered, and whether it is the one offered first on the series' books. */
export async function setSeriesSubscriptionPrices(input: {
  knex: Knex;
  payments: Payments | null;
  authorId: number;
  seriesId: number;
  subscriptionEnabled: boolean;
  defaultSubscription: boolean;
  prices: readonly SubscriptionPriceInput[];
}): Promise<SeriesSubscriptionPrices> {
  validatePrices(input.prices);
  const { knex, authorId, seriesId } = input;
  const series = await Series.query(knex).findById(seriesId);
  if (!series || series.deleted || series.authorId !== authorId) throw new NotFoundError("Series not found.");
  const { payments, stripeAccount } = await sellingAccount(knex, input.payments, authorId);
  let productId = series.stripeProductId;
  if (!productId) {
    const product = await callProvider(() =>
      payments.stripe.products.create(
        { name: `Subscription to the series “${series.title}”`, metadata: { authorId: String(authorId), seriesId: String(seriesId) } },
        { stripeAccount, idempotencyKey: `series-product-${seriesId}-${stripeAccount}` },
      ),
    );
    productId = product.id;
    await Series.query(knex).findById(seriesId).patch({ stripeProductId: productId });
  }
  const rows = await syncPrices({ knex, payments, stripeAccount, authorId, seriesId, productId, prices: input.prices });
  const main = monthlyOrFirst(rows);
  const subscriptionEnabled = input.subscriptionEnabled && main !== undefined;
  const updated = await Series.query(knex).patchAndFetchById(seriesId, {
    subscriptionEnabled,
    defaultSubscription: subscriptionEnabled && input.defaultSubscription,
    seriesOnlySubAmount: main?.amount ?? null,
    stripeSubPriceId: main?.stripePriceId ?? null,
  });
  return {
    seriesId,
    title: updated.title,
    subscriptionEnabled: updated.subscriptionEnabled,
    defaultSubscription: updated.defaultSubscription,
    seriesOnlySubAmount: updated.seriesOnlySubAmount,
    prices: rows.sort(byInterval).map(present),
  };
}

/** Whether `id` names an object the provider has on this account (false for an id it does not know). */
async function existsAtProvider(read: () => Promise<{ active?: boolean }>): Promise<boolean> {
  try {
    const object = await read();
    return object.active !== false;
  } catch (error) {
    if (isMissingAtProvider(error)) return false;
    throw error;
  }
}

/**
 * The provider price of an offered subscription price, made again when the
 * provider does not have it on the author's current account (the author
 * connected another account; prices entered before any existed, as the demo
 * seed's): its product too, if that is missing. Answers the price id.
 */
export async function ensureProviderPrice(input: {
  knex: Knex;
  payments: Payments;
  stripeAccount: string;
  price: AuthorStripePrice;
}): Promise<{ priceId: string; productId: string }> {
  const { knex, payments, stripeAccount, price } = input;
  const { stripePriceId, stripeProductId } = price;
  if (stripePriceId && stripeProductId && (await existsAtProvider(() => payments.stripe.prices.retrieve(stripePriceId, {}, { stripeAccount })))) {
    return { priceId: stripePriceId, productId: stripeProductId };
  }
  let productId = stripeProductId;
  if (!productId || !(await existsAtProvider(() => payments.stripe.products.retrieve(productId!, {}, { stripeAccount })))) {
    const owner = price.seriesId === null ? await AuthorProfile.query(knex).findById(price.authorId) : await Series.query(knex).findById(price.seriesId);
    const name = owner instanceof Series ? `Subscription to the series “${owner.title}”` : `Subscription to ${owner?.name ?? "the author"}`;
    const product = await callProvider(() =>
      payments.stripe.products.create(
        { name, metadata: { authorId: String(price.authorId), ...(price.seriesId === null ? {} : { seriesId: String(price.seriesId) }) } },
        { stripeAccount },
      ),
    );
    productId = product.id;
    if (price.seriesId === null) await AuthorProfile.query(knex).findById(price.authorId).patch({ stripeSubscriptionProductId: productId });
    else await Series.query(knex).findById(price.seriesId).patch({ stripeProductId: productId });
  }
  const productForPrice = productId;
  const made = await callProvider(() =>
    payments.stripe.prices.create(
      {
        currency: "usd",
        unit_amount: price.amount,
        recurring: { interval: price.interval },
        product: productForPrice,
        metadata: { authorId: String(price.authorId) },
      },
      { stripeAccount },
    ),
  );
  await AuthorStripePrice.query(knex).findById(price.id).patch({ stripePriceId: made.id, stripeProductId: productForPrice });
  return { priceId: made.id, productId: productForPrice };
}
