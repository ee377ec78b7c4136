import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";
import { AUTHOR_NOT_FOUND, hasPublicAuthorProfile } from "./findPublicAuthorProfile.ts";
import type { PublicNewsletter } from "./listPublicNewsletters.ts";

export const PUBLIC_NEWSLETTER_NOT_FOUND = "Newsletter not found.";

/**
 * One sent newsletter of an author with a public page (its own page on the
 * storefront); NotFoundError for a draft, a scheduled or deleted one, another
 * author's, or an author without a public page.
 */
export async function findPublicNewsletter(input: { db: Knex | Knex.Transaction; authorId: number; newsletterId: number }): Promise<PublicNewsletter> {
  const { db, authorId } = input;
  if (!(await hasPublicAuthorProfile(db, authorId))) throw new NotFoundError(AUTHOR_NOT_FOUND);
  const row: { id: number; subject: string; markup: string | null; sentAt: Date } | undefined = await db("newsletters")
    .where({ id: input.newsletterId, authorId, status: "SENT", deleted: false })
    .whereNotNull("sentAt")
    .first("id", "subject", "markup", "sentAt");
  if (!row) throw new NotFoundError(PUBLIC_NEWSLETTER_NOT_FOUND);
  return { ...row, markup: row.markup === null ? null : sanitizeMarkup(row.markup) };
}
