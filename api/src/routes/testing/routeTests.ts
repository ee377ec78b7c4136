import { createBook } from "@storyloom/testkit/factories";
import { fileTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor } from "../../testing.ts";

/**
 * What a route test file whose tests act as new authors sets up: the file's
 * test context (fileTestContext), new signed-in authors, and new books of
 * theirs (their ids).
 */
export function authorRouteTests() {
  const ctx = fileTestContext();
  return {
    ctx,
    signedInAuthor: (options: { admin?: boolean } = {}): Promise<SignedInAuthor> => signInNewAuthor(ctx, options),
    bookOf: async (author: SignedInAuthor): Promise<number> => (await createBook(ctx.db.knex, { authorId: author.authorId })).id,
  };
}

/**
 * The same for the routes of one of a book's lists or settings under
 * /api/v1/books/{id}/{resource} (characters, lores, ideas, story-book-settings):
 * a new book of an author's comes with the resource's path.
 */
export function bookResourceTests<const R extends string>(resource: R) {
  const tests = authorRouteTests();
  return {
    ...tests,
    async bookOf(author: SignedInAuthor): Promise<{ bookId: number; path: string }> {
      const bookId = await tests.bookOf(author);
      return { bookId, path: `/api/v1/books/${bookId}/${resource}` };
    },
    /** The list as [name, orderIndex] rows. */
    namesOf: (body: Record<R, Array<{ name: string; orderIndex: number }>>) => body[resource].map((entry) => [entry.name, entry.orderIndex]),
  };
}
