import type { Knex } from "@storyloom/db";
import { Assistant } from "@storyloom/db/models";
import type { AccessRow } from "../accessExpectations.ts";
import { ownBook, unique } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh assistant of author A's book, as its path. */
async function assistantPath(world: World, knex: Knex): Promise<string> {
  const assistant = await Assistant.query(knex).insertAndFetch({
    authorId: world.people.authorA.authorProfile.id,
    bookId: world.bookOfAuthorA,
    name: `Access ${unique()}`,
    service: "OPEN_AI",
    model: "gpt-4.1-mini",
  });
  return `/api/v1/books/${world.bookOfAuthorA}/assistants/${assistant.id}`;
}

/**
 * The access rows of the book assistant (api/src/routes/assistants): author
 * A's book's, theirs (also when an admin acts as them), not found to anyone
 * else. Asking is refused on the merits to the owner in the world (no AI
 * terms accepted: 403, as every AI call without them), so no provider is
 * called.
 */
export const assistantsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/assistants": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/assistants` }), expect: ownBook() },
  "POST /api/v1/books/:bookId/assistants": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/assistants`, body: { name: "Access" } }),
    expect: ownBook(),
  },
  "PATCH /api/v1/books/:bookId/assistants/:assistantId": {
    request: async (world, _actor, knex) => ({ path: await assistantPath(world, knex), body: { name: "Renamed" } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/assistants/:assistantId": {
    request: async (world, _actor, knex) => ({ path: await assistantPath(world, knex) }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/assistants/:assistantId/messages": {
    request: async (world, _actor, knex) => ({ path: `${await assistantPath(world, knex)}/messages` }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/assistants/:assistantId/messages": {
    request: async (world, _actor, knex) => ({ path: `${await assistantPath(world, knex)}/messages`, body: { content: "Who is the hero?" } }),
    expect: ownBook({ authorA: 403, adminAsAuthorA: 403 }),
  },
  "POST /api/v1/books/:bookId/assistants/:assistantId/sync": {
    request: async (world, _actor, knex) => ({ path: `${await assistantPath(world, knex)}/sync`, body: {} }),
    expect: ownBook(),
  },
};
