import type { Knex } from "@storyloom/db";
import { AuthorProfile, StoryTool } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { insertStoryToolSteps } from "./insertStoryToolSteps.ts";
import type { StoryToolFields } from "./storyToolFields.ts";
import { STORY_TOOL_LIMITS } from "./storyToolFields.ts";
import { requireUsablePlaceholders } from "./storyToolPlaceholders.ts";

/**
 * An author's own tool with its further steps; `icon` is the address of its
 * stored icon. The author's row is locked so two creations cannot both pass
 * the limit. The caller has authorized "storyTool.create".
 */
export async function createStoryTool(input: { trx: Knex.Transaction; authorId: number; fields: StoryToolFields; icon: string | null }): Promise<StoryTool> {
  const { trx, authorId, fields, icon } = input;
  requireUsablePlaceholders(fields);
  await AuthorProfile.query(trx).findById(authorId).forUpdate().select("id");
  const count = await StoryTool.query(trx).where({ authorId, isGlobal: false }).resultSize();
  if (count >= STORY_TOOL_LIMITS.ownTools) {
    throw new ValidationError(`You can have at most ${STORY_TOOL_LIMITS.ownTools} custom story tools. Delete one to add another.`);
  }
  const { steps, ...own } = fields;
  const tool = await StoryTool.query(trx).insertAndFetch({ ...own, icon, authorId, isGlobal: false });
  tool.steps = await insertStoryToolSteps(trx, tool.id, steps);
  return tool;
}
