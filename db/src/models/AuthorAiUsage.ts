import objection from "objection";
import type { RelationMappings } from "objection";
import type { AiService, AiTool } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { BalanceTransaction } from "./BalanceTransaction.ts";

const { Model } = objection;

/** One AI call's token usage and the transaction that paid for it. */
export class AuthorAiUsage extends BaseModel {
  static override tableName = "authorAiUsages";

  declare id: number;
  declare service: AiService;
  declare inputTokens: number;
  declare outputTokens: number;
  declare model: string;
  declare tool: AiTool;
  declare authorId: number;
  declare balanceTransactionId: number | null;
  /** What the call cost, in micro-cents: the amount of its balance transaction. */
  declare cost: number;

  declare author?: AuthorProfile;
  declare balanceTransaction?: BalanceTransaction | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorAiUsages.authorId", to: "authorProfiles.id" },
    },
    balanceTransaction: {
      relation: Model.BelongsToOneRelation,
      modelClass: BalanceTransaction,
      join: { from: "authorAiUsages.balanceTransactionId", to: "balanceTransactions.id" },
    },
  });
}
