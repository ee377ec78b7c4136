import objection from "objection";
import type { RelationMappings } from "objection";
import type { SceneResolution, SceneType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { Chapter } from "./Chapter.ts";
import { StoryBookBeat } from "./StoryBookBeat.ts";
import { StoryBookCharacter } from "./StoryBookCharacter.ts";

const { Model } = objection;

/** A scene of a book's outline, linked to its beat, chapter and main character. */
export class StoryBookScene extends BaseModel {
  static override tableName = "storyBookScenes";

  declare id: number;
  declare type: SceneType | null;
  declare isHidden: boolean;
  declare primaryCharacter: string | null;
  declare goal: string | null;
  declare conflict: string | null;
  declare resolution: SceneResolution | null;
  declare resolutionDescription: string | null;
  declare priorEvent: string | null;
  declare reaction: string | null;
  declare dilemma: string | null;
  declare decision: string | null;
  declare description: string | null;
  declare orderIndex: number;
  declare bookId: number;
  declare beatId: number | null;
  declare chapterId: number | null;
  declare characterId: number | null;

  declare book?: Book;
  declare beat?: StoryBookBeat | null;
  declare chapter?: Chapter | null;
  declare character?: StoryBookCharacter | null;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "storyBookScenes.bookId", to: "books.id" },
    },
    beat: {
      relation: Model.BelongsToOneRelation,
      modelClass: StoryBookBeat,
      join: { from: "storyBookScenes.beatId", to: "storyBookBeats.id" },
    },
    chapter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Chapter,
      join: { from: "storyBookScenes.chapterId", to: "chapters.id" },
    },
    character: {
      relation: Model.BelongsToOneRelation,
      modelClass: StoryBookCharacter,
      join: { from: "storyBookScenes.characterId", to: "storyBookCharacters.id" },
    },
  });
}
