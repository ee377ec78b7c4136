import type { Knex } from "@storyloom/db";
import type { ToolStoryType, ToolType } from "@storyloom/db/enums";
import { StoryTool } from "@storyloom/db/models";

export interface StoryToolFilters {
  type?: ToolType | undefined;
  /** Tools whose story type is exactly this (ALL: the tools for both kinds of book). */
  storyType?: ToolStoryType | undefined;
}

/**
 * The tools an author sees on the custom story tools page: the global ones in
 * the order they were shipped, then the author's own by name; each with its
 * further steps and the author's settings for it (at most one row).
 */
export async function listStoryTools(db: Knex | Knex.Transaction, authorId: number, filters: StoryToolFilters = {}): Promise<StoryTool[]> {
  const query = StoryTool.query(db)
    .whereRaw("(is_global or author_id = ?)", [authorId])
    .withGraphFetched("[steps, authorSettings]")
    .modifyGraph("authorSettings", (builder) => {
      builder.where({ authorId });
    })
    .orderByRaw("is_global desc, case when is_global then id end asc, lower(name) asc, id asc");
  if (filters.type) query.where({ type: filters.type });
  if (filters.storyType) query.where({ storyType: filters.storyType });
  return query;
}
