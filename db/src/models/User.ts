import objection from "objection";
import type { RelationMappings } from "objection";
import type { UserStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { BalanceTransaction } from "./BalanceTransaction.ts";
import { ReaderProfile } from "./ReaderProfile.ts";
import { Session } from "./Session.ts";
import { UserBalance } from "./UserBalance.ts";
import { UserPermissions } from "./UserPermissions.ts";

const { Model } = objection;

/** An account; its reader and author sides are ReaderProfile and AuthorProfile. */
export class User extends BaseModel {
  static override tableName = "users";

  declare id: number;
  declare email: string;
  /** argon2id hash, never the password itself. */
  declare password: string;
  declare status: UserStatus;
  declare redirectSecret: string | null;
  declare redirectToken: string | null;
  /** When the account was deleted: the row stays, anonymised, for the money rows that point at it. */
  declare deletedAt: Date | null;

  declare permissions?: UserPermissions[];
  declare authorProfile?: AuthorProfile | null;
  declare readerProfile?: ReaderProfile | null;
  declare sessions?: Session[];
  declare balance?: UserBalance | null;
  declare balanceTransactions?: BalanceTransaction[];

  static override relationMappings = (): RelationMappings => ({
    permissions: {
      relation: Model.HasManyRelation,
      modelClass: UserPermissions,
      join: { from: "users.id", to: "userPermissions.userId" },
    },
    authorProfile: {
      relation: Model.HasOneRelation,
      modelClass: AuthorProfile,
      join: { from: "users.id", to: "authorProfiles.userId" },
    },
    readerProfile: {
      relation: Model.HasOneRelation,
      modelClass: ReaderProfile,
      join: { from: "users.id", to: "readerProfiles.userId" },
    },
    sessions: {
      relation: Model.HasManyRelation,
      modelClass: Session,
      join: { from: "users.id", to: "sessions.userId" },
    },
    balance: {
      relation: Model.HasOneRelation,
      modelClass: UserBalance,
      join: { from: "users.id", to: "userBalances.userId" },
    },
    balanceTransactions: {
      relation: Model.HasManyRelation,
      modelClass: BalanceTransaction,
      join: { from: "users.id", to: "balanceTransactions.userId" },
    },
  });
}
