import objection from "objection";
import type { RelationMappings } from "objection";
import type { BalanceTransactionType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorAiUsage } from "./AuthorAiUsage.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** A credit (promo, checkout) or debit (AI usage, withdrawal) of a user's balance. */
export class BalanceTransaction extends BaseModel {
  static override tableName = "balanceTransactions";

  declare id: number;
  /** Micro-cents (1 cent = 1,000,000), never negative; `isWithdrawal` and `type` give the direction. */
  declare amount: number;
  declare fee: number;
  /** The balance after this transaction. */
  declare balanceAmount: number | null;
  declare userId: number;
  declare isWithdrawal: boolean;
  declare type: BalanceTransactionType;
  declare stripeId: string | null;
  declare description: string | null;

  declare user?: User;
  declare aiUsages?: AuthorAiUsage[];

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "balanceTransactions.userId", to: "users.id" },
    },
    aiUsages: {
      relation: Model.HasManyRelation,
      modelClass: AuthorAiUsage,
      join: { from: "balanceTransactions.id", to: "authorAiUsages.balanceTransactionId" },
    },
  });
}
