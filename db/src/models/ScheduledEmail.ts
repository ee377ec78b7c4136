import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** An e-mail to a book's readers due at `dateTime`; `sentAt` makes sending idempotent. */
export class ScheduledEmail extends BaseModel {
  static override tableName = "scheduledEmails";

  declare id: number;
  declare bookId: number;
  declare dateTime: Date;
  declare isNewBook: boolean;
  declare sentAt: Date | null;

  declare book?: Book;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "scheduledEmails.bookId", to: "books.id" },
    },
  });
}
