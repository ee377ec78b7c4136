import objection from "objection";
import type { RelationMappings } from "objection";
import type { ChapterStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { ChapterAudio } from "./ChapterAudio.ts";
import { ChapterVersion } from "./ChapterVersion.ts";
import { StoryBookBeat } from "./StoryBookBeat.ts";
import { StoryBookScene } from "./StoryBookScene.ts";

const { Model } = objection;

/** A chapter of a book; `staged*` hold edits not yet published. */
export class Chapter extends BaseModel {
  static override tableName = "chapters";

  declare id: number;
  declare bookId: number;
  declare beatId: number | null;
  declare markup: string | null;
  /** 1-based position in the book; unique per book. */
  declare number: number;
  declare status: ChapterStatus;
  declare title: string | null;
  declare stagedMarkup: string | null;
  declare stagedTitle: string | null;
  declare customNumbering: string | null;
  declare stagedCustomNumbering: string | null;
  declare sendEmailWhenPublished: boolean;
  declare scheduledPublicationAt: Date | null;
  declare scheduledUnlockAt: Date | null;
  declare publishedAt: Date | null;
  /** Bumped by every change of the text; edits name the version they start from (optimistic concurrency). */
  declare version: number;
  /** Words of the working text, counted by PostgreSQL (a generated column: never written). */
  declare wordCount: number;

  declare book?: Book;
  declare beat?: StoryBookBeat | null;
  declare versions?: ChapterVersion[];
  declare audios?: ChapterAudio[];
  declare scenes?: StoryBookScene[];

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "chapters.bookId", to: "books.id" },
    },
    beat: {
      relation: Model.BelongsToOneRelation,
      modelClass: StoryBookBeat,
      join: { from: "chapters.beatId", to: "storyBookBeats.id" },
    },
    versions: {
      relation: Model.HasManyRelation,
      modelClass: ChapterVersion,
      join: { from: "chapters.id", to: "chapterVersions.chapterId" },
      modify: (query) => query.orderBy("createdAt", "desc"),
    },
    audios: {
      relation: Model.HasManyRelation,
      modelClass: ChapterAudio,
      join: { from: "chapters.id", to: "chapterAudios.chapterId" },
    },
    scenes: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookScene,
      join: { from: "chapters.id", to: "storyBookScenes.chapterId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
  });
}
