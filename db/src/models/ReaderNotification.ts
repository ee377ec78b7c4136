import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { ReaderProfile } from "./ReaderProfile.ts";

const { Model } = objection;

/** A reader's subscription to an author's e-mails (newsletters and new chapters). */
export class ReaderNotification extends BaseModel {
  static override tableName = "readerNotifications";

  declare id: number;
  declare readerId: number;
  declare authorId: number;
  declare getEmails: boolean;
  /** False while the reader signed up from an author's form and has not finished creating the account. */
  declare completedSignUp: boolean;
  /** The secret of the one-click unsubscribe link in this author's e-mails to this reader. */
  declare unsubscribeToken: string;

  declare reader?: ReaderProfile;
  declare author?: AuthorProfile;

  static override relationMappings = (): RelationMappings => ({
    reader: {
      relation: Model.BelongsToOneRelation,
      modelClass: ReaderProfile,
      join: { from: "readerNotifications.readerId", to: "readerProfiles.id" },
    },
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "readerNotifications.authorId", to: "authorProfiles.id" },
    },
  });
}
