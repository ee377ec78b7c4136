import { pageOf } from "@storyloom/db";
import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The admin's user list: newest first, filtered by e-mail or name, one page at a time. */
export async function listUsers(input: { db: Knex; query: string | undefined; page: number; pageSize: number }): Promise<{ items: User[]; total: number }> {
  // Deleted accounts are empty rows kept for the money that points at them: not people to manage.
  const base = User.query(input.db).whereNull("users.deletedAt");
  if (input.query) {
    const pattern = `%${escapeLike(input.query)}%`;
    base.where((q) => {
      q.where("users.email", "ilike", pattern)
        // relatedQuery aliases the table by relation name; "name" is only in the profile.
        .orWhereExists(User.relatedQuery("readerProfile").where("name", "ilike", pattern))
        .orWhereExists(User.relatedQuery("authorProfile").where("name", "ilike", pattern));
    });
  }
  // Every account, newest first, is read in index order (users_admin_list_idx): counted apart, the page stops
  // at its last row. A search filters row by row whatever the order, and the window counts it in the same pass.
  const { results, total } = await pageOf(
    base.withGraphFetched("[readerProfile, authorProfile]").orderBy("users.createdAt", "desc").orderBy("users.id", "desc"),
    input.page,
    input.pageSize,
    { countApart: !input.query },
  );
  return { items: results, total };
}
