import objection from "objection";
import type { RelationMappings } from "objection";
import type { SceneType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";

const { Model } = objection;

/** An author's AI preferences (GET/POST /ai/preferences). */
export class AuthorAiPreferences extends BaseModel {
  static override tableName = "authorAiPreferences";
  static override jsonAttributes = ["advancedSettings"];

  declare id: number;
  declare authorId: number;
  declare sceneType: SceneType | null;
  declare advancedSettings: Record<string, unknown>;

  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorAiPreferences.authorId", to: "authorProfiles.id" },
    },
  });
}
