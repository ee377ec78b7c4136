import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Assistant } from "./Assistant.ts";

const { Model } = objection;

/** An assistant's provider-side thread and vector store of the book's text. */
export class AiAssistantFileSearch extends BaseModel {
  static override tableName = "aiAssistantFileSearches";
  static override jsonAttributes = ["fileIds"];

  declare id: number;
  declare assistantId: number;
  declare threadId: string | null;
  declare vectorStoreId: string | null;
  declare fileIds: string[];
  declare syncedAt: Date | null;

  declare assistant?: Assistant;

  static override relationMappings = (): RelationMappings => ({
    assistant: {
      relation: Model.BelongsToOneRelation,
      modelClass: Assistant,
      join: { from: "aiAssistantFileSearches.assistantId", to: "assistants.id" },
    },
  });
}
