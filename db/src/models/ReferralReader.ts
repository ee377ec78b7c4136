import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorSubscription } from "./AuthorSubscription.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Referral } from "./Referral.ts";
import { SeriesSubscription } from "./SeriesSubscription.ts";

const { Model } = objection;

/** A reader who came through a referral, and the subscriptions it earned. */
export class ReferralReader extends BaseModel {
  static override tableName = "referralReaders";

  declare id: number;
  declare referralId: number;
  declare readerId: number;
  declare startedAt: Date;
  declare renewedAt: Date | null;
  declare authorSubId: number | null;
  declare seriesSubId: number | null;

  declare referral?: Referral;
  declare reader?: ReaderProfile;
  declare authorSubscription?: AuthorSubscription | null;
  declare seriesSubscription?: SeriesSubscription | null;

  static override relationMappings = (): RelationMappings => ({
    referral: {
      relation: Model.BelongsToOneRelation,
      modelClass: Referral,
      join: { from: "referralReaders.referralId", to: "referrals.id" },
    },
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "referralReaders.readerId", to: "readerProfiles.id" },
    },
    authorSubscription: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorSubscription,
      join: { from: "referralReaders.authorSubId", to: "authorSubscriptions.id" },
    },
    seriesSubscription: {
      relation: Model.BelongsToOneRelation,
      modelClass: SeriesSubscription,
      join: { from: "referralReaders.seriesSubId", to: "seriesSubscriptions.id" },
    },
  });
}
