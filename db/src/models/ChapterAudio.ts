import objection from "objection";
import type { RelationMappings } from "objection";
import type { ChapterAudioStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Chapter } from "./Chapter.ts";
import { FileRecord } from "./FileRecord.ts";

const { Model } = objection;

/** The audio reading of a chapter. */
export class ChapterAudio extends BaseModel {
  static override tableName = "chapterAudios";

  declare id: number;
  declare chapterId: number;
  declare audioFileId: number | null;
  declare status: ChapterAudioStatus;
  declare deleted: boolean;
  /** Bytes of the stored file (null for rows from before sizes were kept). */
  declare byteSize: number | null;
  declare contentType: string | null;
  /** The name the author's file had, shown back in the studio. */
  declare fileName: string | null;

  declare chapter?: Chapter;
  declare audioFile?: FileRecord | null;

  static override relationMappings = (): RelationMappings => ({
    chapter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Chapter,
      join: { from: "chapterAudios.chapterId", to: "chapters.id" },
    },
    audioFile: {
      relation: Model.BelongsToOneRelation,
      modelClass: FileRecord,
      join: { from: "chapterAudios.audioFileId", to: "fileRecords.id" },
    },
  });
}
