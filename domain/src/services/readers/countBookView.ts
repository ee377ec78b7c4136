import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { Knex } from "@storyloom/db";
import type { Actor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";
import { BOOK_NOT_FOUND, wherePublicBook } from "./publicBooks.ts";

/** A viewer's views of one book count once in this window. */
export const VIEW_WINDOW_SECONDS = 30 * 60;

/**
 * Who is viewing: the reader's id when signed in, else a hash of the client's
 * address and user agent (neither is kept in clear).
 */
export function viewerKeyOf(actor: Actor, client: { address: string; userAgent: string }): string {
  if (actor.kind === "user" && actor.readerId !== null) return `reader:${actor.readerId}`;
  return `anon:${createHash("sha256").update(`${client.address}\n${client.userAgent}`).digest("hex")}`;
}

/**
 * Counts a view of a public book, once per viewer per window: a Redis
 * `SET NX EX` claims the window, and only the claim increments
 * books.views_count (atomically, in the UPDATE). Answers the count and
 * whether this view was counted; NotFoundError for a book that is not public.
 */
export async function countBookView(input: {
  db: Knex | Knex.Transaction;
  redis: Redis;
  redisPrefix: string;
  bookId: number;
  viewerKey: string;
}): Promise<{ viewsCount: number | null; isCounted: boolean }> {
  const { db, redis, bookId } = input;
  const book = await wherePublicBook(db("books"))
    .join("authorProfiles", "authorProfiles.id", "books.authorId")
    .where("books.id", bookId)
    .first<{ viewsCount: number; hideStatsFromPublic: boolean } | undefined>("books.viewsCount", "authorProfiles.hideStatsFromPublic");
  if (!book) throw new NotFoundError(BOOK_NOT_FOUND);
  const shown = (count: number) => (book.hideStatsFromPublic ? null : count);
  const claimed = await redis.set(`${input.redisPrefix}views:book:${bookId}:${input.viewerKey}`, "1", "EX", VIEW_WINDOW_SECONDS, "NX");
  if (claimed !== "OK") return { viewsCount: shown(book.viewsCount), isCounted: false };
  const [updated] = await db("books").where("id", bookId).increment("viewsCount", 1).returning<Array<{ viewsCount: number }>>("viewsCount");
  return { viewsCount: shown(updated?.viewsCount ?? book.viewsCount + 1), isCounted: true };
}
