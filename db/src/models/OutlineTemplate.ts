import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";

const { Model } = objection;

/** A list of beats an author can apply to a book's outline. */
export class OutlineTemplate extends BaseModel {
  static override tableName = "outlineTemplates";
  static override jsonAttributes = ["beats"];

  declare id: number;
  declare name: string;
  declare description: string | null;
  declare beats: unknown[];
  declare isGlobal: boolean;
  declare isDefault: boolean;
  declare authorId: number | null;

  declare author?: AuthorProfile | null;

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "outlineTemplates.authorId", to: "authorProfiles.id" },
    },
  });
}
