import type {
  BookType,
  CharacterType,
  LoreType,
  PlotTemplateType,
  PointOfView,
  SceneResolution,
  SceneType,
  StoryLength,
  StoryStyle,
} from "@storyloom/db/enums";
import type { PlotTemplateSettings } from "../aiPlotTemplates/templateSettings.ts";
import type { BuiltInTool, ToolVariables } from "./toolVariables.ts";

/**
 * What a built-in tool is compiled with, beyond its variables: the book and
 * its story bible, and the entries the variables name (loaded scoped to the
 * book by loadToolContext.ts). Plain data, so a compile is a pure function
 * and builtInTools.test.ts can pin every prompt.
 */
export interface BookFacts {
  title: string;
  type: BookType;
  genre: string | null;
  /** Plain text. */
  description: string | null;
}

export interface SettingsFacts {
  length: StoryLength | null;
  style: StoryStyle | null;
  pointOfView: PointOfView | null;
  styleDescription: string | null;
}

export interface CharacterFacts {
  id: number;
  type: CharacterType | null;
  name: string;
  overview: string | null;
  physical: string | null;
  mental: string | null;
  skills: string | null;
}

export interface LoreFacts {
  id: number;
  type: LoreType | null;
  name: string;
  description: string | null;
}

export interface BeatFacts {
  id: number;
  name: string | null;
  purpose: string | null;
  description: string | null;
  act: number | null;
}

export interface IdeaFacts {
  id: number;
  idea: string;
}

export interface SceneFacts {
  id: number;
  type: SceneType | null;
  primaryCharacter: string | null;
  goal: string | null;
  conflict: string | null;
  resolution: SceneResolution | null;
  resolutionDescription: string | null;
  priorEvent: string | null;
  reaction: string | null;
  dilemma: string | null;
  decision: string | null;
  description: string | null;
  /** The story-bible character the scene is linked to. */
  characterName: string | null;
}

export interface ChapterFacts {
  id: number;
  title: string | null;
  number: number;
  /** Its scene cards, in order. */
  scenes: SceneFacts[];
}

/** The AI plot template a GENERATE_ tool is compiled from: the author's copy, or the global default. */
export interface PlotTemplateFacts {
  id: number;
  type: PlotTemplateType;
  name: string;
  instructions: string;
  settings: PlotTemplateSettings;
  /** The author's own copy (its settings come before the author's preferences). */
  isCustomized: boolean;
}

export interface ToolContext {
  book: BookFacts;
  settings: SettingsFacts | null;
  characters: CharacterFacts[];
  lores: LoreFacts[];
  /** The outline, in order. */
  beats: BeatFacts[];
  /** The book's ideas, newest first (not part of the story bible the proxy sends). */
  ideas: IdeaFacts[];
  scene: SceneFacts | null;
  chapter: ChapterFacts | null;
  beat: BeatFacts | null;
  character: CharacterFacts | null;
  lore: LoreFacts | null;
  idea: IdeaFacts | null;
  template: PlotTemplateFacts | null;
}

/** Free text, or JSON that matches a schema (OpenAI's `text.format`, or a forced tool call's `input_schema`). */
export type ToolOutput = "text" | { format: "json_schema"; name: string; schema: Record<string, unknown> };

/** What a tool's compile makes: its prompt and its own defaults for the run. */
export interface ToolPrompt {
  /** The tool's system prompt; the proxy puts the story bible before it. */
  instructions: string;
  /** The user message. */
  input: string;
  output: ToolOutput;
  maxOutputTokens: number;
  temperature: number;
}

export interface BuiltInToolDefinition<T extends BuiltInTool> {
  /** The prompt for these variables in this book. */
  compile(variables: ToolVariables[T], context: ToolContext): ToolPrompt;
}

/** An entry a tool needs, which the loader loads whenever the variables name it. */
export function needed<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The tool needs the ${what}, and the context has none.`);
  return value;
}
