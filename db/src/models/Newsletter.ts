import objection from "objection";
import type { RelationMappings } from "objection";
import type { NewsletterStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { NewsletterDelivery } from "./NewsletterDelivery.ts";

const { Model } = objection;

/** A newsletter an author writes to the readers subscribed to their e-mails. */
export class Newsletter extends BaseModel {
  static override tableName = "newsletters";

  declare id: number;
  declare authorId: number;
  declare subject: string;
  declare markup: string | null;
  declare status: NewsletterStatus;
  declare scheduledAt: Date | null;
  declare sentAt: Date | null;
  declare recipientsCount: number;
  declare deleted: boolean;

  declare author?: AuthorProfile;
  declare deliveries?: NewsletterDelivery[];

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "newsletters.authorId", to: "authorProfiles.id" },
    },
    deliveries: {
      relation: Model.HasManyRelation,
      modelClass: NewsletterDelivery,
      join: { from: "newsletters.id", to: "newsletterDeliveries.newsletterId" },
    },
  });
}
