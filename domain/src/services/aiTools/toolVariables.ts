// Light imports only: the API's schemas (and through them the typed client) read this file.
import type { AiTool, CharacterType, LoreType, PlotTemplateType } from "@storyloom/db/enums";

/**
 * The built-in AI tools the server compiles (docs/decisions/ai.md, Built-in AI
 * tools), with the variables each one takes. The rest of the AI tool enum is
 * not compiled here: MODERATION is the proxy's own, CUSTOM_STORY_TOOL runs an
 * author's story tool, AUTHOR_ASSISTANT its assistant, CONTINUITY_CHECK the
 * continuity check (continuity/checkWithAi.ts).
 */
export const BUILT_IN_TOOLS = [
  "SHORTEN",
  "LENGTHEN",
  "STYLE",
  "HEIGHTEN",
  "ALTERNATIVE",
  "THESAURUS",
  "DICTIONARY",
  "FREE_FORM",
  "CREATE_SCENE",
  "PLOT_AHEAD",
  "ADD_CHARACTER",
  "PLOT_IDEA",
  "PLOT_ACT",
  "GENERATE_SCENE",
  "MODIFY_SCENE",
  "GENERATE_BEAT",
  "MODIFY_BEAT",
  "GENERATE_CHARACTER",
  "MODIFY_CHARACTER",
  "GENERATE_LORE",
  "MODIFY_LORE",
  "GENERATE_IDEA",
  "MODIFY_IDEA",
] as const satisfies readonly AiTool[];
export type BuiltInTool = (typeof BUILT_IN_TOOLS)[number];

/** docs/product.md (Validation rules): a story idea generation instruction; the other tools' instructions take as much. */
export const INSTRUCTION_MAX = 2000;
/** docs/product.md (Validation rules): an idea modification instruction; every MODIFY_ tool's instruction takes as much. */
export const MODIFICATION_MAX = 750;
/** The selected text an editing tool works on: a long scene, not a chapter. */
export const SELECTION_MAX = 20_000;
/** A word or a phrase (THESAURUS, DICTIONARY). */
export const PHRASE_MAX = 100;
/** The text around the selection the studio may send; the tools keep only the nearest part of it (promptParts.ts). */
export const SURROUNDING_MAX = 100_000;
/** How many results a listing tool may be asked for. */
export const COUNT_MAX = 10;
/** Beats an act may be planned in at once. */
export const ACT_BEATS_MAX = 15;

/** A passage of the chapter the author selected, with the text around it. */
export interface SelectionVariables {
  selection: string;
  before?: string | undefined;
  after?: string | undefined;
}

/** The cursor's place in the chapter, and what the author selected if anything. */
export interface CursorVariables {
  selection?: string | undefined;
  before?: string | undefined;
  after?: string | undefined;
}

export type PlotIdeaVariables =
  | { mode: "multiple"; count: number; instruction?: string | undefined }
  | { mode: "single"; instruction?: string | undefined }
  | { mode: "modify"; ideaId: number; instruction: string };

/** What each built-in tool is compiled from. Ids are loaded scoped to the book (loadToolContext.ts). */
export interface ToolVariables {
  SHORTEN: SelectionVariables;
  LENGTHEN: SelectionVariables;
  STYLE: SelectionVariables & { instruction: string };
  HEIGHTEN: SelectionVariables;
  ALTERNATIVE: SelectionVariables & { count: number };
  THESAURUS: SelectionVariables & { count: number };
  DICTIONARY: SelectionVariables;
  FREE_FORM: CursorVariables & { instruction: string };
  CREATE_SCENE: { sceneId: number; before?: string | undefined; instruction?: string | undefined };
  PLOT_AHEAD: { before: string; chapterId?: number | undefined; count: number; instruction?: string | undefined };
  ADD_CHARACTER: CursorVariables & { characterId: number; instruction?: string | undefined };
  PLOT_IDEA: PlotIdeaVariables;
  PLOT_ACT: { act: number; count: number; instruction?: string | undefined };
  GENERATE_SCENE: { chapterId?: number | undefined; beatId?: number | undefined; count: number; instruction?: string | undefined };
  MODIFY_SCENE: { sceneId: number; instruction: string };
  GENERATE_BEAT: { act?: number | undefined; count: number; instruction?: string | undefined };
  MODIFY_BEAT: { beatId: number; instruction: string };
  GENERATE_CHARACTER: { type?: CharacterType | undefined; count: number; instruction?: string | undefined };
  MODIFY_CHARACTER: { characterId: number; instruction: string };
  GENERATE_LORE: { type?: LoreType | undefined; count: number; instruction?: string | undefined };
  MODIFY_LORE: { loreId: number; instruction: string };
  GENERATE_IDEA: { count: number; instruction?: string | undefined };
  MODIFY_IDEA: { ideaId: number; instruction: string };
}

/** The GENERATE_ tools whose prompt is an AI plot template, by the template's type. */
export const TEMPLATE_TOOLS = {
  IDEA: "GENERATE_IDEA",
  LORE: "GENERATE_LORE",
  CHARACTER: "GENERATE_CHARACTER",
  BEAT: "GENERATE_BEAT",
  SCENE: "GENERATE_SCENE",
} as const satisfies Record<PlotTemplateType, BuiltInTool>;
