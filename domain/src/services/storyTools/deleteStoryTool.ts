import type { Knex } from "@storyloom/db";
import type { StoryTool } from "@storyloom/db/models";

/**
 * Deletes an author's own tool; its steps and every author's settings for it
 * go with it (foreign keys cascade). Its icon stays stored: the same image may
 * be another tool's or a cover. The caller has authorized "storyTool.delete".
 */
export async function deleteStoryTool(input: { trx: Knex.Transaction; tool: StoryTool }): Promise<void> {
  await input.tool.$query(input.trx).delete();
}
