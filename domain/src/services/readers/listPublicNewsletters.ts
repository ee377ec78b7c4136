import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";
import { AUTHOR_NOT_FOUND, hasPublicAuthorProfile } from "./findPublicAuthorProfile.ts";

/** A sent newsletter as the author's public page lists it. */
export interface PublicNewsletter {
  id: number;
  subject: string;
  /** Sanitised HTML. */
  markup: string | null;
  sentAt: Date;
}

/**
 * One page of an author's sent newsletters, newest first (two queries);
 * NotFoundError "Author not found." when the author has no public page.
 */
export async function listPublicNewsletters(input: {
  db: Knex | Knex.Transaction;
  authorId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: PublicNewsletter[]; total: number }> {
  const { db, authorId } = input;
  if (!(await hasPublicAuthorProfile(db, authorId))) throw new NotFoundError(AUTHOR_NOT_FOUND);
  const rows: Array<{ id: number; subject: string; markup: string | null; sentAt: Date; total: number }> = await db("newsletters")
    .where({ authorId, status: "SENT", deleted: false })
    .whereNotNull("sentAt")
    .select("id", "subject", "markup", "sentAt", db.raw("count(*) over () as total"))
    .orderBy("sentAt", "desc")
    .orderBy("id", "desc")
    .offset((input.page - 1) * input.pageSize)
    .limit(input.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const counted = await db("newsletters")
      .where({ authorId, status: "SENT", deleted: false })
      .whereNotNull("sentAt")
      .count<{ count: number }>("* as count")
      .first();
    total = Number(counted?.count ?? 0);
  }
  return {
    items: rows.map((row) => ({ id: row.id, subject: row.subject, markup: row.markup === null ? null : sanitizeMarkup(row.markup), sentAt: row.sentAt })),
    total,
  };
}
