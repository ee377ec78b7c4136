/**
 * One of a reader's payments as a receipt: what the purchases list shows of
 * it, and what a receipt adds (the seller, the buyer's e-mail, the currency,
 * the provider's reference, and the line bought: the chapters by their place
 * in the book, the whole book, or a subscription period). Scoped to the
 * reader: someone else's payment is not found, like an unknown one.
 */
import type { CheckoutKind, Knex, PaymentStatus, PriceInterval } from "@storyloom/db";

type Db = Knex | Knex.Transaction;

/** The subscription a payment paid a period of. */
export interface ReceiptSubscription {
  type: "AUTHOR" | "SERIES";
  /** The author's name or the series' title. */
  name: string;
  interval: PriceInterval;
}

export interface PurchaseReceipt {
  paymentId: number;
  /** The buyer's reader profile: the policy's subject. */
  readerId: number;
  kind: CheckoutKind | null;
  bookId: number | null;
  bookTitle: string | null;
  /** Chapters bought (0 for a whole book or a subscription). */
  chaptersCount: number;
  /**
   * The bought chapters' places among the book's published chapters now
   * (1-based, ascending): fewer than chaptersCount when some are no longer
   * published.
   */
  chapterNumbers: number[];
  entireBook: boolean;
  subscription: ReceiptSubscription | null;
  seller: { authorId: number; name: string };
  buyerEmail: string;
  /** Cents, in `currency`. */
  amount: number;
  refundedAmount: number;
  /** ISO 4217, lower case as the provider writes it ("usd"). */
  currency: string;
  status: PaymentStatus;
  /** The provider's id of the payment (payment intent, else invoice, else charge); null when none was stored. */
  providerReference: string | null;
  createdAt: Date;
}

interface ReceiptRow extends Omit<PurchaseReceipt, "chapterNumbers" | "subscription" | "seller"> {
  chapterIds: number[] | null;
  sellerAuthorId: number;
  sellerName: string;
  subscriptionType: "AUTHOR" | "SERIES" | null;
  subscriptionName: string | null;
  subscriptionInterval: PriceInterval | null;
}

/** The reader's payment `paymentId` as a receipt, or null when it is not theirs or does not exist. Two queries. */
export async function findPurchaseReceipt(input: { db: Db; readerId: number; paymentId: number }): Promise<PurchaseReceipt | null> {
  const { db, readerId, paymentId } = input;
  const row: ReceiptRow | undefined = await db("payments")
    .join("readerProfiles", "readerProfiles.id", "payments.readerId")
    .join("users", "users.id", "readerProfiles.userId")
    .join("authorProfiles", "authorProfiles.id", "payments.toAuthorId")
    .leftJoin("checkouts", "checkouts.id", "payments.checkoutId")
    .leftJoin("readerBooks", "readerBooks.id", "payments.readerBookId")
    .leftJoin("books", "books.id", db.raw("coalesce(checkouts.book_id, reader_books.book_id)"))
    .leftJoin("authorSubscriptions", "authorSubscriptions.id", "payments.subscriptionId")
    .leftJoin("seriesSubscriptions", "seriesSubscriptions.id", "payments.seriesSubscriptionId")
    .leftJoin("series", "series.id", "seriesSubscriptions.seriesId")
    .where("payments.id", paymentId)
    .where("payments.readerId", readerId)
    .first(
      "payments.id as paymentId",
      "payments.readerId",
      "checkouts.kind",
      "books.id as bookId",
      "books.title as bookTitle",
      "checkouts.chapterIds",
      db.raw("coalesce(cardinality(checkouts.chapter_ids), 0)::int as chapters_count"),
      "payments.entireBook",
      "authorProfiles.id as sellerAuthorId",
      db.raw("coalesce(author_profiles.name, 'An author') as seller_name"),
      "users.email as buyerEmail",
      "payments.amount",
      "payments.refundedAmount",
      "payments.currency",
      "payments.status",
      db.raw("coalesce(payments.stripe_payment_intent_id, payments.stripe_invoice_id, payments.stripe_charge_id) as provider_reference"),
      "payments.createdAt",
      db.raw(
        "case when payments.subscription_id is not null then 'AUTHOR' when payments.series_subscription_id is not null then 'SERIES' end as subscription_type",
      ),
      db.raw("case when payments.subscription_id is not null then coalesce(author_profiles.name, 'An author') else series.title end as subscription_name"),
      db.raw("coalesce(author_subscriptions.interval, series_subscriptions.interval) as subscription_interval"),
    );
  if (!row) return null;
  const { chapterIds, sellerAuthorId, sellerName, subscriptionType, subscriptionName, subscriptionInterval, ...fields } = row;
  return {
    ...fields,
    chapterNumbers: row.bookId !== null && chapterIds && chapterIds.length > 0 ? await publishedPlacesOf(db, row.bookId, chapterIds) : [],
    subscription:
      subscriptionType && subscriptionName !== null && subscriptionInterval
        ? { type: subscriptionType, name: subscriptionName, interval: subscriptionInterval }
        : null,
    seller: { authorId: sellerAuthorId, name: sellerName },
  };
}

/** Where the chapters stand among the book's published chapters in reading order (1-based), ascending; unpublished ones are left out. */
async function publishedPlacesOf(db: Db, bookId: number, chapterIds: number[]): Promise<number[]> {
  const rows: Array<{ place: number }> = await db
    .with("published", (published) => {
      void published.from("chapters").where({ bookId, status: "PUBLISHED" }).select("id", db.raw("row_number() over (order by number)::int as place"));
    })
    .from("published")
    .whereIn("id", chapterIds)
    .orderBy("place")
    .select("place");
  return rows.map((row) => row.place);
}
