import type { Knex } from "@storyloom/db";
import { AuthorStoryToolSettings } from "@storyloom/db/models";

/** The settings sent: those left out keep their value; null clears a place or a model. */
export interface StoryToolSettingsChanges {
  isHidden?: boolean | undefined;
  orderIndex?: number | null | undefined;
  model?: string | null | undefined;
}

/**
 * An author's settings for one tool (a global one or their own): hidden from
 * the editor, its place in the editor's list, the model that runs it. One row
 * per author and tool, made on the first save. The caller has authorized
 * "storyTool.updateSettings".
 */
export async function saveStoryToolSettings(input: {
  trx: Knex.Transaction;
  authorId: number;
  storyToolId: number;
  changes: StoryToolSettingsChanges;
}): Promise<AuthorStoryToolSettings> {
  const { trx, authorId, storyToolId, changes } = input;
  // Two first saves at once: the unique (author_id, story_tool_id) lets one insert through and the other wait, then patch.
  await trx("authorStoryToolSettings").insert({ authorId, storyToolId }).onConflict(["authorId", "storyToolId"]).ignore();
  const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const query = AuthorStoryToolSettings.query(trx).findOne({ authorId, storyToolId });
  if (Object.keys(patch).length > 0) await AuthorStoryToolSettings.query(trx).where({ authorId, storyToolId }).patch(patch);
  return query.throwIfNotFound();
}
