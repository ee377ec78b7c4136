import objection from "objection";
import type { RelationMappings } from "objection";
import type { PaymentStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { AuthorSubscription } from "./AuthorSubscription.ts";
import { ReaderBook } from "./ReaderBook.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Referral } from "./Referral.ts";
import { SeriesSubscription } from "./SeriesSubscription.ts";

const { Model } = objection;

/** Money a reader paid an author: chapters, a whole book, a bundle or a subscription period. */
export class Payment extends BaseModel {
  static override tableName = "payments";

  declare id: number;
  declare toAuthorId: number;
  declare subscriptionId: number | null;
  declare readerBookId: number | null;
  /** Cents. */
  declare amount: number;
  declare entireBook: boolean;
  declare readerId: number;
  declare seriesSubscriptionId: number | null;
  /** The platform fee percentage applied to this payment. */
  declare appFeePercent: number | null;
  /** Cents paid to the referring author. */
  declare referralAuthorFee: number | null;
  declare referralId: number | null;
  declare isCancellationSub: boolean;
  declare stripeSubId: string | null;
  declare bundle: boolean;
  declare stripePaymentIntentId: string | null;
  declare stripeCommunityPaymentId: string | null;
  declare status: PaymentStatus;
  declare currency: string;
  /** Cents kept by the platform (the provider's application fee). */
  declare appFeeAmount: number;
  /** Cents given back to the reader. */
  declare refundedAmount: number;
  declare checkoutId: number | null;
  declare stripeInvoiceId: string | null;
  declare stripeChargeId: string | null;
  /** The transfer that paid the referring author their fee; null while it is owed (or when there is none). */
  declare referralTransferId: string | null;

  declare toAuthor?: AuthorProfile;
  declare reader?: ReaderProfile;
  declare subscription?: AuthorSubscription | null;
  declare seriesSubscription?: SeriesSubscription | null;
  declare readerBook?: ReaderBook | null;
  declare referral?: Referral | null;

  static override relationMappings = (): RelationMappings => ({
    toAuthor: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "payments.toAuthorId", to: "authorProfiles.id" },
    },
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "payments.readerId", to: "readerProfiles.id" },
    },
    subscription: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorSubscription,
      join: { from: "payments.subscriptionId", to: "authorSubscriptions.id" },
    },
    seriesSubscription: {
      relation: Model.BelongsToOneRelation,
      modelClass: SeriesSubscription,
      join: { from: "payments.seriesSubscriptionId", to: "seriesSubscriptions.id" },
    },
    readerBook: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderBook,
      join: { from: "payments.readerBookId", to: "readerBooks.id" },
    },
    referral: {
      relation: Model.BelongsToOneRelation,
      modelClass: Referral,
      join: { from: "payments.referralId", to: "referrals.id" },
    },
  });
}
