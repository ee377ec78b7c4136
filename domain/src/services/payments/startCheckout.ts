/**
 * Starting a checkout (README.md beside this file): what is bought is fixed
 * here, in a `checkouts` row, before the reader is sent to the provider's
 * hosted checkout page. "The next 5 chapters" become five chapter ids; the
 * price and the fees are the ones shown. The provider's session carries the
 * row's id as metadata; the events and the reader's return only say whether
 * it was paid.
 */
import type { Knex } from "@storyloom/db";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorProfile, Checkout } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Payments, Stripe } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider } from "../../integrations/payments.ts";
import { listPublicChapters } from "../readers/listPublicChapters.ts";
import { CHAPTER_COUNT_OPTIONS, chapterCountLabel } from "./chapterPacks.ts";
import { appFeePercentOf, splitPayment } from "./fees.ts";
import { referralClaimFor } from "./referrals.ts";
import type { ReferralClaim } from "./referrals.ts";

/** The AI balance top-ups on offer, in cents. */
export const AI_TOP_UP_AMOUNTS: readonly number[] = [500, 1000, 2000, 5000];

/** A path on this site to come back to: "/book/3/chapter/4", never another site ("//evil.example"). */
export function safeReturnPath(path: string | undefined, fallback: string): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  return path;
}

interface SellingAuthor {
  id: number;
  stripeId: string;
  appFeePercent: number | null;
  appFeeExpiresAt: Date | null;
}

/** The author, if they can sell now: a validated payout account. */
export async function findSellingAuthor(db: Knex | Knex.Transaction, authorId: number): Promise<SellingAuthor | null> {
  const author = await AuthorProfile.query(db)
    .findById(authorId)
    .select("id", "stripeId", "stripeConnected", "paymentConnectionStatus", "appFeePercent", "appFeeExpiresAt");
  if (!author?.stripeId || !author.stripeConnected || author.paymentConnectionStatus !== "VALIDATED") return null;
  return { id: author.id, stripeId: author.stripeId, appFeePercent: author.appFeePercent, appFeeExpiresAt: author.appFeeExpiresAt };
}

function checkoutReturnUrl(publicUrl: string, checkoutId: number): string {
  // The provider fills in {CHECKOUT_SESSION_ID}; the return route checks it against the row.
  return `${publicUrl}/api/v1/checkouts/${checkoutId}/return?session_id={CHECKOUT_SESSION_ID}`;
}

async function openSession(input: {
  knex: Knex;
  payments: Payments;
  checkout: Checkout;
  params: Stripe.Checkout.SessionCreateParams;
}): Promise<{ url: string }> {
  const { knex, payments, checkout } = input;
  const options = { idempotencyKey: `checkout-${checkout.id}`, ...(checkout.stripeAccountId ? { stripeAccount: checkout.stripeAccountId } : {}) };
  const session = await callProvider(() => payments.stripe.checkout.sessions.create(input.params, options));
  await Checkout.query(knex).findById(checkout.id).patch({ stripeSessionId: session.id });
  if (!session.url) throw new NotFoundError("The payment provider gave no checkout page.");
  return { url: session.url };
}

/**
 * A reader buys the next `chaptersCount` chapters they cannot read yet (from
 * the one they want on), or the entire book (0), from an author who can sell;
 * answers the provider's checkout page to send them to.
 */
