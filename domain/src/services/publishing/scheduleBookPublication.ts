import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ConflictError, ValidationError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { requirePublishable } from "./bookPublication.ts";
import { placeBookInCollection } from "./placeBookInCollection.ts";
import type { PublishPlacement } from "./placeBookInCollection.ts";
import { replacePublicationJob } from "./publicationJobs.ts";
import { FUTURE_TIME_MESSAGE } from "./scheduleChapterPublication.ts";

export const SCHEDULE_PUBLISHED_BOOK_MESSAGE = "This book is already published. Unpublish it first to schedule it.";

/**
 * Schedules a DRAFT book (or moves a STAGED one's time): it becomes STAGED
 * and a delayed job publishes it at `scheduledPublicationAt`. The collection
 * choice is applied now (the author sees the collection at once; readers see
 * nothing until the book is published). `null` unschedules: back to DRAFT,
 * its job removed, its collection kept. The caller has locked the book row.
 */
export async function scheduleBookPublication(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  pages: PublicPageCache;
  book: Book;
  scheduledPublicationAt: Date | null;
  /** Required with a time. */
  placement?: PublishPlacement | undefined;
  now?: Date;
}): Promise<Book> {
  const { trx, jobs, pages, book, scheduledPublicationAt: at, placement } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = book.scheduledPublicationAt;
  const leaving = book.seriesId;
  const now = input.now ?? new Date();
  if (book.status === "PUBLISHED") throw new ConflictError(SCHEDULE_PUBLISHED_BOOK_MESSAGE);
  const target = { kind: "book", bookId: book.id } as const;

  if (at === null) {
    if (book.status === "DRAFT") return book;
    const draft = await book.$query(trx).patchAndFetch({ status: "DRAFT", scheduledPublicationAt: null });
    replacePublicationJob({ trx, jobs, target, previous, next: null, now });
    return draft;
  }

  if (at.getTime() <= now.getTime())
    throw new ValidationError(`scheduledPublicationAt: ${FUTURE_TIME_MESSAGE}`, { scheduledPublicationAt: FUTURE_TIME_MESSAGE });
  if (!placement) throw new ValidationError("publishType: This field is required.", { publishType: "This field is required." });
  await requirePublishable(trx, book);
  const place = await placeBookInCollection({ trx, book, placement });
  const staged = await book.$query(trx).patchAndFetch({ ...place, status: "STAGED", scheduledPublicationAt: at });
  replacePublicationJob({ trx, jobs, target, previous, next: at, now });
  // Readers see nothing of a staged book, but a collection it left closed up its numbers.
  if (leaving !== null && leaving !== staged.seriesId) void invalidatePublicPages({ trx, pages, tags: [pageTags.series(leaving)] });
  return staged;
}
