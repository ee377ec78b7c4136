import objection from "objection";
import type { RelationMappings } from "objection";
import type { ReaderFontType, ReaderLineSpacing, ReaderTheme } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorSubscription } from "./AuthorSubscription.ts";
import { Payment } from "./Payment.ts";
import { ReaderBook } from "./ReaderBook.ts";
import { ReaderNotification } from "./ReaderNotification.ts";
import { SeriesSubscription } from "./SeriesSubscription.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** The reader side of a user with their reading settings; its id is the session's `readerProfile.id`. */
export class ReaderProfile extends BaseModel {
  static override tableName = "readerProfiles";

  declare id: number;
  declare userId: number;
  declare name: string | null;
  declare imgUrl: string | null;
  declare fontSize: number | null;
  declare fontType: ReaderFontType | null;
  declare lineSpacing: ReaderLineSpacing | null;
  declare theme: ReaderTheme;

  declare user?: User;
  declare readerBooks?: ReaderBook[];
  declare authorSubscriptions?: AuthorSubscription[];
  declare seriesSubscriptions?: SeriesSubscription[];
  declare notifications?: ReaderNotification[];
  declare payments?: Payment[];

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "readerProfiles.userId", to: "users.id" },
    },
    readerBooks: {
      relation: Model.HasManyRelation,
      modelClass: ReaderBook,
      join: { from: "readerProfiles.id", to: "readerBooks.readerId" },
    },
    authorSubscriptions: {
      relation: Model.HasManyRelation,
      modelClass: AuthorSubscription,
      join: { from: "readerProfiles.id", to: "authorSubscriptions.readerId" },
    },
    seriesSubscriptions: {
      relation: Model.HasManyRelation,
      modelClass: SeriesSubscription,
      join: { from: "readerProfiles.id", to: "seriesSubscriptions.readerId" },
    },
    notifications: {
      relation: Model.HasManyRelation,
      modelClass: ReaderNotification,
      join: { from: "readerProfiles.id", to: "readerNotifications.readerId" },
    },
    payments: {
      relation: Model.HasManyRelation,
      modelClass: Payment,
      join: { from: "readerProfiles.id", to: "payments.readerId" },
    },
  });
}
