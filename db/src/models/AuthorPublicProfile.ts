import objection from "objection";
import type { RelationMappings } from "objection";
import type { ReaderTheme } from "../enums.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";

const { Model } = objection;

/**
 * The public face of an author, read from the `author_public_profiles` view:
 * only fields anyone may see, `readersCount` null when the author hides stats,
 * suspended users absent. Read-only; change the AuthorProfile instead.
 */
export class AuthorPublicProfile extends BaseModel {
  static override tableName = "authorPublicProfiles";

  /** The AuthorProfile id. */
  declare id: number;
  declare name: string | null;
  declare bio: string | null;
  declare website: string | null;
  declare twitter: string | null;
  declare imgUrl: string | null;
  declare theme: ReaderTheme | null;
  declare subscriptionEnabled: boolean;
  /** Cents; null unless the author subscription is enabled. */
  declare subscriptionAmount: number | null;
  declare hideStatsFromPublic: boolean;
  declare publishedBooksCount: number;
  declare readersCount: number | null;

  declare books?: Book[];
  declare authorProfile?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    books: {
      relation: Model.HasManyRelation,
      modelClass: Book,
      join: { from: "authorPublicProfiles.id", to: "books.authorId" },
      modify: (query) => query.where({ status: "PUBLISHED", deleted: false, isSuspended: false }).orderBy("publishedAt", "desc"),
    },
    authorProfile: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "authorPublicProfiles.id", to: "authorProfiles.id" },
    },
  });
}
