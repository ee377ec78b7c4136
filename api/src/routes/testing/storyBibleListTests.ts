import { afterAll, beforeAll } from "vitest";
import { createBook } from "@storyloom/testkit/factories";
import { createTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor, TestContext } from "../../testing.ts";

/**
 * What the tests of a book's story-bible lists (characters, lores, ideas)
 * set up: the file's test context, made before its first test and closed
 * after its last (the object is filled in by then), a new signed-in author,
 * and a new book of theirs with the list's path.
 */
export function storyBibleListTests<const L extends string>(list: L) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext());
  });
  afterAll(async () => {
    await ctx.close();
  });
  return {
    ctx,
    signedInAuthor: (options: { admin?: boolean } = {}): Promise<SignedInAuthor> => signInNewAuthor(ctx, options),
    async bookOf(author: SignedInAuthor): Promise<{ bookId: number; path: string }> {
      const book = await createBook(ctx.db.knex, { authorId: author.authorId });
      return { bookId: book.id, path: `/api/v1/books/${book.id}/${list}` };
    },
    /** The list as [name, orderIndex] rows. */
    namesOf: (body: Record<L, Array<{ name: string; orderIndex: number }>>) => body[list].map((entry) => [entry.name, entry.orderIndex]),
  };
}
