import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { StoryTool } from "./StoryTool.ts";

const { Model } = objection;

/** One prompt step of a multi-step story tool. */
export class StoryToolStep extends BaseModel {
  static override tableName = "storyToolSteps";

  declare id: number;
  declare storyToolId: number;
  declare model: string | null;
  declare instructions: string | null;
  declare temperature: number | null;
  declare maxOutput: number | null;
  declare startSequence: string | null;
  declare stopSequence: string | null;
  /** Reasoning effort for models that take one. */
  declare effort: string | null;
  declare orderIndex: number;

  declare storyTool?: StoryTool;

  static override relationMappings = (): RelationMappings => ({
    storyTool: {
      relation: Model.BelongsToOneRelation,
      modelClass: StoryTool,
      join: { from: "storyToolSteps.storyToolId", to: "storyTools.id" },
    },
  });
}
