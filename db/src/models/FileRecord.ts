import objection from "objection";
import type { RelationMappings } from "objection";
import type { FileStatus, FileType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** An uploaded or generated file (audio, EPUB); `s3Key` is its key in the object store. */
export class FileRecord extends BaseModel {
  static override tableName = "fileRecords";

  declare id: number;
  declare name: string;
  declare s3Key: string;
  declare type: FileType;
  declare status: FileStatus;
  declare creatorId: number;
  declare deleted: boolean;

  declare creator?: User;

  static override relationMappings = (): RelationMappings => ({
    creator: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "fileRecords.creatorId", to: "users.id" },
    },
  });
}
