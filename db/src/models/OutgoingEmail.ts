import type { OutgoingEmailStatus } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * An e-mail in the outbox: written in the transaction that decides to send it,
 * delivered by the workers' `mail.send` job. Once it is SENT or FAILED the
 * bodies are null; to, subject, attempts and sentAt remain as the record.
 */
export class OutgoingEmail extends BaseModel {
  static override tableName = "outgoingEmails";

  declare id: number;
  declare toAddress: string;
  declare subject: string;
  declare textBody: string | null;
  declare htmlBody: string | null;
  declare status: OutgoingEmailStatus;
  declare attempts: number;
  declare lastError: string | null;
  declare sentAt: Date | null;
}
