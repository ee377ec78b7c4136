import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** A user's prepaid AI balance and monthly AI limit, all in cents. */
export class UserBalance extends BaseModel {
  static override tableName = "userBalances";

  declare id: number;
  /** Cents available; never below 0. */
  declare amount: number;
  declare userId: number;
  /** Cents of AI usage not yet written as a balance transaction. */
  declare unsynced: number;
  /** Cents per calendar month; null means no limit. */
  declare aiMonthlyLimit: number | null;
  /** Cents used in `aiMonthlyUsageMonth`. */
  declare aiMonthlyUsage: number;
  /** First day (YYYY-MM-DD) of the month `aiMonthlyUsage` counts. */
  declare aiMonthlyUsageMonth: string | null;
  /** Serialises one user's concurrent AI calls. */
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
