import type { Knex } from "@storyloom/db";
import type { AiService, UserStatus } from "@storyloom/db/enums";

type Db = Knex | Knex.Transaction;

export interface AiModerationRow {
  id: number;
  service: AiService;
  isSuspendsAi: boolean;
  isIdle: boolean;
  content: string | null;
  categories: Record<string, boolean> | null;
  categoryScores: Record<string, number> | null;
  createdAt: Date;
  userId: number;
  email: string;
  name: string | null;
  status: UserStatus;
  aiSuspendedByModeration: boolean | null;
}

/** AI moderation checks, newest first, of one user or everyone; flagged ones only unless `all`. */
export async function listAiModerations(input: {
  db: Db;
  userId: number | undefined;
  flaggedOnly: boolean;
  page: number;
  pageSize: number;
}): Promise<{ items: AiModerationRow[]; total: number }> {
  const { db } = input;
  const base = () => {
    const query = db("aiModerations as m").join("users as u", "u.id", "m.userId");
    if (input.userId !== undefined) query.where("m.userId", input.userId);
    if (input.flaggedOnly) query.where("m.isSuspendsAi", true);
    return query;
  };
  const [count] = await base().count<Array<{ count: string }>>({ count: "*" });
  const items = await base()
    .leftJoin("authorProfiles as a", "a.userId", "u.id")
    .select<AiModerationRow[]>(
      "m.id",
      "m.service",
      "m.isSuspendsAi",
      "m.isIdle",
      "m.content",
      "m.categories",
      "m.categoryScores",
      "m.createdAt",
      "u.id as userId",
      "u.email",
      "a.name",
      "u.status",
      "a.aiSuspendedByModeration",
    )
    .orderBy("m.createdAt", "desc")
    .orderBy("m.id", "desc")
    .offset((input.page - 1) * input.pageSize)
    .limit(input.pageSize);
  return { items, total: Number(count?.count ?? 0) };
}

export interface AuditEntryRow {
  id: number;
  action: string;
  actorId: number;
  actorEmail: string | null;
  onBehalfOfId: number | null;
  onBehalfOfEmail: string | null;
  subjectType: string;
  subjectId: number;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The admin audit log, newest first, optionally about one subject type. */
export async function listAuditLog(input: {
  db: Db;
  subjectType?: string | undefined;
  page: number;
  pageSize: number;
}): Promise<{ items: AuditEntryRow[]; total: number }> {
  const { db } = input;
  const base = () => {
    const query = db("adminAuditLogEntries as e");
    if (input.subjectType) query.where("e.subjectType", input.subjectType);
    return query;
  };
  const [count] = await base().count<Array<{ count: string }>>({ count: "*" });
  const items = await base()
    .leftJoin("users as actor", "actor.id", "e.actorId")
    .leftJoin("users as behalf", "behalf.id", "e.onBehalfOfId")
    .select<AuditEntryRow[]>(
      "e.id",
      "e.action",
      "e.actorId",
      "actor.email as actorEmail",
      "e.onBehalfOfId",
      "behalf.email as onBehalfOfEmail",
      "e.subjectType",
      "e.subjectId",
      "e.details",
      "e.createdAt",
    )
    .orderBy("e.createdAt", "desc")
    .orderBy("e.id", "desc")
    .offset((input.page - 1) * input.pageSize)
    .limit(input.pageSize);
  return { items, total: Number(count?.count ?? 0) };
}
