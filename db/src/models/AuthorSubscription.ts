import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Payment } from "./Payment.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A reader's paid subscription to an author. */
export class AuthorSubscription extends BaseModel {
  static override tableName = "authorSubscriptions";

  declare id: number;
  declare authorId: number;
  declare readerId: number;
  /** The payment provider's price id the subscription was bought at. */
  declare priceId: string | null;
  /** Cents per interval. */
  declare amount: number;
  declare isActive: boolean;
  declare interval: PriceInterval;
  declare startedAt: Date | null;
  declare cancelledByAuthor: boolean;
  declare isCancelledByReader: boolean;
  declare isDeleted: boolean;
  declare stripeSubscriptionId: string | null;
  /** The provider's subscription status: active, past_due, canceled, incomplete… */
  declare status: string;
  /** Paid until then: access lasts to the end of the period, whatever happens to the renewal. */
  declare currentPeriodEnd: Date | null;
  declare cancelAtPeriodEnd: boolean;
  declare checkoutId: number | null;

  declare author?: AuthorProfile;
  declare reader?: ReaderProfile;
  declare payments?: Payment[];

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorSubscriptions.authorId", to: "authorProfiles.id" },
    },
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "authorSubscriptions.readerId", to: "readerProfiles.id" },
    },
    payments: {
      relation: Model.HasManyRelation,
      modelClass: Payment,
      join: { from: "authorSubscriptions.id", to: "payments.subscriptionId" },
    },
  });
}
