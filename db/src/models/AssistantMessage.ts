import objection from "objection";
import type { RelationMappings } from "objection";
import type { AssistantMessageRole } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Assistant } from "./Assistant.ts";

const { Model } = objection;

/** One message of a conversation with an assistant. */
export class AssistantMessage extends BaseModel {
  static override tableName = "assistantMessages";
  static override jsonAttributes = ["citations"];

  declare id: number;
  declare assistantId: number;
  declare role: AssistantMessageRole;
  declare content: string;
  declare externalId: string | null;
  /** The passages an answer was given, to cite: chapter, its title, the paragraph it starts at, an excerpt. */
  declare citations: Array<{ chapterId: number; chapterNumber: number; chapterTitle: string | null; firstParagraph: number; excerpt: string }>;

  declare assistant?: Assistant;

  static override relationMappings = (): RelationMappings => ({
    assistant: {
      relation: Model.BelongsToOneRelation,
      modelClass: Assistant,
      join: { from: "assistantMessages.assistantId", to: "assistants.id" },
    },
  });
}
