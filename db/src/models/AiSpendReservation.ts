import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/**
 * The most an AI call that is running may cost, held against its user's balance
 * until the call settles (domain/src/services/aiBalance/README.md). Expired
 * reservations (a process that died mid-call) stop counting.
 */
export class AiSpendReservation extends BaseModel {
  static override tableName = "aiSpendReservations";

  declare id: number;
  declare userId: number;
  /** Micro-cents (1 cent = 1,000,000). */
  declare amount: number;
  declare expiresAt: Date;

  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "aiSpendReservations.userId", to: "users.id" },
    },
  });
}
