import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { Chapter } from "./Chapter.ts";
import { StoryBookScene } from "./StoryBookScene.ts";

const { Model } = objection;

/** A beat of a book's outline. */
export class StoryBookBeat extends BaseModel {
  static override tableName = "storyBookBeats";

  declare id: number;
  declare name: string | null;
  declare purpose: string | null;
  declare description: string | null;
  declare act: number | null;
  declare orderIndex: number;
  declare bookId: number;

  declare book?: Book;
  declare scenes?: StoryBookScene[];
  declare chapters?: Chapter[];

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookBeats.bookId", to: "books.id" },
    },
    scenes: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookScene,
      join: { from: "storyBookBeats.id", to: "storyBookScenes.beatId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    chapters: {
      relation: Model.HasManyRelation,
      modelClass: Chapter,
      join: { from: "storyBookBeats.id", to: "chapters.beatId" },
      modify: (query) => query.orderBy("number"),
    },
  });
}
