import type { RelationMappings } from "objection";
import { PaidSubscription } from "./PaidSubscription.ts";
import { Payment } from "./Payment.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Series } from "./Series.ts";

/** A reader's paid subscription to a series. */
export class SeriesSubscription extends PaidSubscription {
  static override tableName = "seriesSubscriptions";

  declare seriesId: number;
  declare series?: Series;

  static override relationMappings = (): RelationMappings =>
    PaidSubscription.relationsOf({
      table: "seriesSubscriptions",
      owner: { name: "series", modelClass: Series, ownerColumn: "seriesId", to: "series.id" },
      paymentColumn: "seriesSubscriptionId",
      models: { ReaderProfile, Payment },
    });
}
