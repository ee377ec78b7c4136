import objection from "objection";
import type { RelationMappings } from "objection";
import type { JobStatus, JobType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** An AI text-generation job on a book; `progress` is a percentage. */
export class Job extends BaseModel {
  static override tableName = "jobs";
  static override jsonAttributes = ["params", "data"];

  declare id: number;
  declare type: JobType;
  declare status: JobStatus;
  declare stepTextStatus: string | null;
  declare progress: number;
  declare params: Record<string, unknown>;
  declare data: unknown;
  declare error: string | null;
  declare isSeenByUser: boolean;
  declare authorId: number;
  declare bookId: number;

  declare author?: AuthorProfile;
  declare book?: Book;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "jobs.authorId", to: "authorProfiles.id" },
    },
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "jobs.bookId", to: "books.id" },
    },
  });
}
