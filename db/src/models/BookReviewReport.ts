import objection from "objection";
import type { RelationMappings } from "objection";
import type { ReviewViolation } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { ReaderBook } from "./ReaderBook.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A reader's report of a review breaking the rules; `notes` are the moderator's. */
export class BookReviewReport extends BaseModel {
  static override tableName = "bookReviewReports";

  declare id: number;
  declare violation: ReviewViolation;
  declare comment: string | null;
  declare reporterId: number;
  declare reviewId: number;
  declare dateTime: Date;
  declare deleted: boolean;
  declare notes: string | null;
  /** How a moderator closed the report (`deleted`): null while it is open. */
  declare resolution: "DISMISSED" | "REVIEW_HIDDEN" | null;
  declare resolvedAt: Date | null;
  declare resolvedById: number | null;

  declare reporter?: ReaderProfile;
  declare review?: ReaderBook;

  static override relationMappings = (): RelationMappings => ({
    reporter: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "bookReviewReports.reporterId", to: "readerProfiles.id" },
    },
    review: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderBook,
      join: { from: "bookReviewReports.reviewId", to: "readerBooks.id" },
    },
  });
}
