import objection from "objection";
import type { RelationMappings } from "objection";
import type { CertificateFailureReason, CertificateStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { Series } from "./Series.ts";

const { Model } = objection;

/** A host name serving one book or one series, with its certificate's state. */
export class CustomDomain extends BaseModel {
  static override tableName = "customDomains";

  declare id: number;
  declare name: string;
  declare bookId: number | null;
  declare seriesId: number | null;
  declare certificateArn: string | null;
  declare certValidRecordName: string | null;
  declare certValidRecordVal: string | null;
  declare certificateStatus: CertificateStatus | null;
  declare certPreviousStatus: CertificateStatus | null;
  declare certFailureReason: CertificateFailureReason | null;
  declare certStatusUpdatedAt: Date | null;
  declare shouldNotifyReaders: boolean;
  /** The value its author publishes as TXT _storyloom-challenge.<name>, and when that record was last found (null: not proved, so not live). */
  declare ownershipToken: string;
  declare ownershipVerifiedAt: Date | null;
  declare isDeleted: boolean;
  /** The last DNS lookup: whether the name points at the platform (null before the first), and what it was found to point at. */
  declare dnsPointsHere: boolean | null;
  declare dnsFound: string | null;
  declare dnsCheckedAt: Date | null;
  /** When the checks look at the domain next (null: nothing left to wait for), and how many looks so far (the backoff). */
  declare nextCheckAt: Date | null;
  declare checkAttempts: number;
  /** Live before ownership records existed: its author is still to be told which TXT record to add, and by when. */
  declare ownershipReminderPending: boolean;

  declare book?: Book | null;
  declare series?: Series | null;

  static override relationMappings = (): RelationMappings => ({
    book: {
      relation: Model.BelongsToOneRelation,
      modelClass: Book,
      join: { from: "customDomains.bookId", to: "books.id" },
    },
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "customDomains.seriesId", to: "series.id" },
    },
  });
}
