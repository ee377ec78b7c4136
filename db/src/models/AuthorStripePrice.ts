import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Series } from "./Series.ts";

const { Model } = objection;

/** A subscription price an author offers, for the author or for one series. */
export class AuthorStripePrice extends BaseModel {
  static override tableName = "authorStripePrices";

  declare id: number;
  declare interval: PriceInterval;
  declare isEnabled: boolean;
  /** Cents. */
  declare amount: number;
  declare stripePriceId: string | null;
  declare stripeProductId: string | null;
  declare authorId: number;
  declare seriesId: number | null;

  declare author?: AuthorProfile;
  declare series?: Series | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorStripePrices.authorId", to: "authorProfiles.id" },
    },
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "authorStripePrices.seriesId", to: "series.id" },
    },
  });
}
