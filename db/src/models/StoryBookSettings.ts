import objection from "objection";
import type { RelationMappings } from "objection";
import type { PointOfView, StoryLength, StoryStyle } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** A book's story settings: length, style and point of view. */
export class StoryBookSettings extends BaseModel {
  static override tableName = "storyBookSettings";

  declare id: number;
  declare length: StoryLength | null;
  declare style: StoryStyle | null;
  declare pointOfView: PointOfView | null;
  declare styleDescription: string | null;
  declare bookId: number;

  declare book?: Book;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookSettings.bookId", to: "books.id" },
    },
  });
}
