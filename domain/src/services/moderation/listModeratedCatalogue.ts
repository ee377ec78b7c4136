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

/** Books of every status but deleted ones, for the moderators: newest first, by title or author, suspended or not. */
export async function listModeratedBooks(filter: CatalogueFilter): Promise<{ items: ModeratedBookRow[]; total: number }> {
  const { db } = filter;
  const base = () => applyFilter(db("books as b").join("authorProfiles as a", "a.id", "b.authorId").join("users as u", "u.id", "a.userId"), "b", filter);
  const [count] = await base().count<Array<{ count: string }>>({ count: "*" });
  const items = await base()
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
    .orderBy("b.createdAt", "desc")
    .orderBy("b.id", "desc")
    .offset((filter.page - 1) * filter.pageSize)
    .limit(filter.pageSize);
  return { items, total: Number(count?.count ?? 0) };
}

/** Series but deleted ones, for the moderators: newest first, by title or author, suspended or not. */
export async function listModeratedSeries(filter: CatalogueFilter): Promise<{ items: ModeratedSeriesRow[]; total: number }> {
  const { db } = filter;
  const base = () => applyFilter(db("series as s").join("authorProfiles as a", "a.id", "s.authorId").join("users as u", "u.id", "a.userId"), "s", filter);
  const [count] = await base().count<Array<{ count: string }>>({ count: "*" });
  const items = await base()
    .select<ModeratedSeriesRow[]>(
      "s.id",
      "s.title",
      "s.isSuspended",
      "a.id as authorId",
      "a.name as authorName",
      "u.email as authorEmail",
      db.raw("(select count(*)::int from books b where b.series_id = s.id and not b.deleted) as books_count"),
    )
    .orderBy("s.createdAt", "desc")
    .orderBy("s.id", "desc")
    .offset((filter.page - 1) * filter.pageSize)
    .limit(filter.pageSize);
  return { items, total: Number(count?.count ?? 0) };
}
