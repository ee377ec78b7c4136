import type { Knex } from "@storyloom/db";
import { StoryBookSettings } from "@storyloom/db/models";

/** The book's saved story settings, or undefined before the author first saves them. */
export async function findStoryBookSettings(db: Knex | Knex.Transaction, bookId: number): Promise<StoryBookSettings | undefined> {
  return StoryBookSettings.query(db).findOne({ bookId });
}
