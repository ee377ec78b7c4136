import objection from "objection";
import type { RelationMappings } from "objection";
import type { PlotTemplateType } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";

const { Model } = objection;

/** An AI prompt template for a plot element; the platform's have no author, an author's copy points at its original. */
export class AIPlotTemplate extends BaseModel {
  static override tableName = "aiPlotTemplates";
  static override jsonAttributes = ["variables", "advancedSettings"];

  declare id: number;
  declare type: PlotTemplateType;
  declare name: string;
  declare instructions: string;
  declare variables: unknown[];
  declare advancedSettings: Record<string, unknown>;
  declare authorId: number | null;
  declare globalTemplateId: number | null;

  declare author?: AuthorProfile | null;
  declare globalTemplate?: AIPlotTemplate | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "aiPlotTemplates.authorId", to: "authorProfiles.id" },
    },
    globalTemplate: {
      relation: Model.BelongsToOneRelation,
      modelClass: AIPlotTemplate,
      join: { from: "aiPlotTemplates.globalTemplateId", to: "aiPlotTemplates.id" },
    },
  });
}
