import type { Knex } from "@storyloom/db";
import type { PointOfView, StoryLength, StoryStyle } from "@storyloom/db/enums";
import { StoryBookSettings } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { findStoryBookSettings } from "./findStoryBookSettings.ts";

/** The settings an author sends; a field left out keeps its saved value (none before the first save). */
export interface StoryBookSettingsChanges {
  length?: StoryLength | null | undefined;
  style?: StoryStyle | null | undefined;
  pointOfView?: PointOfView | null | undefined;
  styleDescription?: string | null | undefined;
}

export const CUSTOM_STYLE_NEEDS_DESCRIPTION = "Describe the custom style.";

/**
 * Saves the book's story settings, making its one row on the first save.
 * A CUSTOM style needs a description (it is all the AI tools have to go on);
 * a description stays when another style is chosen, so switching back loses
 * nothing. The caller holds the book row lock (the first save cannot race)
 * and authorized "storyBookSettings.update".
 */
export async function saveStoryBookSettings(input: { trx: Knex.Transaction; bookId: number; changes: StoryBookSettingsChanges }): Promise<StoryBookSettings> {
  const { trx, bookId, changes } = input;
  const saved = await findStoryBookSettings(trx, bookId);
  const style = changes.style === undefined ? (saved?.style ?? null) : changes.style;
  const styleDescription = changes.styleDescription === undefined ? (saved?.styleDescription ?? null) : changes.styleDescription;
  if (style === "CUSTOM" && styleDescription === null) {
    throw new ValidationError(`styleDescription: ${CUSTOM_STYLE_NEEDS_DESCRIPTION}`, { styleDescription: CUSTOM_STYLE_NEEDS_DESCRIPTION });
  }
  if (saved) return saved.$query(trx).patchAndFetch(changes);
  return StoryBookSettings.query(trx).insertAndFetch({ length: null, style: null, pointOfView: null, styleDescription: null, ...changes, bookId });
}
