import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** A single-use password recovery link; only the sha256 of its token is stored. */
export class PasswordResetToken extends BaseModel {
  static override tableName = "passwordResetTokens";

  declare id: number;
  declare userId: number;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;

  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "passwordResetTokens.userId", to: "users.id" },
    },
  });
}
