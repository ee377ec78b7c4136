import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import type { Payment } from "./Payment.ts";
import type { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/**
 * What a reader's paid subscription to an author (AuthorSubscription) and to
 * a series (SeriesSubscription) have alike: the same columns but the one that
 * names what is subscribed to, and the same reader and payments.
 */
export abstract class PaidSubscription extends BaseModel {
  declare id: number;
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

  declare reader?: ReaderProfile;
  declare payments?: Payment[];

  /**
   * The relations of a subscription in `table`: what it is to (`owner`, by the
   * subscription's `ownerColumn`), the reader, and the payments, which name it
   * in `paymentColumn`. The subclass passes the models: this file imports no
   * model but BaseModel, so it has run before either subclass, whichever model
   * the import cycles start from.
   */
  protected static relationsOf(input: {
    table: string;
    owner: { name: string; modelClass: typeof BaseModel; ownerColumn: string; to: string };
    paymentColumn: string;
    models: { ReaderProfile: typeof ReaderProfile; Payment: typeof Payment };
  }): RelationMappings {
    const { table, owner, paymentColumn, models } = input;
    return {
      [owner.name]: {
        relation: Model.BelongsToOneRelation,
        modelClass: owner.modelClass,
        join: { from: `${table}.${owner.ownerColumn}`, to: owner.to },
      },
      reader: {
        relation: Model.BelongsToOneRelation,
        modelClass: models.ReaderProfile,
        join: { from: `${table}.readerId`, to: "readerProfiles.id" },
      },
      payments: {
        relation: Model.HasManyRelation,
        modelClass: models.Payment,
        join: { from: `${table}.id`, to: `payments.${paymentColumn}` },
      },
    };
  }
}
