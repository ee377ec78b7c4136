import type { Knex } from "@storyloom/db";
import { StoryToolStep } from "@storyloom/db/models";
import type { StoryToolStepFields } from "./storyToolFields.ts";

/** The further steps of a tool, as rows in their order (the tool's own settings are its first step). */
export async function insertStoryToolSteps(trx: Knex.Transaction, storyToolId: number, steps: readonly StoryToolStepFields[]): Promise<StoryToolStep[]> {
  if (steps.length === 0) return [];
  return StoryToolStep.query(trx).insert(steps.map((step, orderIndex) => ({ ...step, storyToolId, orderIndex })));
}
