import { STORY_CONTEXT_MAX_CHARS } from "../ai/storyContext.ts";
import type { PlotTemplatePlaceholder } from "../aiPlotTemplates/placeholders.ts";
import { beatLine, bookKind, characterLine, describeSettings, firstPart, listOf, loreLine } from "./promptParts.ts";
import type { ToolContext } from "./toolContext.ts";

/** The ideas a template's `{{ideas}}` lists: the newest, enough to steer away from them. */
const IDEAS_LISTED = 20;

/** What a GENERATE_ tool was asked for, as its template's `{{count}}` and `{{instruction}}` read it. */
export interface TemplateRequest {
  count: number;
  instruction?: string | undefined;
}

/**
 * The value of every placeholder of an AI plot template for this book. Each is
 * cut at the story bible's own cap: a template repeating the bible's lists
 * costs the author no more than the bible does.
 */
export function templateValues(context: ToolContext, request: TemplateRequest): Record<PlotTemplatePlaceholder, string> {
  const { book } = context;
  const capped = (text: string) => firstPart(text, STORY_CONTEXT_MAX_CHARS);
  return {
    title: book.title,
    genre: book.genre ?? "no genre chosen",
    bookType: bookKind(book),
    description: capped(book.description?.trim() || "(no description yet)"),
    settings: describeSettings(context.settings) ?? "(no story settings yet)",
    characters: capped(listOf(context.characters, characterLine)),
    lore: capped(listOf(context.lores, loreLine)),
    outline: capped(listOf(context.beats, beatLine)),
    ideas: capped(listOf(context.ideas.slice(0, IDEAS_LISTED), (idea) => idea.idea)),
    instruction: request.instruction?.trim() ?? "",
    count: String(request.count),
  };
}
