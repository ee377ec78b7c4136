import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Series } from "./Series.ts";

const { Model } = objection;

/** A price a reader chose to pay for a series subscription. */
export class ReaderSeriesSubscriptionCustomPrice extends BaseModel {
  static override tableName = "readerSeriesSubscriptionCustomPrices";

  declare id: number;
  declare stripePriceId: string;
  declare readerId: number;
  declare seriesId: number;
  /** Cents. */
  declare amount: number;
  declare interval: PriceInterval;

  declare reader?: ReaderProfile;
  declare series?: Series;

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "readerSeriesSubscriptionCustomPrices.readerId", to: "readerProfiles.id" },
    },
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "readerSeriesSubscriptionCustomPrices.seriesId", to: "series.id" },
    },
  });
}
