import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** A user's prepaid AI balance and monthly AI limit, all in micro-cents (1 cent = 1,000,000; docs/decisions/ai.md, AI balance). */
export class UserBalance extends BaseModel {
  static override tableName = "userBalances";

  declare id: number;
  /** Micro-cents available; never below 0. */
  declare amount: number;
  declare userId: number;
  /** Micro-cents of AI usage not yet written as a balance transaction (every call writes its own: stays 0). */
  declare unsynced: number;
  /** Micro-cents per calendar month; null means no limit. */
  declare aiMonthlyLimit: number | null;
  /** Micro-cents used in `aiMonthlyUsageMonth`. */
  declare aiMonthlyUsage: number;
  /** First day (YYYY-MM-DD) of the month `aiMonthlyUsage` counts. */
  declare aiMonthlyUsageMonth: string | null;
  /** Not used: concurrent calls are held apart by reservations (AiSpendReservation) instead of a lock. */
  declare aiReqLockUntil: Date | null;

  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "userBalances.userId", to: "users.id" },
    },
  });
}
