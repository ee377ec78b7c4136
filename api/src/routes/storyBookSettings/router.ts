import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { findStoryBookSettings } from "@storyloom/domain/services/storyBookSettings/findStoryBookSettings.ts";
import { saveStoryBookSettings } from "@storyloom/domain/services/storyBookSettings/saveStoryBookSettings.ts";
import { presentStoryBookSettings } from "../../presenters/storyBible.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { bookParams, saveStoryBookSettingsBody, storyBookSettingsAnswer } from "./schema.ts";

const SETTINGS = "/api/v1/books/:bookId/story-book-settings";

export const getBookStorySettings = defineRoute({
  method: "GET",
  path: SETTINGS,
  summary: "The book's story settings; every setting null before the first save (owner; admins may read).",
  auth: "signedIn",
  authorize: "storyBookSettings.read",
  schema: { params: bookParams, response: storyBookSettingsAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    return { storyBookSettings: presentStoryBookSettings(params.bookId, await findStoryBookSettings(deps.knex, params.bookId)) };
  },
});

export const saveBookStorySettings = defineRoute({
  method: "POST",
  path: SETTINGS,
  summary:
    "Saves the settings sent (null clears one; the others keep their value), making the book's one row on the first save. CUSTOM style needs a description.",
  auth: "signedIn",
  authorize: "storyBookSettings.update",
  schema: { params: bookParams, body: saveStoryBookSettingsBody, response: storyBookSettingsAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const settings = await deps.knex.transaction(async (trx) => {
      // The book row lock makes the first save of two tabs take turns on the one row.
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return saveStoryBookSettings({ trx, bookId: params.bookId, changes: body });
    });
    return { storyBookSettings: presentStoryBookSettings(params.bookId, settings) };
  },
});

export const storyBookSettingsRoutes: Route[] = [getBookStorySettings, saveBookStorySettings];
