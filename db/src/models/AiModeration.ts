import objection from "objection";
import type { RelationMappings } from "objection";
import type { AiService } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** A moderation check of text a user sent to the AI tools. */
export class AiModeration extends BaseModel {
  static override tableName = "aiModerations";
  static override jsonAttributes = ["categories", "categoryScores"];

  declare id: number;
  declare service: AiService;
  declare isSuspendsAi: boolean;
  declare isIdle: boolean;
  declare userId: number;
  declare content: string | null;
  declare categories: Record<string, boolean> | null;
  declare categoryScores: Record<string, number> | null;

  declare user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "aiModerations.userId", to: "users.id" },
    },
  });
}
