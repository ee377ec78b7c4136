import type { Knex } from "@storyloom/db";
import type { BookType, ToolType } from "@storyloom/db/enums";
import type { StoryTool } from "@storyloom/db/models";
import { listStoryTools } from "./listStoryTools.ts";

/** The author's place for a tool, or none (null sorts after every placed tool). */
function placeOf(tool: StoryTool): number | null {
  return tool.authorSettings?.[0]?.orderIndex ?? null;
}

/**
 * The tools an author may run in one of their books: those made for its kind
 * of book (storyType ALL or the book's type), of `type` when asked, without
 * the ones the author hid; in the author's order, tools without a place after
 * the placed ones in the list's own order.
 */
export async function listBookStoryTools(
  db: Knex | Knex.Transaction,
  input: { authorId: number; bookType: BookType; type?: ToolType | undefined },
): Promise<StoryTool[]> {
  const tools = await listStoryTools(db, input.authorId, { type: input.type });
  const usable = tools.filter((tool) => (tool.storyType === "ALL" || tool.storyType === input.bookType) && !tool.authorSettings?.[0]?.isHidden);
  // A stable sort: equal places keep the list's order.
  return usable.sort((a, b) => {
    const [pa, pb] = [placeOf(a), placeOf(b)];
    if (pa === pb) return 0;
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pa - pb;
  });
}
