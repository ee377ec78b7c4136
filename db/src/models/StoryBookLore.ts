import objection from "objection";
import type { RelationMappings } from "objection";
import type { LoreType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** A lore entry (place, magic, history…) of a book. */
export class StoryBookLore extends BaseModel {
  static override tableName = "storyBookLores";

  declare id: number;
  declare type: LoreType | null;
  declare name: string;
  declare description: string | null;
  declare orderIndex: number;
  declare bookId: number;

  declare book?: Book;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookLores.bookId", to: "books.id" },
    },
  });
}
