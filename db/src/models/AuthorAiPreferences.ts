import objection from "objection";
import type { RelationMappings } from "objection";
import type { SceneType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";

const { Model } = objection;

/** An author's AI preferences (GET/POST /ai/preferences). */
export class AuthorAiPreferences extends BaseModel {
  static override tableName = "authorAiPreferences";
  static override jsonAttributes = ["advancedSettings", "preferredModels"];

  declare id: number;
  declare authorId: number;
  declare sceneType: SceneType | null;
  declare advancedSettings: Record<string, unknown>;
  /** The model picked per provider: { OPEN_AI?: "gpt-4.1-mini", ANTHROPIC?: "claude-haiku-4-5" }. */
  declare preferredModels: Record<string, unknown>;

  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorAiPreferences.authorId", to: "authorProfiles.id" },
    },
  });
}