export async function startBookCheckout(input: {
  knex: Knex;
  payments: Payments | null;
  actor: UserActor;
  bookId: number;
  chaptersCount: number;
  /** The chapter the reader wants (its index): the chapters bought start there; default: the first one they may buy. */
  fromChapterIndex?: number | undefined;
  /** The referral link the reader arrived through, if any (referrals.ts). */
  referral?: ReferralClaim | null;
  returnPath: string;
  publicUrl: string;
  now?: Date;
}): Promise<{ url: string }> {
  const { knex, payments, actor, bookId, chaptersCount } = input;
  const now = input.now ?? new Date();
  if (!payments) throw new PaymentsNotConfiguredError();
  if (actor.readerId === null) throw new ForbiddenError("Only readers can buy chapters.");
  if (!CHAPTER_COUNT_OPTIONS.includes(chaptersCount)) {
    throw new ValidationError("Choose how many chapters to buy.", { chaptersCount: "Choose the entire book, 1 to 10 chapters, or 15 to 100 in steps of 5." });
  }
  const chapters = await listPublicChapters({ db: knex, actor, bookId, now });
  const book = await knex("books")
    .where({ id: bookId })
    .first<{ id: number; title: string; authorId: number; chapterPrice: number | null; bundle: boolean; bundlePrice: number | null; subscribersOnly: boolean }>(
      "id",
      "title",
      "authorId",
      "chapterPrice",
      "bundle",
      "bundlePrice",
      "subscribersOnly",
    );
  if (!book) throw new NotFoundError("Book not found.");
  if (book.authorId === actor.authorId) throw new ConflictError("This is your own book.");
  const author = await findSellingAuthor(knex, book.authorId);
  if (!author) throw new ConflictError("This author is not selling chapters yet.");
  const from = input.fromChapterIndex ?? 1;
  const buyable = chapters.filter((chapter) => chapter.index >= from && !chapter.access.isOpen && chapter.access.unlock?.canBuyChapters);

  let amount: number;
  let chapterIds: number[] = [];
  let name: string;
  if (chaptersCount === 0) {
    if (!book.bundle || book.bundlePrice === null || book.subscribersOnly) throw new ConflictError("This book is not sold whole.");
    const owned = await knex("readerBooks").where({ readerId: actor.readerId, bookId, entireBook: true }).first("id");
    if (owned) throw new ConflictError("You already own this book.");
    amount = book.bundlePrice;
    name = `${book.title}: the entire book`;
  } else {
    if (book.chapterPrice === null || book.subscribersOnly) throw new ConflictError("This book's chapters are not sold one by one.");
    if (buyable.length === 0) throw new ConflictError("There are no chapters left to buy in this book.");
    if (chaptersCount > buyable.length) {
      const left = buyable.length === 1 ? "Only 1 chapter is" : `Only ${buyable.length} chapters are`;
      throw new ValidationError(`${left} left to buy in this book.`, { chaptersCount: `${left} left to buy in this book.` });
    }
    const bought = buyable.slice(0, chaptersCount);
    const ids = await knex("chapters").where({ bookId, status: "PUBLISHED" }).orderBy("number").select<Array<{ id: number }>>("id");
    chapterIds = bought.map((chapter) => ids[chapter.index - 1]?.id).filter((id): id is number => id !== undefined);
    amount = book.chapterPrice * chapterIds.length;
    name = `${book.title}: ${chapterCountLabel(chapterIds.length)} (${bought[0]?.heading ?? ""}${bought.length > 1 ? ` to ${bought.at(-1)?.heading ?? ""}` : ""})`;
  }
  const appFeePercent = appFeePercentOf(author, now);
  const split = splitPayment({ amount, appFeePercent, referred: false });
  const returnPath = safeReturnPath(input.returnPath, `/book/${bookId}`);
  const claim = referralClaimFor(input.referral, { buyerAuthorId: actor.authorId, sellerAuthorId: author.id });
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind: chaptersCount === 0 ? "ENTIRE_BOOK" : "CHAPTERS",
    userId: actor.userId,
    readerId: actor.readerId,
    toAuthorId: author.id,
    bookId,
    chapterIds,
    amount,
    currency: "usd",
    appFeeAmount: split.appFee,
    appFeePercent,
    stripeAccountId: author.stripeId,
    returnPath,
    referrerAuthorId: claim?.referrerAuthorId ?? null,
    referralBookId: claim?.bookId ?? null,
  });
  return openSession({
    knex,
    payments,
    checkout,
    params: {
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amount, product_data: { name } } }],
      payment_intent_data: { application_fee_amount: split.appFee, metadata: { checkoutId: String(checkout.id) } },
      metadata: { checkoutId: String(checkout.id) },
      client_reference_id: String(checkout.id),
      customer_email: actor.email,
      success_url: checkoutReturnUrl(input.publicUrl, checkout.id),
      cancel_url: `${input.publicUrl}${returnPath}`,
    },
  });
}

/** An author tops up their AI balance by `amount` cents, paid to the platform itself (no connected account, no fee). */
export async function startAiTopUp(input: {
  knex: Knex;
  payments: Payments | null;
  actor: UserActor;
  amount: number;
  publicUrl: string;
}): Promise<{ url: string }> {
  const { knex, payments, actor, amount } = input;
  if (!payments) throw new PaymentsNotConfiguredError();
  if (!AI_TOP_UP_AMOUNTS.includes(amount)) {
    throw new ValidationError("Choose an amount to add.", { amount: `Choose one of ${AI_TOP_UP_AMOUNTS.map((cents) => `$${cents / 100}`).join(", ")}.` });
  }
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind: "AI_TOP_UP",
    userId: actor.userId,
    amount,
    currency: "usd",
    appFeeAmount: 0,
    returnPath: "/ai",
  });
  return openSession({
    knex,
    payments,
    checkout,
    params: {
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amount, product_data: { name: `AI balance: $${(amount / 100).toFixed(2)}` } } }],
      payment_intent_data: { metadata: { checkoutId: String(checkout.id) } },
      metadata: { checkoutId: String(checkout.id), credit: String(centsToMicroCents(amount)) },
      client_reference_id: String(checkout.id),
      customer_email: actor.email,
      success_url: checkoutReturnUrl(input.publicUrl, checkout.id),
      cancel_url: `${input.publicUrl}/ai`,
    },
  });
}
