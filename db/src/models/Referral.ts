import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Book } from "./Book.ts";
import { ReferralReader } from "./ReferralReader.ts";

const { Model } = objection;

/** A referral link of an author (or of the platform) to a book. */
export class Referral extends BaseModel {
  static override tableName = "referrals";

  declare id: number;
  declare bookId: number | null;
  declare referralAuthorId: number;
  declare isPlatform: boolean;

  declare book?: Book | null;
  declare referralAuthor?: AuthorProfile;
  declare readers?: ReferralReader[];

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "referrals.bookId", to: "books.id" },
    },
    referralAuthor: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "referrals.referralAuthorId", to: "authorProfiles.id" },
    },
    readers: {
      relation: Model.HasManyRelation,
      modelClass: ReferralReader,
      join: { from: "referrals.id", to: "referralReaders.referralId" },
    },
  });
}
