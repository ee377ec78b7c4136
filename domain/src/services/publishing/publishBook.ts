import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ConflictError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { publishedBookPatch, requirePublishable } from "./bookPublication.ts";
import { placeBookInCollection } from "./placeBookInCollection.ts";
import type { PublishPlacement } from "./placeBookInCollection.ts";
import { replacePublicationJob } from "./publicationJobs.ts";

export const ALREADY_PUBLISHED_BOOK_MESSAGE = "This book is already published.";

/**
 * Publishes a DRAFT or STAGED (scheduled) book now, alone or in a collection
 * (placeBookInCollection). Its chapters are not touched: readers see the
 * chapters the author has published. The caller has locked the book row.
 */
export async function publishBook(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  pages: PublicPageCache;
  book: Book;
  placement: PublishPlacement;
  now?: Date;
}): Promise<Book> {
  const { trx, jobs, pages, book, placement } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = book.scheduledPublicationAt;
  const leaving = book.seriesId;
  const now = input.now ?? new Date();
  if (book.status === "PUBLISHED") throw new ConflictError(ALREADY_PUBLISHED_BOOK_MESSAGE);
  await requirePublishable(trx, book);
  const place = await placeBookInCollection({ trx, book, placement });
  const published = await book.$query(trx).patchAndFetch({ ...place, ...publishedBookPatch(book, now) });
  replacePublicationJob({ trx, jobs, target: { kind: "book", bookId: book.id }, previous, next: null, now });
  void invalidatePublicPages({
    trx,
    pages,
    tags: [...publicBookTags(published), ...(leaving === null || leaving === published.seriesId ? [] : [pageTags.series(leaving)])],
  });
  return published;
}
