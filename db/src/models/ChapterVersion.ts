import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Chapter } from "./Chapter.ts";

const { Model } = objection;

/** A saved snapshot of a chapter that can be restored to it. */
export class ChapterVersion extends BaseModel {
  static override tableName = "chapterVersions";
  static override jsonAttributes = ["scenes"];

  declare id: number;
  declare chapterId: number;
  declare markup: string | null;
  declare versionName: string | null;
  /** The chapter's scenes when the snapshot was taken (JSON). */
  declare scenes: unknown;
  declare snapshotVersion: number | null;

  declare chapter?: Chapter;

  static override relationMappings = (): RelationMappings => ({
    chapter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Chapter,
      join: { from: "chapterVersions.chapterId", to: "chapters.id" },
    },
  });
}
