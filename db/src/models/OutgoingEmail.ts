import type { OutgoingEmailStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * An e-mail in the outbox: written in the transaction that decides to send it,
 * delivered by the workers' `mail.send` job. Once it is SENT or FAILED the
 * bodies are null; to, subject, attempts and sentAt remain as the record.
 */
export class OutgoingEmail extends BaseModel {
  static override tableName = "outgoingEmails";
  static override jsonAttributes = ["headers"];

  declare id: number;
  declare toAddress: string;
  declare subject: string;
  declare textBody: string | null;
  declare htmlBody: string | null;
  declare status: OutgoingEmailStatus;
  declare attempts: number;
  declare lastError: string | null;
  declare sentAt: Date | null;
  /** A campaign to readers ("new-chapter:42"): one message per campaign and reader. */
  declare campaignKey: string | null;
  declare readerId: number | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for campaigns). */
  declare headers: Record<string, string> | null;
}
