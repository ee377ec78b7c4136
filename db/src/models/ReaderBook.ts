import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { BookReviewReaction } from "./BookReviewReaction.ts";
import { BookReviewReport } from "./BookReviewReport.ts";
import { Chapter } from "./Chapter.ts";
import { Payment } from "./Payment.ts";
import { ReaderChapterUnlock } from "./ReaderChapterUnlock.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** One reader's relation to one book: purchases, progress and review. */
export class ReaderBook extends BaseModel {
  static override tableName = "readerBooks";

  declare id: number;
  declare readerId: number;
  declare bookId: number;
  declare paidChaptersCount: number;
  declare currentChapterIndex: number;
  declare paymentIntentId: string | null;
  declare chaptersRead: number;
  declare firstReadAt: Date | null;
  declare lastReadAt: Date | null;
  /** Fraction of the current chapter read, 0 to 1. */
  declare currentChapterProgress: number;
  declare entireBook: boolean;
  /** 1 to 5 stars. */
  declare rating: number | null;
  declare reviewMarkup: string | null;
  declare reviewTitle: string | null;
  declare reviewedAt: Date | null;
  declare reviewReactionsSum: number;
  /** Set while moderation hides the review from everyone but its writer. */
  declare reviewHiddenAt: Date | null;
  declare downloadsCount: number;
  declare audiobookMode: boolean;
  declare currentChapterId: number | null;

  declare reader?: ReaderProfile;
  declare book?: Book;
  declare currentChapter?: Chapter | null;
  declare reactions?: BookReviewReaction[];
  declare reports?: BookReviewReport[];
  declare payments?: Payment[];
  /** Chapters bought one by one (not the entire book). */
  declare unlocks?: ReaderChapterUnlock[];

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "readerBooks.readerId", to: "readerProfiles.id" },
    },
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "readerBooks.bookId", to: "books.id" },
    },
    currentChapter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Chapter,
      join: { from: "readerBooks.currentChapterId", to: "chapters.id" },
    },
    reactions: {
      relation: Model.HasManyRelation,
      modelClass: BookReviewReaction,
      join: { from: "readerBooks.id", to: "bookReviewReactions.reviewId" },
    },
    reports: {
      relation: Model.HasManyRelation,
      modelClass: BookReviewReport,
      join: { from: "readerBooks.id", to: "bookReviewReports.reviewId" },
    },
    payments: {
      relation: Model.HasManyRelation,
      modelClass: Payment,
      join: { from: "readerBooks.id", to: "payments.readerBookId" },
    },
    unlocks: {
      relation: Model.HasManyRelation,
      modelClass: ReaderChapterUnlock,
      join: { from: "readerBooks.id", to: "readerChapterUnlocks.readerBookId" },
    },
  });
}
