import type { RelationMappings } from "objection";
import { AuthorProfile } from "./AuthorProfile.ts";
import { PaidSubscription } from "./PaidSubscription.ts";
import { Payment } from "./Payment.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

/** A reader's paid subscription to an author. */
export class AuthorSubscription extends PaidSubscription {
  static override tableName = "authorSubscriptions";

  declare authorId: number;
  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings =>
    PaidSubscription.relationsOf({
      table: "authorSubscriptions",
      owner: { name: "author", modelClass: AuthorProfile, ownerColumn: "authorId", to: "authorProfiles.id" },
      paymentColumn: "subscriptionId",
      models: { ReaderProfile, Payment },
    });
}
