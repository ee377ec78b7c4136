import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Newsletter } from "./Newsletter.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** One newsletter to one reader; makes a retried send idempotent. */
export class NewsletterDelivery extends BaseModel {
  static override tableName = "newsletterDeliveries";

  declare id: number;
  declare newsletterId: number;
  declare readerId: number;
  /** When its message went out (set with the outbox row's SENT). */
  declare sentAt: Date | null;
  /** The open-tracking pixel's token (random, one per delivery). */
  declare openToken: string;
  /** The first time the pixel was fetched; null until then. */
  declare openedAt: Date | null;

  declare newsletter?: Newsletter;
  declare reader?: ReaderProfile;

  static override relationMappings = (): RelationMappings => ({
    newsletter: {
      relation: Model.BelongsToOneRelation,
      modelClass: Newsletter,
      join: { from: "newsletterDeliveries.newsletterId", to: "newsletters.id" },
    },
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "newsletterDeliveries.readerId", to: "readerProfiles.id" },
    },
  });
}
