import type { Knex } from "@storyloom/db";
import { StoryTool } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

export const STORY_TOOL_NOT_FOUND = "Story tool not found.";

/**
 * Loads a tool with its further steps in order, for the story-tool policies
 * to decide on (another author's is then answered as not found). `forUpdate`
 * locks the tool's row for an edit or a delete.
 */
export async function findStoryTool(db: Knex | Knex.Transaction, id: number, options: { forUpdate?: boolean } = {}): Promise<StoryTool> {
  const query = StoryTool.query(db).findById(id);
  const tool = await (options.forUpdate ? query.forUpdate() : query);
  if (!tool) throw new NotFoundError(STORY_TOOL_NOT_FOUND);
  tool.steps = await tool.$relatedQuery("steps", db);
  return tool;
}

/** Gives a loaded tool one author's settings for it (presenters read them), after the policy let the author see it. */
export async function withAuthorSettings(db: Knex | Knex.Transaction, tool: StoryTool, authorId: number): Promise<StoryTool> {
  tool.authorSettings = await tool.$relatedQuery("authorSettings", db).where({ authorId });
  return tool;
}
