import type { Knex } from "@storyloom/db";
import type { Actor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";
import { loadReaderAccess } from "./chapterAccess.ts";
import { BOOK_NOT_FOUND, findPublicBookFacts } from "./publicBooks.ts";
import type { PublicBookFacts } from "./publicBooks.ts";

type Db = Knex | Knex.Transaction;

/**
 * Whether the actor keeps a book that moderation suspended: a reader who paid
 * for it (the whole book or chapters of it) or subscribes to its author or
 * series. Everyone else, its author and admins included, finds it gone from
 * the storefront (the studio still shows it to its author).
 */
export async function keepsSuspendedBook(db: Db, actor: Actor, book: { id: number; authorId: number; seriesId: number | null }): Promise<boolean> {
  if (actor.kind === "anonymous" || actor.readerId === null || actor.authorId === book.authorId) return false;
  const access = await loadReaderAccess({ db, actor, book });
  return access.entireBook || access.unlockedChapterIds.size > 0 || access.isSubscribed;
}

/**
 * The access facts of a book the actor may read on the storefront: a public
 * book, or a suspended one they keep, with nothing for sale in it any more.
 * NotFoundError "Book not found." otherwise.
 */
export async function findReadableBookFacts(db: Db, bookId: number, actor: Actor): Promise<PublicBookFacts> {
  const facts = await findPublicBookFacts(db, bookId, { includeSuspended: true });
  if (!facts.isSuspended) return facts;
  if (!(await keepsSuspendedBook(db, actor, facts))) throw new NotFoundError(BOOK_NOT_FOUND);
  return { ...facts, chapterPrice: null, bundlePrice: null, authorSubscriptionEnabled: false, seriesSubscriptionEnabled: false };
}
