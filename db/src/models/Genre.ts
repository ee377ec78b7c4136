import objection from "objection";
import type { RelationMappings } from "objection";
import type { GenreCategory } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** A genre in one of the catalogue's categories. */
export class Genre extends BaseModel {
  static override tableName = "genres";

  declare id: number;
  declare name: string;
  declare category: GenreCategory;

  declare books?: Book[];

  static override relationMappings = (): RelationMappings => ({
    books: {
      relation: Model.HasManyRelation,
      modelClass: Book,
      join: { from: "genres.id", to: "books.genreId" },
    },
  });
}
