import objection from "objection";
import type { ModelOptions, QueryContext, RelationMappings } from "objection";
import { countWords } from "../countWords.ts";
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
  /** Words of the working text (staged markup where there is some), kept by this model on every write of the text. */
  declare wordCount: number;

  declare book?: Book;
  declare beat?: StoryBookBeat | null;
  declare versions?: ChapterVersion[];
  declare audios?: ChapterAudio[];
  declare scenes?: StoryBookScene[];

  override $beforeInsert(context: QueryContext): void {
    super.$beforeInsert(context);
    this.wordCount = countWords(this.stagedMarkup ?? this.markup ?? null);
  }

  /**
   * A write of the text counts its words again: the working text is the
   * staged markup when the row will hold some, else the markup. A patch that
   * leaves that unknowable (markup alone, on a query without the row) is a
   * mistake in our code, refused before it stores a wrong count.
   */
  override $beforeUpdate(options: ModelOptions, context: QueryContext): void {
    super.$beforeUpdate(options, context);
    if (this.markup === undefined && this.stagedMarkup === undefined) return;
    const old = options.old as Partial<Chapter> | undefined;
    const staged = this.stagedMarkup !== undefined ? this.stagedMarkup : old?.stagedMarkup;
    const markup = this.markup !== undefined ? this.markup : old?.markup;
    if (typeof staged === "string") this.wordCount = countWords(staged);
    else if (staged === null && markup !== undefined) this.wordCount = countWords(markup);
    else throw new Error("A chapter's markup was written without its staged markup: patch through the chapter ($query) so its word count stays right.");
  }

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
