import objection from "objection";
import type { RelationMappings } from "objection";
import type { UserPermission } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** One granted permission; `expiresAt` null means it never expires, a past one means no permission. */
export class UserPermissions extends BaseModel {
  static override tableName = "userPermissions";

  declare id: number;
  declare permission: UserPermission;
  declare userId: number;
  declare expiresAt: Date | null;

  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "userPermissions.userId", to: "users.id" },
    },
  });
}
