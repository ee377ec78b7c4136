import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/**
 * A server-side session. `id` is the hex sha256 of the cookie token (the token
 * itself is never stored).
 */
export class Session extends BaseModel {
  static override tableName = "sessions";

  declare id: string;
  declare userId: number;
  /** The admin impersonating `userId`, when there is one. */
  declare adminId: number | null;
  declare expiresAt: Date;
  /** The custom domain a reader's grant bound this session to (null: the platform's own session). */
  declare host: string | null;
  /** The platform session that consented to the grant: when it ends, this one does. */
  declare parentSessionId: string | null;

  declare user?: User;
  declare admin?: User | null;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "sessions.userId", to: "users.id" },
    },
    admin: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "sessions.adminId", to: "users.id" },
    },
  });
}
