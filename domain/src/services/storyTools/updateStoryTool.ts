import type { Knex } from "@storyloom/db";
import type { StoryTool } from "@storyloom/db/models";
import type { StoryToolFields } from "./storyToolFields.ts";
import { insertStoryToolSteps } from "./insertStoryToolSteps.ts";
import { requireUsablePlaceholders } from "./storyToolPlaceholders.ts";

/** The fields sent of an edit: those left out keep their value; `steps` replaces every further step. */
export type StoryToolChanges = { [K in keyof StoryToolFields]?: StoryToolFields[K] | undefined };

/**
 * Edits an author's own tool. The placeholders are checked on the tool as it
 * will be, so turning off "ask for instructions" while a step still uses
 * {{userInstructions}} is refused. `icon`: a new address, null to remove it,
 * undefined to keep it. The caller has locked the tool (with its steps loaded)
 * and authorized "storyTool.update".
 */
export async function updateStoryTool(input: {
  trx: Knex.Transaction;
  tool: StoryTool;
  changes: StoryToolChanges;
  icon: string | null | undefined;
}): Promise<StoryTool> {
  const { trx, tool, changes, icon } = input;
  const { steps, ...own } = changes;
  const currentSteps = tool.steps ?? [];
  requireUsablePlaceholders({
    instructions: own.instructions ?? tool.instructions ?? "",
    withUserInstructions: own.withUserInstructions ?? tool.withUserInstructions,
    steps: steps ?? currentSteps.map((step) => ({ instructions: step.instructions ?? "" })),
  });
  const patch: Record<string, unknown> = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  if (icon !== undefined) patch.icon = icon;
  // Always touched: a change of steps alone is a change of the tool (updatedAt).
  const updated = await tool.$query(trx).patchAndFetch(patch);
  if (steps === undefined) {
    updated.steps = currentSteps;
  } else {
    await updated.$relatedQuery("steps", trx).delete();
    updated.steps = await insertStoryToolSteps(trx, updated.id, steps);
  }
  return updated;
}
