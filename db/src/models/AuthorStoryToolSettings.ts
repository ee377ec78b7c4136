import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { StoryTool } from "./StoryTool.ts";

const { Model } = objection;

/** An author's settings for one story tool: hidden, position, model override. */
export class AuthorStoryToolSettings extends BaseModel {
  static override tableName = "authorStoryToolSettings";

  declare id: number;
  declare authorId: number;
  declare storyToolId: number;
  declare isHidden: boolean;
  declare orderIndex: number | null;
  declare model: string | null;

  declare author?: AuthorProfile;
  declare storyTool?: StoryTool;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorStoryToolSettings.authorId", to: "authorProfiles.id" },
    },
    storyTool: {
      relation: Model.BelongsToOneRelation,
      modelClass: StoryTool,
      join: { from: "authorStoryToolSettings.storyToolId", to: "storyTools.id" },
    },
  });
}
