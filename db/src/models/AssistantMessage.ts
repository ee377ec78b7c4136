import objection from "objection";
import type { RelationMappings } from "objection";
import type { AssistantMessageRole } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Assistant } from "./Assistant.ts";

const { Model } = objection;

/** One message of a conversation with an assistant. */
export class AssistantMessage extends BaseModel {
  static override tableName = "assistantMessages";

  declare id: number;
  declare assistantId: number;
  declare role: AssistantMessageRole;
  declare content: string;
  declare externalId: string | null;

  declare assistant?: Assistant;

  static override relationMappings = (): RelationMappings => ({
    assistant: {
      relation: Model.BelongsToOneRelation,
      modelClass: Assistant,
      join: { from: "assistantMessages.assistantId", to: "assistants.id" },
    },
  });
}
