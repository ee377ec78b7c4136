import type { Knex } from "@storyloom/db";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { createCharacter } from "@storyloom/domain/services/characters/createCharacter.ts";
import { createCharacters } from "@storyloom/domain/services/characters/createCharacters.ts";
import { deleteAllCharacters } from "@storyloom/domain/services/characters/deleteAllCharacters.ts";
import { deleteCharacter } from "@storyloom/domain/services/characters/deleteCharacter.ts";
import { findCharacter } from "@storyloom/domain/services/characters/findCharacter.ts";
import { listCharacters } from "@storyloom/domain/services/characters/listCharacters.ts";
import { updateCharacter } from "@storyloom/domain/services/characters/updateCharacter.ts";
import { presentCharacter } from "../../presenters/storyBible.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import {
  ENTRIES_BODY_LIMIT,
  bookParams,
  characterAnswer,
  characterListAnswer,
  characterParams,
  createCharacterBody,
  createCharactersBody,
  updateCharacterBody,
} from "./schema.ts";

const CHARACTERS = "/api/v1/books/:bookId/characters";

/** A book's characters in order, as the list answers them. */
async function characterList(db: Knex | Knex.Transaction, bookId: number) {
  return { characters: (await listCharacters(db, bookId)).map(presentCharacter) };
}

export const listBookCharacters = defineRoute({
  method: "GET",
  path: CHARACTERS,
  summary: "The book's characters in order (owner; admins may read).",
  auth: "signedIn",
  authorize: "character.list",
  schema: { params: bookParams, response: characterListAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    return characterList(deps.knex, params.bookId);
  },
});

export const addCharacter = defineRoute({
  method: "POST",
  path: CHARACTERS,
  summary: "Adds a character at `orderIndex` (0-based; default last); the characters from there on move down one.",
  auth: "signedIn",
  authorize: "character.create",
  schema: { params: bookParams, body: createCharacterBody, response: characterAnswer },
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const { orderIndex, ...fields } = body;
    const character = await deps.knex.transaction(async (trx) => {
      // The book row lock queues every change of the book's character order.
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createCharacter({ trx, bookId: params.bookId, fields, orderIndex });
    });
    return { character: presentCharacter(character) };
  },
});

export const addCharacters = defineRoute({
  method: "POST",
  path: `${CHARACTERS}/create-many`,
  summary: "Adds up to 100 characters after the book's last one, in order, all or none. Answers the new characters.",
  auth: "signedIn",
  authorize: "character.create",
  schema: { params: bookParams, body: createCharactersBody, response: characterListAnswer },
  bodyLimit: ENTRIES_BODY_LIMIT,
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const characters = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createCharacters({ trx, bookId: params.bookId, characters: body.characters });
    });
    return { characters: characters.map(presentCharacter) };
  },
});

export const editCharacter = defineRoute({
  method: "PATCH",
  path: `${CHARACTERS}/:characterId`,
  summary: "Saves the character fields that were sent (null clears one); `orderIndex` moves it, the others shifting.",
  auth: "signedIn",
  authorize: "character.update",
  schema: { params: characterParams, body: updateCharacterBody, response: characterAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const { orderIndex, ...changes } = body;
    const character = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return updateCharacter({ trx, character: await findCharacter(trx, params), changes, orderIndex });
    });
    return { character: presentCharacter(character) };
  },
});

// Declared before DELETE …/:characterId, which would otherwise take "delete-all" for an id.
export const removeAllCharacters = defineRoute({
  method: "DELETE",
  path: `${CHARACTERS}/delete-all`,
  summary: "Deletes every character of the book (scenes keep their text). Answers the (empty) list.",
  auth: "signedIn",
  authorize: "character.deleteAll",
  schema: { params: bookParams, response: characterListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteAllCharacters({ trx, bookId: params.bookId });
      return characterList(trx, params.bookId);
    }),
});

export const removeCharacter = defineRoute({
  method: "DELETE",
  path: `${CHARACTERS}/:characterId`,
  summary: "Deletes a character; the characters after it move up. Answers the book's characters.",
  auth: "signedIn",
  authorize: "character.delete",
  schema: { params: characterParams, response: characterListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteCharacter({ trx, character: await findCharacter(trx, params) });
      return characterList(trx, params.bookId);
    }),
});

export const charactersRoutes: Route[] = [listBookCharacters, addCharacter, addCharacters, editCharacter, removeAllCharacters, removeCharacter];
