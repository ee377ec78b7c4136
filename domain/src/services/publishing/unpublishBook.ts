import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ConflictError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { replacePublicationJob } from "./publicationJobs.ts";

export const NOT_PUBLISHED_BOOK_MESSAGE = "This book is not published or scheduled.";

/**
 * Takes a PUBLISHED or STAGED book back to DRAFT: off the storefront, its
 * schedule and job gone. Its chapters, collection and first `publishedAt`
 * stay, so publishing it again puts back what readers had. The caller has
 * locked the book row.
 */
export async function unpublishBook(input: { trx: Knex.Transaction; jobs: JobQueue; pages: PublicPageCache; book: Book; now?: Date }): Promise<Book> {
  const { trx, jobs, pages, book } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = book.scheduledPublicationAt;
  if (book.status === "DRAFT") throw new ConflictError(NOT_PUBLISHED_BOOK_MESSAGE);
  const draft = await book.$query(trx).patchAndFetch({ status: "DRAFT", scheduledPublicationAt: null });
  replacePublicationJob({ trx, jobs, target: { kind: "book", bookId: book.id }, previous, next: null, now: input.now ?? new Date() });
  void invalidatePublicPages({ trx, pages, tags: publicBookTags(book) });
  return draft;
}
