import objection from "objection";
import type { RelationMappings } from "objection";
import type { AiService } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AiAssistantFileSearch } from "./AiAssistantFileSearch.ts";
import { AssistantMessage } from "./AssistantMessage.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/** An author's AI assistant for one book. */
export class Assistant extends BaseModel {
  static override tableName = "assistants";

  declare id: number;
  declare authorId: number;
  declare bookId: number;
  declare name: string;
  declare instructions: string | null;
  declare service: AiService;
  declare model: string | null;
  declare lastSyncedAt: Date | null;

  declare author?: AuthorProfile;
  declare book?: Book;
  declare messages?: AssistantMessage[];
  declare fileSearch?: AiAssistantFileSearch | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "assistants.authorId", to: "authorProfiles.id" },
    },
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "assistants.bookId", to: "books.id" },
    },
    messages: {
      relation: Model.HasManyRelation,
      modelClass: AssistantMessage,
      join: { from: "assistants.id", to: "assistantMessages.assistantId" },
      modify: (query) => query.orderBy("createdAt").orderBy("id"),
    },
    fileSearch: {
      relation: Model.HasOneRelation,
      modelClass: AiAssistantFileSearch,
      join: { from: "assistants.id", to: "aiAssistantFileSearches.assistantId" },
    },
  });
}
