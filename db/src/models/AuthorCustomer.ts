import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A reader as a customer of an author's connected payment account. */
export class AuthorCustomer extends BaseModel {
  static override tableName = "authorCustomers";

  declare id: number;
  declare readerId: number;
  declare authorId: number;
  declare stripeCustomerId: string;
  declare paymentMethodId: string | null;

  declare reader?: ReaderProfile;
  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "authorCustomers.readerId", to: "readerProfiles.id" },
    },
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorCustomers.authorId", to: "authorProfiles.id" },
    },
  });
}
