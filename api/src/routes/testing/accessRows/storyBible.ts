import type { Knex } from "@storyloom/db";
import { createBook, createCharacter, createLore, createStoryBookIdea } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { ownBook } from "../accessExpectations.ts";
import type { World } from "../world.ts";

const bookPath = (world: World) => `/api/v1/books/${world.bookOfAuthorA}`;

/** A fresh book of author A, as its path: a delete-all by one actor empties nothing another row reads. */
async function freshBookPath(world: World, knex: Knex): Promise<string> {
  const book = await createBook(knex, { authorId: world.people.authorA.authorProfile.id });
  return `/api/v1/books/${book.id}`;
}

/** The access rows of the story bible routes (characters, lores, ideas, story-book settings). */
export const storyBibleAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/characters": {
    request: (world) => ({ path: `${bookPath(world)}/characters` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/characters": {
    request: (world) => ({ path: `${bookPath(world)}/characters`, body: { name: "Access hero", type: "PROTAGONIST", orderIndex: 0 } }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/characters/create-many": {
    request: (world) => ({ path: `${bookPath(world)}/characters/create-many`, body: { characters: [{ name: "Access one" }, { name: "Access two" }] } }),
    expect: ownBook(),
  },
  // A fresh character per request: a delete by one actor spoils none of the next.
  "PATCH /api/v1/books/:bookId/characters/:characterId": {
    request: async (world, _actor, knex) => {
      const character = await createCharacter(knex, { bookId: world.bookOfAuthorA });
      return { path: `${bookPath(world)}/characters/${character.id}`, body: { overview: "Access overview", orderIndex: 0 } };
    },
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/characters/delete-all": {
    request: async (world, _actor, knex) => ({ path: `${await freshBookPath(world, knex)}/characters/delete-all` }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/characters/:characterId": {
    request: async (world, _actor, knex) => {
      const character = await createCharacter(knex, { bookId: world.bookOfAuthorA });
      return { path: `${bookPath(world)}/characters/${character.id}` };
    },
    expect: ownBook(),
  },

  "GET /api/v1/books/:bookId/lores": {
    request: (world) => ({ path: `${bookPath(world)}/lores` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/lores": {
    request: (world) => ({ path: `${bookPath(world)}/lores`, body: { name: "Access city", type: "LOCATION", orderIndex: 0 } }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/lores/create-many": {
    request: (world) => ({ path: `${bookPath(world)}/lores/create-many`, body: { lores: [{ name: "Access one" }, { name: "Access two" }] } }),
    expect: ownBook(),
  },
  "PATCH /api/v1/books/:bookId/lores/:loreId": {
    request: async (world, _actor, knex) => {
      const lore = await createLore(knex, { bookId: world.bookOfAuthorA });
      return { path: `${bookPath(world)}/lores/${lore.id}`, body: { description: "Access description", orderIndex: 0 } };
    },
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/lores/delete-all": {
    request: async (world, _actor, knex) => ({ path: `${await freshBookPath(world, knex)}/lores/delete-all` }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/lores/:loreId": {
    request: async (world, _actor, knex) => {
      const lore = await createLore(knex, { bookId: world.bookOfAuthorA });
      return { path: `${bookPath(world)}/lores/${lore.id}` };
    },
    expect: ownBook(),
  },

  "GET /api/v1/books/:bookId/ideas": {
    request: (world) => ({ path: `${bookPath(world)}/ideas` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/ideas/create-many": {
    request: (world) => ({
      path: `${bookPath(world)}/ideas/create-many`,
      body: { ideas: [{ idea: "Access idea one" }, { idea: "Access idea two", genreId: null }] },
    }),
    expect: ownBook(),
  },
  "PATCH /api/v1/books/:bookId/ideas/:ideaId": {
    request: async (world, _actor, knex) => {
      const idea = await createStoryBookIdea(knex, { bookId: world.bookOfAuthorA });
      return { path: `${bookPath(world)}/ideas/${idea.id}`, body: { idea: "Access idea", genreId: null } };
    },
    expect: ownBook(),
  },

  "GET /api/v1/books/:bookId/story-book-settings": {
    request: (world) => ({ path: `${bookPath(world)}/story-book-settings` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/story-book-settings": {
    request: (world) => ({ path: `${bookPath(world)}/story-book-settings`, body: { length: "SHORT", style: "VIVID", pointOfView: "FIRST_PERSON" } }),
    expect: ownBook(),
  },
};
