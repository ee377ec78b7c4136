import type { Knex } from "@storyloom/db";
import { createPublishedBook } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { signedIn } from "../accessExpectations.ts";

/** A fresh public book of a bystander author (none of the actors), its two chapters free. */
export async function bystanderPublicBook(knex: Knex): Promise<number> {
  return (await createPublishedBook(knex, { chapters: 2, publicChaptersCount: 2 })).book.id;
}

/** The access rows of a reader's place in a book and their bookshelf (api/src/routes/readerBooks/router.ts). */
export const readerBooksAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/readers/books/:bookId/reader-book": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/books/${await bystanderPublicBook(knex)}/reader-book` }),
    expect: signedIn("2xx"),
  },
  "POST /api/v1/readers/books/:bookId/reader-book": {
    request: async (_world, _actor, knex) => ({
      path: `/api/v1/readers/books/${await bystanderPublicBook(knex)}/reader-book`,
      body: { currentChapterIndex: 2, currentChapterProgress: 0.5 },
    }),
    expect: signedIn("2xx"),
  },
  // Each actor's own shelf: the books the rows above opened for them, all of bystander authors.
  "GET /api/v1/readers/bookshelf": {
    request: () => ({ path: "/api/v1/readers/bookshelf?page=1&pageSize=10" }),
    expect: signedIn("2xx"),
    // A shelf names the public authors of the books on it: once other rows have opened author A's book for the readers, theirs does.
    showsOthersTo: ["readerA", "readerB"],
  },
};
