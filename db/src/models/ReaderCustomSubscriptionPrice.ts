import objection from "objection";
import type { RelationMappings } from "objection";
import type { PriceInterval } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A price a reader chose to pay for an author subscription. */
export class ReaderCustomSubscriptionPrice extends BaseModel {
  static override tableName = "readerCustomSubscriptionPrices";

  declare id: number;
  declare stripePriceId: string;
  declare readerId: number;
  declare authorId: number;
  /** Cents. */
  declare amount: number;
  declare interval: PriceInterval;

  declare reader?: ReaderProfile;
  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "readerCustomSubscriptionPrices.readerId", to: "readerProfiles.id" },
    },
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "readerCustomSubscriptionPrices.authorId", to: "authorProfiles.id" },
    },
  });
}
