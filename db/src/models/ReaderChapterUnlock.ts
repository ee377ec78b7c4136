import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Chapter } from "./Chapter.ts";
import { ReaderBook } from "./ReaderBook.ts";

const { Model } = objection;

/** One chapter a reader bought, held by the chapter's id so reordering chapters never moves a purchase. */
export class ReaderChapterUnlock extends BaseModel {
  static override tableName = "readerChapterUnlocks";

  declare id: number;
  declare readerBookId: number;
  declare chapterId: number;

  declare readerBook?: ReaderBook;
  declare chapter?: Chapter;

  static override relationMappings = (): RelationMappings => ({
    readerBook: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderBook,
      join: { from: "readerChapterUnlocks.readerBookId", to: "readerBooks.id" },
    },
    chapter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Chapter,
      join: { from: "readerChapterUnlocks.chapterId", to: "chapters.id" },
    },
  });
}
