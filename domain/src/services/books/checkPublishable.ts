import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";

/** What a book still lacks before it can be published, in the order an author would fix it. */
export const PUBLISH_REQUIREMENTS = ["title", "description", "genre", "chapterWithText"] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

function hasText(value: string | null): boolean {
  return value !== null && value.trim().length > 0;
}

/**
 * Whether a book may be published, and what is missing (docs/decisions/books-and-publishing.md,
 * When a book is publishable). A chapter counts when its text, saved or staged, holds more than
 * markup tags and spaces. A deleted book never gets here: it is 404.
 */
export async function checkPublishable(input: { db: Knex | Knex.Transaction; book: Book }): Promise<{ isPublishable: boolean; missing: PublishRequirement[] }> {
  const { db, book } = input;
  // Quill leaves "<p><br></p>" in an emptied editor: strip tags and entities' spaces before judging.
  const visibleText = (column: string) => `btrim(regexp_replace(regexp_replace(coalesce(${column}, ''), '<[^>]*>', '', 'g'), '(&nbsp;|\\s)+', '', 'g')) <> ''`;
  const chapterWithText = await db("chapters")
    .where("bookId", book.id)
    .where((q) => {
      q.whereRaw(visibleText("markup")).orWhereRaw(visibleText("staged_markup"));
    })
    .first("id");
  const missing: PublishRequirement[] = [];
  if (!hasText(book.title)) missing.push("title");
  if (!hasText(book.description)) missing.push("description");
  if (book.genreId === null) missing.push("genre");
  if (!chapterWithText) missing.push("chapterWithText");
  return { isPublishable: missing.length === 0, missing };
}
