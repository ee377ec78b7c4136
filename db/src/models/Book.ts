import objection from "objection";
import type { Pojo, RelationMappings } from "objection";
import type { BookStatus, BookType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Assistant } from "./Assistant.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Chapter } from "./Chapter.ts";
import { CustomDomain } from "./CustomDomain.ts";
import { Genre } from "./Genre.ts";
import { Job } from "./Job.ts";
import { ReaderBook } from "./ReaderBook.ts";
import { Referral } from "./Referral.ts";
import { ScheduledEmail } from "./ScheduledEmail.ts";
import { Series } from "./Series.ts";
import { StoryBookBeat } from "./StoryBookBeat.ts";
import { StoryBookCharacter } from "./StoryBookCharacter.ts";
import { StoryBookIdea } from "./StoryBookIdea.ts";
import { StoryBookLore } from "./StoryBookLore.ts";
import { StoryBookScene } from "./StoryBookScene.ts";
import { StoryBookSettings } from "./StoryBookSettings.ts";
import { Subseries } from "./Subseries.ts";

const { Model } = objection;

// Two contract names do not survive the snake_case round trip (ISDN → isdn,
// isEditorAIToolsEnabled → is_editor_aitools_enabled). The columns are `isdn`
// and `is_editor_ai_tools_enabled`; these pairs rename between what knex hands
// objection and the contract's spelling. In query builders use `isdn` and
// `isEditorAiToolsEnabled`.
const contractNames: ReadonlyArray<readonly [database: string, contract: string]> = [
  ["isdn", "ISDN"],
  ["isEditorAiToolsEnabled", "isEditorAIToolsEnabled"],
];

function renameKeys(json: Pojo, from: 0 | 1): Pojo {
  const to = from === 0 ? 1 : 0;
  for (const pair of contractNames) {
    if (pair[from] in json) {
      json[pair[to]] = json[pair[from]];
      delete json[pair[from]];
    }
  }
  return json;
}

/** A book (STORY or SCRIPT) of an author, possibly part of a series. */
export class Book extends BaseModel {
  static override tableName = "books";

  declare id: number;
  declare type: BookType;
  declare domain: string | null;
  declare title: string;
  declare status: BookStatus;
  declare imgUrl: string | null;
  declare ISDN: string | null;
  declare description: string | null;
  declare subscribersOnly: boolean;
  declare authorId: number;
  declare genreId: number | null;
  /** Whole-book price in cents. */
  declare bundlePrice: number | null;
  declare bundle: boolean;
  /** Markup shown on the book's preview page. */
  declare preview: string | null;
  declare deleted: boolean;
  declare isSuspended: boolean;
  /** Position in its series. */
  declare number: number | null;
  declare seriesId: number | null;
  /** Average review rating, 1 to 5. */
  declare rating: number | null;
  /** Chapters numbered up to this are free. */
  declare publicChaptersCount: number;
  /** Price of one chapter bought one by one, in cents; null when chapters are not sold one by one. */
  declare chapterPrice: number | null;
  /** Only the latest this many published chapters are paid, older ones are free; null: no such rule. */
  declare paidLatestChaptersCount: number | null;
  /** A chapter becomes free this many days after its publication (its scheduledUnlockAt); null: no such rule. */
  declare freeAfterDays: number | null;
  /** A new chapter is for subscribers only during its first this many days; null: no early access. */
  declare subscriberEarlyDays: number | null;
  declare customChapterNumbering: boolean;
  declare recommendationProbability: number | null;
  declare recommendationWeight: number | null;
  declare readersCount: number;
  declare viewsCount: number;
  declare routeInSeries: string | null;
  declare epubFileKey: string | null;
  declare isInRecommendations: boolean;
  declare isEditorAIToolsEnabled: boolean;
  declare numberInSubseries: number | null;
  declare subseriesId: number | null;
  declare publishedAt: Date | null;
  declare scheduledPublicationAt: Date | null;
  /** The newest publishedAt of its PUBLISHED chapters (null without any): kept by a trigger on chapters, never written here. */
  declare lastChapterPublishedAt: Date | null;

  declare author?: AuthorProfile;
  declare genre?: Genre | null;
  declare series?: Series | null;
  declare subseries?: Subseries | null;
  declare chapters?: Chapter[];
  declare readerBooks?: ReaderBook[];
  declare customDomains?: CustomDomain[];
  declare scheduledEmails?: ScheduledEmail[];
  declare beats?: StoryBookBeat[];
  declare scenes?: StoryBookScene[];
  declare characters?: StoryBookCharacter[];
  declare lores?: StoryBookLore[];
  declare ideas?: StoryBookIdea[];
  declare storyBookSettings?: StoryBookSettings | null;
  declare jobs?: Job[];
  declare assistants?: Assistant[];
  declare referrals?: Referral[];

  override $parseDatabaseJson(json: Pojo): Pojo {
    return renameKeys(super.$parseDatabaseJson(json), 0);
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    return super.$formatDatabaseJson(renameKeys(json, 1));
  }

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "books.authorId", to: "authorProfiles.id" },
    },
    genre: {
      relation: Model.BelongsToOneRelation,
      modelClass: Genre,
      join: { from: "books.genreId", to: "genres.id" },
    },
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "books.seriesId", to: "series.id" },
    },
    subseries: {
      relation: Model.BelongsToOneRelation,
      modelClass: Subseries,
      join: { from: "books.subseriesId", to: "subseries.id" },
    },
    chapters: {
      relation: Model.HasManyRelation,
      modelClass: Chapter,
      join: { from: "books.id", to: "chapters.bookId" },
      modify: (query) => query.orderBy("number"),
    },
    readerBooks: {
      relation: Model.HasManyRelation,
      modelClass: ReaderBook,
      join: { from: "books.id", to: "readerBooks.bookId" },
    },
    customDomains: {
      relation: Model.HasManyRelation,
      modelClass: CustomDomain,
      join: { from: "books.id", to: "customDomains.bookId" },
    },
    scheduledEmails: {
      relation: Model.HasManyRelation,
      modelClass: ScheduledEmail,
      join: { from: "books.id", to: "scheduledEmails.bookId" },
    },
    beats: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookBeat,
      join: { from: "books.id", to: "storyBookBeats.bookId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    scenes: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookScene,
      join: { from: "books.id", to: "storyBookScenes.bookId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    characters: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookCharacter,
      join: { from: "books.id", to: "storyBookCharacters.bookId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    lores: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookLore,
      join: { from: "books.id", to: "storyBookLores.bookId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    ideas: {
      relation: Model.HasManyRelation,
      modelClass: StoryBookIdea,
      join: { from: "books.id", to: "storyBookIdeas.bookId" },
    },
    storyBookSettings: {
      relation: Model.HasOneRelation,
      modelClass: StoryBookSettings,
      join: { from: "books.id", to: "storyBookSettings.bookId" },
    },
    jobs: {
      relation: Model.HasManyRelation,
      modelClass: Job,
      join: { from: "books.id", to: "jobs.bookId" },
    },
    assistants: {
      relation: Model.HasManyRelation,
      modelClass: Assistant,
      join: { from: "books.id", to: "assistants.bookId" },
    },
    referrals: {
      relation: Model.HasManyRelation,
      modelClass: Referral,
      join: { from: "books.id", to: "referrals.bookId" },
    },
  });
}
