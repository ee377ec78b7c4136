import objection from "objection";
import type { RelationMappings } from "objection";
import type { SceneAvailability, ToolAvailability, ToolStoryType, ToolType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { AuthorStoryToolSettings } from "./AuthorStoryToolSettings.ts";
import { StoryToolStep } from "./StoryToolStep.ts";

const { Model } = objection;

/** A writing tool run by the AI: the platform's (global) or an author's own. */
export class StoryTool extends BaseModel {
  static override tableName = "storyTools";

  declare id: number;
  declare type: ToolType;
  declare storyType: ToolStoryType;
  declare defaultModel: string | null;
  declare name: string;
  declare description: string | null;
  declare instructions: string | null;
  declare icon: string | null;
  declare isGlobal: boolean;
  declare withUserInstructions: boolean;
  declare userInstructions: string | null;
  declare availability: ToolAvailability | null;
  declare sceneAvailability: SceneAvailability;
  declare temperature: number | null;
  declare maxOutput: number | null;
  declare startSequence: string | null;
  declare stopSequence: string | null;
  declare authorId: number | null;

  declare author?: AuthorProfile | null;
  declare steps?: StoryToolStep[];
  declare authorSettings?: AuthorStoryToolSettings[];

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "storyTools.authorId", to: "authorProfiles.id" },
    },
    steps: {
      relation: Model.HasManyRelation,
      modelClass: StoryToolStep,
      join: { from: "storyTools.id", to: "storyToolSteps.storyToolId" },
      modify: (query) => query.orderBy("orderIndex"),
    },
    authorSettings: {
      relation: Model.HasManyRelation,
      modelClass: AuthorStoryToolSettings,
      join: { from: "storyTools.id", to: "authorStoryToolSettings.storyToolId" },
    },
  });
}
