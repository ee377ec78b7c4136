import { BaseModel } from "./BaseModel.ts";

/** What an admin did, to what, and on whose behalf when they were impersonating someone. */
export class AdminAuditLogEntry extends BaseModel {
  static override tableName = "adminAuditLogEntries";
  static override jsonAttributes = ["details"];

  declare id: number;
  /** The admin's user id. */
  declare actorId: number;
  /** The impersonated user's id when the admin acted through an impersonation session. */
  declare onBehalfOfId: number | null;
  declare action: string;
  declare subjectType: string;
  declare subjectId: number;
  declare details: Record<string, unknown>;
}
