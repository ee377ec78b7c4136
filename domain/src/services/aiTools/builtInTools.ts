import { plotTemplateTypes } from "@storyloom/db/enums";
import type { PlotTemplateType } from "@storyloom/db/enums";
import { ALTERNATIVE, DICTIONARY, FREE_FORM, HEIGHTEN, LENGTHEN, SHORTEN, STYLE, THESAURUS } from "./editingTools.ts";
import { GENERATE_BEAT, GENERATE_CHARACTER, GENERATE_IDEA, GENERATE_LORE, GENERATE_SCENE } from "./generateTools.ts";
import { MODIFY_BEAT, MODIFY_CHARACTER, MODIFY_IDEA, MODIFY_LORE, MODIFY_SCENE } from "./modifyTools.ts";
import { PLOT_ACT, PLOT_IDEA } from "./plotTools.ts";
import { ADD_CHARACTER, CREATE_SCENE, PLOT_AHEAD } from "./writingTools.ts";
import type { BuiltInToolDefinition } from "./toolContext.ts";
import { TEMPLATE_TOOLS } from "./toolVariables.ts";
import type { BuiltInTool } from "./toolVariables.ts";

/**
 * Every built-in AI tool and how its prompt is compiled (docs/decisions/ai.md,
 * Built-in AI tools). The variables each takes are validated by the API
 * (api/src/routes/aiTools/schema.ts, typed by toolVariables.ts); the entries
 * they name are loaded scoped to the book by loadToolContext.ts.
 */
export const builtInTools: { [T in BuiltInTool]: BuiltInToolDefinition<T> } = {
  SHORTEN,
  LENGTHEN,
  STYLE,
  HEIGHTEN,
  ALTERNATIVE,
  THESAURUS,
  DICTIONARY,
  FREE_FORM,
  CREATE_SCENE,
  PLOT_AHEAD,
  ADD_CHARACTER,
  PLOT_IDEA,
  PLOT_ACT,
  GENERATE_SCENE,
  MODIFY_SCENE,
  GENERATE_BEAT,
  MODIFY_BEAT,
  GENERATE_CHARACTER,
  MODIFY_CHARACTER,
  GENERATE_LORE,
  MODIFY_LORE,
  GENERATE_IDEA,
  MODIFY_IDEA,
};

/** The AI plot template type a tool's prompt comes from; null for the tools with a prompt of their own. */
export function templateTypeOf(tool: BuiltInTool): PlotTemplateType | null {
  return plotTemplateTypes.find((type) => TEMPLATE_TOOLS[type] === tool) ?? null;
}
