import type { Knex } from "@storyloom/db";

export interface DomainOwner {
  email: string;
  /** The author's pen name, when they have one. */
  name: string | null;
  /** The title of the book or series the domain serves. */
  title: string | null;
}

/** Who to write to about a custom domain: the author of the book or series it serves (undefined without an e-mail address). */
export async function findDomainOwner(db: Knex | Knex.Transaction, domainId: number): Promise<DomainOwner | undefined> {
  const owner = await db("customDomains as d")
    .leftJoin("books as b", "b.id", "d.bookId")
    .leftJoin("series as s", "s.id", "d.seriesId")
    .join("authorProfiles as a", "a.id", db.raw("coalesce(b.author_id, s.author_id)"))
    .join("users as u", "u.id", "a.userId")
    .where("d.id", domainId)
    .first<{ email: string | null; name: string | null; title: string | null } | undefined>("u.email", "a.name", db.raw("coalesce(b.title, s.title) as title"));
  return owner?.email ? { email: owner.email, name: owner.name, title: owner.title } : undefined;
}
