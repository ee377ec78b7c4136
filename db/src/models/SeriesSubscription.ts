import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Payment } from "./Payment.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Series } from "./Series.ts";

const { Model } = objection;

/** A reader's paid subscription to a series. */
export class SeriesSubscription extends BaseModel {
  static override tableName = "seriesSubscriptions";

  declare id: number;
  declare seriesId: number;
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

  declare series?: Series;
  declare reader?: ReaderProfile;
  declare payments?: Payment[];

  static override relationMappings = (): RelationMappings => ({
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "seriesSubscriptions.seriesId", to: "series.id" },
    },
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "seriesSubscriptions.readerId", to: "readerProfiles.id" },
    },
    payments: {
      relation: Model.HasManyRelation,
      modelClass: Payment,
      join: { from: "seriesSubscriptions.id", to: "payments.seriesSubscriptionId" },
    },
  });
}
