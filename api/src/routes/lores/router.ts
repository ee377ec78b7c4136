import type { Knex } from "@storyloom/db";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { createLore } from "@storyloom/domain/services/lores/createLore.ts";
import { createLores } from "@storyloom/domain/services/lores/createLores.ts";
import { deleteAllLores } from "@storyloom/domain/services/lores/deleteAllLores.ts";
import { deleteLore } from "@storyloom/domain/services/lores/deleteLore.ts";
import { findLore } from "@storyloom/domain/services/lores/findLore.ts";
import { listLores } from "@storyloom/domain/services/lores/listLores.ts";
import { updateLore } from "@storyloom/domain/services/lores/updateLore.ts";
import { presentLore } from "../../presenters/storyBible.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { ENTRIES_BODY_LIMIT, bookParams, createLoreBody, createLoresBody, loreAnswer, loreListAnswer, loreParams, updateLoreBody } from "./schema.ts";

const LORES = "/api/v1/books/:bookId/lores";

/** A book's lore entries in order, as the list answers them. */
async function loreList(db: Knex | Knex.Transaction, bookId: number) {
  return { lores: (await listLores(db, bookId)).map(presentLore) };
}

export const listBookLores = defineRoute({
  method: "GET",
  path: LORES,
  summary: "The book's lore entries in order (owner; admins may read).",
  auth: "signedIn",
  authorize: "lore.list",
  schema: { params: bookParams, response: loreListAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    return loreList(deps.knex, params.bookId);
  },
});

export const addLore = defineRoute({
  method: "POST",
  path: LORES,
  summary: "Adds a lore entry at `orderIndex` (0-based; default last); the entries from there on move down one.",
  auth: "signedIn",
  authorize: "lore.create",
  schema: { params: bookParams, body: createLoreBody, response: loreAnswer },
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const { orderIndex, ...fields } = body;
    const lore = await deps.knex.transaction(async (trx) => {
      // The book row lock queues every change of the book's lore order.
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createLore({ trx, bookId: params.bookId, fields, orderIndex });
    });
    return { lore: presentLore(lore) };
  },
});

export const addLores = defineRoute({
  method: "POST",
  path: `${LORES}/create-many`,
  summary: "Adds up to 100 lore entries after the book's last one, in order, all or none. Answers the new entries.",
  auth: "signedIn",
  authorize: "lore.create",
  schema: { params: bookParams, body: createLoresBody, response: loreListAnswer },
  bodyLimit: ENTRIES_BODY_LIMIT,
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const lores = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createLores({ trx, bookId: params.bookId, lores: body.lores });
    });
    return { lores: lores.map(presentLore) };
  },
});

export const editLore = defineRoute({
  method: "PATCH",
  path: `${LORES}/:loreId`,
  summary: "Saves the lore fields that were sent (null clears one); `orderIndex` moves it, the others shifting.",
  auth: "signedIn",
  authorize: "lore.update",
  schema: { params: loreParams, body: updateLoreBody, response: loreAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const { orderIndex, ...changes } = body;
    const lore = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return updateLore({ trx, lore: await findLore(trx, params), changes, orderIndex });
    });
    return { lore: presentLore(lore) };
  },
});

// Declared before DELETE …/:loreId, which would otherwise take "delete-all" for an id.
export const removeAllLores = defineRoute({
  method: "DELETE",
  path: `${LORES}/delete-all`,
  summary: "Deletes every lore entry of the book. Answers the (empty) list.",
  auth: "signedIn",
  authorize: "lore.deleteAll",
  schema: { params: bookParams, response: loreListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteAllLores({ trx, bookId: params.bookId });
      return loreList(trx, params.bookId);
    }),
});

export const removeLore = defineRoute({
  method: "DELETE",
  path: `${LORES}/:loreId`,
  summary: "Deletes a lore entry; the entries after it move up. Answers the book's lore entries.",
  auth: "signedIn",
  authorize: "lore.delete",
  schema: { params: loreParams, response: loreListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteLore({ trx, lore: await findLore(trx, params) });
      return loreList(trx, params.bookId);
    }),
});

export const loresRoutes: Route[] = [listBookLores, addLore, addLores, editLore, removeAllLores, removeLore];
