import type { CheckoutKind, CheckoutStatus, PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * What a buyer asked to pay for, fixed when the checkout starts (the exact
 * chapters, the price, the fees): the payment provider's events only say
 * whether it was paid, refunded or disputed (domain/src/services/payments).
 */
export class Checkout extends BaseModel {
  static override tableName = "checkouts";

  declare id: number;
  declare kind: CheckoutKind;
  declare status: CheckoutStatus;
  declare userId: number;
  declare readerId: number | null;
  declare toAuthorId: number | null;
  declare bookId: number | null;
  declare seriesId: number | null;
  declare chapterIds: number[];
  declare interval: PriceInterval | null;
  /** Cents. */
  declare amount: number;
  declare currency: string;
  declare appFeeAmount: number;
  declare appFeePercent: number | null;
  declare referralId: number | null;
  /** The author whose referral link the buyer arrived through (localStorage's affiliateReferrer), until the checkout is paid. */
  declare referrerAuthorId: number | null;
  /** The book of that link (affiliateBook). */
  declare referralBookId: number | null;
  declare referralAuthorFee: number | null;
  /** The author's connected account the charge is made on; null for AI top-ups (the platform's own). */
  declare stripeAccountId: string | null;
  declare stripeSessionId: string | null;
  declare stripePaymentIntentId: string | null;
  declare stripeSubscriptionId: string | null;
  /** Where the buyer goes back to once paid (a chapter, a book, the AI page). */
  declare returnPath: string | null;
  declare fulfilledAt: Date | null;
  declare revokedAt: Date | null;
}
