import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { queueEmail } from "../mail/queueEmail.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/** Readers who paid for a book (the whole of it or chapters): they keep it and are told. */
async function findBuyers(trx: Knex.Transaction, bookId: number): Promise<Array<{ email: string; name: string | null }>> {
  return trx("readerBooks as rb")
    .join("readerProfiles as rp", "rp.id", "rb.readerId")
    .join("users as u", "u.id", "rp.userId")
    .where("rb.bookId", bookId)
    .whereNull("u.deletedAt")
    .where((q) => {
      q.where("rb.entireBook", true).orWhereExists((unlocks) => {
        unlocks.from("readerChapterUnlocks").whereRaw("reader_chapter_unlocks.reader_book_id = rb.id");
      });
    })
    .select("u.email", "rp.name");
}

/**
 * Suspends a book (moderation) or restores it. A suspended book leaves every
 * storefront list and page; readers who paid for it or subscribe keep reading
 * what they hold (readers/suspendedBooks.ts), and its buyers are told by
 * e-mail. The pages that showed it (its own, its series', its author's, the
 * catalogue) are invalidated after the commit. The caller authorized
 * "admin.moderateCatalogue".
 */
export async function setBookSuspension(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  jobs: JobQueue;
  bookId: number;
  suspended: boolean;
}): Promise<Book> {
  const { trx, suspended } = input;
  const book = await Book.query(trx).findById(input.bookId).forUpdate();
  if (!book || book.deleted) throw new NotFoundError("Book not found.");
  if (book.isSuspended === suspended) throw new ConflictError(suspended ? "This book is already suspended." : "This book is not suspended.");
  const updated = await book.$query(trx).patchAndFetch({ isSuspended: suspended });
  if (suspended && book.status === "PUBLISHED") {
    for (const buyer of await findBuyers(trx, book.id)) {
      const text = [
        `Hello${buyer.name ? ` ${buyer.name}` : ""},`,
        "",
        `"${book.title}" has been suspended by moderation: it is no longer shown or sold on Storyloom.`,
        "You keep access to what you bought: the book stays on your bookshelf and you can go on reading it from there.",
        "",
        "Storyloom",
      ].join("\n");
      await queueEmail({ trx, jobs: input.jobs, message: { to: buyer.email, subject: `"${book.title}" has been suspended`, text } });
    }
  }
  void invalidatePublicPages({ trx, pages: input.pages, tags: [...publicBookTags(book), pageTags.author(book.authorId)] });
  return updated;
}
