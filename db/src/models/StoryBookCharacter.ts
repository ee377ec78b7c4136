import objection from "objection";
import type { RelationMappings } from "objection";
import type { CharacterType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { StoryBookScene } from "./StoryBookScene.ts";

const { Model } = objection;

/** A character of a book. */
export class StoryBookCharacter extends BaseModel {
  static override tableName = "storyBookCharacters";

  declare id: number;
  declare type: CharacterType | null;
  declare name: string;
  declare overview: string | null;
  declare physical: string | null;
  declare mental: string | null;
  declare skills: string | null;
  declare orderIndex: number;
  declare bookId: number;

  declare book?: Book;
  declare scenes?: StoryBookScene[];

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookCharacters.bookId", to: "books.id" },
    },
    scenes: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookScene,
      join: { from: "storyBookCharacters.id", to: "storyBookScenes.characterId" },
    },
  });
}
