import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { ReaderBook } from "./ReaderBook.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A reader's vote on a review (a ReaderBook's review): 1 or -1. */
export class BookReviewReaction extends BaseModel {
  static override tableName = "bookReviewReactions";

  declare id: number;
  declare readerId: number;
  declare reviewId: number;
  declare value: number;

  declare reader?: ReaderProfile;
  declare review?: ReaderBook;

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "bookReviewReactions.readerId", to: "readerProfiles.id" },
    },
    review: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderBook,
      join: { from: "bookReviewReactions.reviewId", to: "readerBooks.id" },
    },
  });
}
