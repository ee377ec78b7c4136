import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { checkPublishable } from "../books/checkPublishable.ts";
import type { PublishRequirement } from "../books/checkPublishable.ts";

/** What to do about each missing requirement, as the 400 says it. */
export const MISSING_REQUIREMENT_MESSAGES: Record<PublishRequirement, string> = {
  title: "Give the book a title before publishing it.",
  description: "Add a description before publishing the book.",
  genre: "Choose a genre before publishing the book.",
  chapterWithText: "Write at least one chapter before publishing the book.",
};

/** Throws a 400 naming the first requirement the book lacks (checkPublishable), each missing one as a field. */
export async function requirePublishable(db: Knex | Knex.Transaction, book: Book): Promise<void> {
  const { missing } = await checkPublishable({ db, book });
  const [first] = missing;
  if (first === undefined) return;
  throw new ValidationError(
    MISSING_REQUIREMENT_MESSAGES[first],
    Object.fromEntries(missing.map((requirement) => [requirement, MISSING_REQUIREMENT_MESSAGES[requirement]])),
  );
}

/** The status change of a book going live: `publishedAt` keeps the first publication's time. */
export function publishedBookPatch(book: Book, now: Date): Pick<Book, "status" | "publishedAt" | "scheduledPublicationAt"> {
  return { status: "PUBLISHED", publishedAt: book.publishedAt ?? now, scheduledPublicationAt: null };
}
