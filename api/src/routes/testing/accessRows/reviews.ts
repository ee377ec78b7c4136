import type { Knex } from "@storyloom/db";
import { createPublishedBook, createReview, openBook } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone, signedIn } from "../accessExpectations.ts";
import type { ActorName, World } from "../world.ts";
import { bystanderPublicBook } from "./readerBooks.ts";

/** The reader profile an actor acts with (an admin impersonating author A is author A); none for the anonymous. */
function readerIdOf(world: World, actor: ActorName): number | null {
  if (actor === "anonymous") return null;
  return world.people[actor === "adminAsAuthorA" ? "authorA" : actor].readerProfile.id;
}

/** A fresh review by reader B of a bystander's public book, as its id. */
async function reviewByReaderB(world: World, knex: Knex): Promise<number> {
  return (await createReview(knex, { bookId: await bystanderPublicBook(knex), readerId: world.people.readerB.readerProfile.id })).id;
}

/** The access rows of reviews, their reactions and reports (api/src/routes/reviews/router.ts). */
export const reviewsAccessRows: Record<string, AccessRow> = {
  // Reviews are public; this one is a bystander's, so no actor's name is in the answer.
  "GET /api/v1/readers/books/:bookId/reviews": {
    request: async (_world, _actor, knex) => {
      const bookId = await bystanderPublicBook(knex);
      await createReview(knex, { bookId });
      return { path: `/api/v1/readers/books/${bookId}/reviews?page=1` };
    },
    expect: everyone("2xx"),
  },
  // A public book of author A that the actor opened: everyone who read it may review it but its author.
  "POST /api/v1/readers/books/:bookId/review": {
    request: async (world, actor, knex) => {
      const { book } = await createPublishedBook(knex, { authorId: world.people.authorA.authorProfile.id, chapters: 1, publicChaptersCount: 1 });
      const readerId = readerIdOf(world, actor);
      if (readerId !== null) await openBook(knex, { readerId, bookId: book.id });
      return { path: `/api/v1/readers/books/${book.id}/review`, body: { rating: 4, title: "Access review", markup: "<p>Fine.</p>" } };
    },
    expect: { ...signedIn("2xx"), authorA: 403, adminAsAuthorA: 403 },
  },
  "DELETE /api/v1/readers/books/:bookId/review": {
    request: async (world, actor, knex) => {
      const bookId = await bystanderPublicBook(knex);
      const readerId = readerIdOf(world, actor);
      if (readerId !== null) await createReview(knex, { bookId, readerId });
      return { path: `/api/v1/readers/books/${bookId}/review` };
    },
    expect: signedIn("2xx"),
  },
  "POST /api/v1/readers/reviews/:reviewId/reaction": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/reviews/${await reviewByReaderB(world, knex)}/reaction`, body: { value: 1 } }),
    expect: { ...signedIn("2xx"), readerB: 403 },
  },
  "POST /api/v1/readers/reviews/:reviewId/reports": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/readers/reviews/${await reviewByReaderB(world, knex)}/reports`,
      body: { violation: "SOLICITATION", comment: "Access report" },
    }),
    expect: { ...signedIn("2xx"), readerB: 403 },
  },
};
