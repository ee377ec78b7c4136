import objection from "objection";
import type { RelationMappings } from "objection";
import type { EpubBuildStatus, EpubSource } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { FileRecord } from "./FileRecord.ts";

const { Model } = objection;

/** A book's EPUB: its current file (generated or uploaded) and the state of the latest build request. */
export class BookEpub extends BaseModel {
  static override tableName = "bookEpubs";

  declare id: number;
  declare bookId: number;
  declare buildStatus: EpubBuildStatus;
  /** Goes up with every build request; the worker builds only the latest. */
  declare requestNumber: number;
  declare requestedAt: Date | null;
  declare finishedAt: Date | null;
  /** Why the latest build failed, in words for the author. */
  declare error: string | null;
  /** The current file (its s3Key is the book's epubFileKey), or null when there is none. */
  declare fileRecordId: number | null;
  declare source: EpubSource | null;
  declare byteSize: number | null;

  declare book?: Book;
  declare fileRecord?: FileRecord | null;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "bookEpubs.bookId", to: "books.id" },
    },
    fileRecord: {
      relation: Model.BelongsToOneRelation,
      modelClass: FileRecord,
      join: { from: "bookEpubs.fileRecordId", to: "fileRecords.id" },
    },
  });
}
