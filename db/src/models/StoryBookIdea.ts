import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { Genre } from "./Genre.ts";

const { Model } = objection;

/** A story idea kept for a book. */
export class StoryBookIdea extends BaseModel {
  static override tableName = "storyBookIdeas";

  declare id: number;
  declare genreId: number | null;
  declare idea: string;
  declare bookId: number;

  declare book?: Book;
  declare genre?: Genre | null;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookIdeas.bookId", to: "books.id" },
    },
    genre: {
      relation: Model.BelongsToOneRelation,
      modelClass: Genre,
      join: { from: "storyBookIdeas.genreId", to: "genres.id" },
    },
  });
}
