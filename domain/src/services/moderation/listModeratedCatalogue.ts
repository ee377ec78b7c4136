import type { Knex } from "@storyloom/db";
import type { BookStatus } from "@storyloom/db/enums";

type Db = Knex | Knex.Transaction;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ModeratedBookRow {
  id: number;
  title: string;
  status: BookStatus;
  isSuspended: boolean;
  authorId: number;
  authorName: string | null;
  authorEmail: string;
  seriesId: number | null;
  seriesTitle: string | null;
  buyersCount: number;
}

export interface ModeratedSeriesRow {
  id: number;
  title: string;
  isSuspended: boolean;
  authorId: number;
  authorName: string | null;
  authorEmail: string;
  booksCount: number;
}

interface CatalogueFilter {
  db: Db;
  /** Part of the title, the author's name or e-mail. */
  search?: string | undefined;
  suspended?: boolean | undefined;
  page: number;
  pageSize: number;
}

function applyFilter(query: Knex.QueryBuilder, table: "b" | "s", filter: CatalogueFilter): Knex.QueryBuilder {
  query.where(`${table}.deleted`, false);
  if (filter.suspended !== undefined) query.where(`${table}.isSuspended`, filter.suspended);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query.where((q) => {
      q.where(`${table}.title`, "ilike", pattern).orWhere("a.name", "ilike", pattern).orWhere("u.email", "ilike", pattern);
    });
  }
  return query;
}

/**
 * The rows of a moderated list: the filter (joining the author and their user
 * only when a search needs their name or e-mail), so the total counts the
 * table's own rows when nothing is searched.
 */
function filtered(db: Db, table: "books" | "series", alias: "b" | "s", filter: CatalogueFilter): Knex.QueryBuilder {
  const query = db(`${table} as ${alias}`);
  if (filter.search) query.join("authorProfiles as a", "a.id", `${alias}.authorId`).join("users as u", "u.id", "a.userId");
  return applyFilter(query, alias, filter);
}

/**
 * The ids of one page of a moderated list, newest first: taken before the
 * columns a row shows are worked out, so those (a buyers count, a books
 * count) are worked out for the page's rows only, not for every row OFFSET
 * skips (bench/README.md, "the database at scale").
 */
function pageIds(db: Db, table: "books" | "series", alias: "b" | "s", filter: CatalogueFilter): Knex.QueryBuilder {
  return filtered(db, table, alias, filter)
    .select(`${alias}.id`, `${alias}.createdAt`)
    .orderBy(`${alias}.createdAt`, "desc")
    .orderBy(`${alias}.id`, "desc")
    .offset((filter.page - 1) * filter.pageSize)
    .limit(filter.pageSize)
    .as("p");
}

/** Books of every status but deleted ones, for the moderators: newest first, by title or author, suspended or not. */
export async function listModeratedBooks(filter: CatalogueFilter): Promise<{ items: ModeratedBookRow[]; total: number }> {
  const { db } = filter;
  const [count] = await filtered(db, "books", "b", filter).count<Array<{ count: string }>>({ count: "*" });
  const items = await db
    .from(pageIds(db, "books", "b", filter))
    .join("books as b", "b.id", "p.id")
    .join("authorProfiles as a", "a.id", "b.authorId")
    .join("users as u", "u.id", "a.userId")
    .leftJoin("series as s", "s.id", "b.seriesId")
    .select<ModeratedBookRow[]>(
      "b.id",
      "b.title",
      "b.status",
      "b.isSuspended",
      "a.id as authorId",
      "a.name as authorName",
      "u.email as authorEmail",
      "s.id as seriesId",
      "s.title as seriesTitle",
      db.raw(`(select count(*)::int from reader_books rb where rb.book_id = b.id
        and (rb.entire_book or exists (select 1 from reader_chapter_unlocks u2 where u2.reader_book_id = rb.id))) as buyers_count`),
    )
    .orderBy("p.createdAt", "desc")
    .orderBy("p.id", "desc");
  return { items, total: Number(count?.count ?? 0) };
}

/** Series but deleted ones, for the moderators: newest first, by title or author, suspended or not. */
export async function listModeratedSeries(filter: CatalogueFilter): Promise<{ items: ModeratedSeriesRow[]; total: number }> {
  const { db } = filter;
  const [count] = await filtered(db, "series", "s", filter).count<Array<{ count: string }>>({ count: "*" });
  const items = await db
    .from(pageIds(db, "series", "s", filter))
    .join("series as s", "s.id", "p.id")
    .join("authorProfiles as a", "a.id", "s.authorId")
    .join("users as u", "u.id", "a.userId")
    .select<ModeratedSeriesRow[]>(
      "s.id",
      "s.title",
      "s.isSuspended",
      "a.id as authorId",
      "a.name as authorName",
      "u.email as authorEmail",
      db.raw("(select count(*)::int from books b where b.series_id = s.id and not b.deleted) as books_count"),
    )
    .orderBy("p.createdAt", "desc")
    .orderBy("p.id", "desc");
  return { items, total: Number(count?.count ?? 0) };
}
