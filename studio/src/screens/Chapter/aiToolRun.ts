/**
 * The AI tools of the chapter editor, as the panel offers them (AiToolsPanel.tsx):
 * which built-in tools there are and how they are grouped, what each needs,
 * the compile request for the text around the cursor, how a structured answer
 * is read, and how a result goes back into the text.
 */
import type { Alternatives, PlotSuggestions, Synonyms } from "@storyloom/api/client/aiOutputs";
import type { EditorToolCompile, EditorToolId } from "../../api/aiTools.ts";
import { checkJsonAnswer, unusableMessage } from "../../components/AiSuggestions/aiAnswers.ts";
import type { AnswerSchema, RunAnswer } from "../../components/AiSuggestions/aiAnswers.ts";

export type { EditorToolId };

/** The panel's groups of built-in tools, in the order it lists them; the author's own tools come after, as "Your story tools". */
export const TOOL_GROUPS = [
  { id: "rewrite", label: "Rewrite the selection" },
  { id: "write", label: "Write at the cursor" },
  { id: "ideas", label: "Ideas" },
] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number]["id"];

/** What a tool's answer is: text, or a list the author picks from or reads. */
export type AnswerKind = "text" | "alternatives" | "synonyms" | "suggestions";

export interface EditorTool {
  id: EditorToolId;
  label: string;
  group: ToolGroup;
  /** What it does, in a line. */
  hint: string;
  /** What it reads: the selected text, the cursor's place (a selection optional), or the story before the cursor. */
  works: "selection" | "cursor" | "storySoFar";
  /** The longest selection it takes (the API's limits: a word or phrase, or a long scene). */
  maxSelection: number;
  /** The author's instruction: its label, and whether the tool needs one. */
  instruction: { label: string; required: boolean } | null;
  /** How many results to ask for: the API's range and the count offered first. */
  count: { label: string; max: number; initial: number } | null;
  /** An entry of the book it is about. */
  pick: "scene" | "character" | null;
  /** Where its answer goes: in place of the selection, at the cursor, the selection if there is one else the cursor, or nowhere (it is read). */
  place: "selection" | "cursor" | "either" | "none";
  answer: AnswerKind;
}

/** SELECTION_MAX and PHRASE_MAX of the API (domain/src/services/aiTools/toolVariables.ts). */
const PASSAGE = 20_000;
const PHRASE = 100;

const rewrite = {
  group: "rewrite",
  works: "selection",
  maxSelection: PASSAGE,
  instruction: null,
  count: null,
  pick: null,
  place: "selection",
  answer: "text",
} as const;

export const EDITOR_TOOLS: readonly EditorTool[] = [
  { ...rewrite, id: "SHORTEN", label: "Shorten", hint: "Tighten the selected passage, keeping its meaning and voice." },
  { ...rewrite, id: "LENGTHEN", label: "Lengthen", hint: "Expand the selected passage with detail and texture." },
  { ...rewrite, id: "HEIGHTEN", label: "Heighten", hint: "Raise the tension and the senses of the selected passage." },
  {
    ...rewrite,
    id: "STYLE",
    label: "Change the style",
    hint: "Rewrite the selected passage in the style you describe.",
    instruction: { label: "Style to write in", required: true },
  },
  {
    ...rewrite,
    id: "ALTERNATIVE",
    label: "Alternatives",
    hint: "Other ways to write the selected passage: pick the one you like.",
    count: { label: "How many alternatives", max: 5, initial: 3 },
    answer: "alternatives",
  },
  {
    ...rewrite,
    id: "THESAURUS",
    label: "Thesaurus",
    hint: "Words that could replace the selected word or phrase here.",
    maxSelection: PHRASE,
    count: { label: "How many words", max: 10, initial: 8 },
    answer: "synonyms",
  },
  {
    id: "FREE_FORM",
    label: "Ask anything",
    group: "write",
    hint: "Your own instruction, on the selection or at the cursor.",
    works: "cursor",
    maxSelection: PASSAGE,
    instruction: { label: "What should the AI write?", required: true },
    count: null,
    pick: null,
    place: "either",
    answer: "text",
  },
  {
    id: "CREATE_SCENE",
    label: "Write a scene from its card",
    group: "write",
    hint: "The prose of one of this chapter's scene cards, following the story so far, at the cursor.",
    works: "storySoFar",
    maxSelection: PASSAGE,
    instruction: { label: "Anything to add (optional)", required: false },
    count: null,
    pick: "scene",
    place: "cursor",
    answer: "text",
  },
  {
    id: "ADD_CHARACTER",
    label: "Bring in a character",
    group: "write",
    hint: "A passage at the cursor where a character of your story bible enters, or the selection rewritten with them in it.",
    works: "cursor",
    maxSelection: PASSAGE,
    instruction: { label: "Anything to add (optional)", required: false },
    count: null,
    pick: "character",
    place: "either",
    answer: "text",
  },
  {
    id: "PLOT_AHEAD",
    label: "What could happen next",
    group: "ideas",
    hint: "Ideas for what happens after the text before the cursor, to read and choose from.",
    works: "storySoFar",
    maxSelection: PASSAGE,
    instruction: { label: "Anything to steer by (optional)", required: false },
    count: { label: "How many ideas", max: 5, initial: 3 },
    pick: null,
    place: "none",
    answer: "suggestions",
  },
  { ...rewrite, id: "DICTIONARY", label: "Define", group: "ideas", hint: "What the selected word or phrase means here.", maxSelection: PHRASE, place: "none" },
];

export function editorToolOf(id: string): EditorTool | undefined {
  return EDITOR_TOOLS.find((tool) => tool.id === id);
}

/** The story before the cursor that CREATE_SCENE and PLOT_AHEAD read (the API keeps its last 8,000 characters). */
export const STORY_SO_FAR_CHARS = 8000;

/** The text a tool runs on: the selection (empty at a bare cursor) and the text on each side of it. */
export interface TextAround {
  selection: string;
  before: string;
  after: string;
}

/** What the author set in the panel for the chosen tool. */
export interface ToolInputs {
  instruction: string;
  count: number;
  sceneId: number | null;
  characterId: number | null;
}

/**
 * The compile request of `tool` for the text and the panel's inputs, or what
 * the author must do first (the API would refuse it, in words that name no field).
 */
export function compileRequestOf(tool: EditorTool, at: TextAround, inputs: ToolInputs): EditorToolCompile | { problem: string } {
  const selected = at.selection.trim() !== "";
  if (tool.works === "selection" && !selected)
    return { problem: tool.maxSelection === PHRASE ? "Select a word or a short phrase in the chapter first." : "Select the text in the chapter first." };
  if (tool.works !== "storySoFar" && at.selection.length > tool.maxSelection) {
    return {
      problem:
        tool.maxSelection === PHRASE
          ? "Select a word or a short phrase (at most 100 characters)."
          : "Select at most 20,000 characters: a scene, not a whole chapter.",
    };
  }
  const instruction = inputs.instruction.trim();
  if (tool.instruction?.required && !instruction) return { problem: `${tool.instruction.label}: this field is required.` };
  if (tool.pick === "scene" && inputs.sceneId === null) return { problem: "Pick one of this chapter's scene cards first." };
  if (tool.pick === "character" && inputs.characterId === null) return { problem: "Pick a character first." };
  const passage = { selection: at.selection, before: at.before, after: at.after };
  const optional = instruction ? { instruction } : {};
  switch (tool.id) {
    case "SHORTEN":
    case "LENGTHEN":
    case "HEIGHTEN":
    case "DICTIONARY":
      return { tool: tool.id, body: passage };
    case "STYLE":
      return { tool: tool.id, body: { ...passage, instruction } };
    case "ALTERNATIVE":
    case "THESAURUS":
      return { tool: tool.id, body: { ...passage, count: inputs.count } };
    case "FREE_FORM":
      return { tool: tool.id, body: { ...(selected ? { selection: at.selection } : {}), before: at.before, after: at.after, instruction } };
    case "ADD_CHARACTER":
      return {
        tool: tool.id,
        body: { ...(selected ? { selection: at.selection } : {}), before: at.before, after: at.after, characterId: inputs.characterId ?? 0, ...optional },
      };
    case "CREATE_SCENE":
      return { tool: tool.id, body: { sceneId: inputs.sceneId ?? 0, before: at.before, ...optional } };
    case "PLOT_AHEAD":
      return { tool: tool.id, body: { before: at.before, count: inputs.count, ...optional } };
  }
}

/** A tool's answer as the panel shows it; "unreadable" when a structured answer does not pass its schema. */
export type ToolAnswer =
  | { kind: "text"; text: string }
  | { kind: "alternatives"; texts: string[] }
  | { kind: "synonyms"; synonyms: Synonyms["synonyms"] }
  | { kind: "suggestions"; suggestions: PlotSuggestions["suggestions"] }
  | { kind: "unreadable"; message: string };

/** The output schemas of the structured editor tools (`@storyloom/api/client/aiOutputs`, loaded with zod when first needed). */
export interface EditorAnswerSchemas {
  alternativesSchema: AnswerSchema<Alternatives>;
  synonymsSchema: AnswerSchema<Synonyms>;
  plotSuggestionsSchema: AnswerSchema<PlotSuggestions>;
}

/**
 * The answer of `kind` from what the model wrote: text as it is (cleaned); a
 * structured one only when it is JSON that passes the tool's own output schema
 * (docs/decisions/ai.md, Structured answers), else why it cannot be used.
 */
export function readToolAnswer(kind: AnswerKind, answer: RunAnswer, schemas: EditorAnswerSchemas): ToolAnswer {
  if (kind === "text") return { kind, text: cleanResult(answer.text) };
  const unreadable = (reason: string): ToolAnswer => ({ kind: "unreadable", message: unusableMessage(reason) });
  if (kind === "alternatives") {
    const checked = checkJsonAnswer(answer, schemas.alternativesSchema);
    return checked.ok ? { kind, texts: checked.value.alternatives.map((entry) => cleanResult(entry.text)) } : unreadable(checked.reason);
  }
  if (kind === "synonyms") {
    const checked = checkJsonAnswer(answer, schemas.synonymsSchema);
    return checked.ok ? { kind, synonyms: checked.value.synonyms } : unreadable(checked.reason);
  }
  const checked = checkJsonAnswer(answer, schemas.plotSuggestionsSchema);
  return checked.ok ? { kind, suggestions: checked.value.suggestions } : unreadable(checked.reason);
}

/** A scene card as the scene picker names it: its place, and the first words of its goal or else its description. */
export function sceneCardLabel(scene: { goal: string | null; description: string | null }, index: number): string {
  const about = (scene.goal ?? scene.description ?? "").trim().replace(/\s+/g, " ");
  if (!about) return `Scene ${index + 1} (no goal yet)`;
  return `Scene ${index + 1}: ${about.length > 60 ? `${about.slice(0, 59).trimEnd()}…` : about}`;
}

/** The heading over an answer of each kind. */
export function answerHeading(answer: ToolAnswer): string {
  switch (answer.kind) {
    case "alternatives":
      return answer.texts.length === 1 ? "An alternative" : `${answer.texts.length} alternatives`;
    case "synonyms":
      return "Words that could go here";
    case "suggestions":
      return "What could happen next";
    default:
      return "The AI's answer";
  }
}

/** The FREE_FORM instruction that writes one of PLOT_AHEAD's ideas at the cursor. */
export function instructionOfIdea(idea: { title: string; summary: string }): string {
  return `Continue the story from the cursor with this development: ${idea.title}. ${idea.summary}`.slice(0, 2000);
}

/** The selection as the panel names it: its first words and how many there are. */
export function describeSelection(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (!trimmed) return "";
  const words = trimmed.split(" ").length;
  const cut = trimmed.slice(0, 78);
  // Cut at a word's end when there is one not too far back.
  const end = cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : 77;
  const start = trimmed.length > 80 ? `${trimmed.slice(0, end).trimEnd()}…` : trimmed;
  return `“${start}” (${words === 1 ? "1 word" : `${words} words`})`;
}

/** How much of the text before an insertion point must be unchanged for the answer to go there. */
const ANCHOR_CHARS = 40;

/**
 * Where a result goes. A replacement goes where the selection was, when the
 * text there is still what was sent (the author may have typed meanwhile), or
 * where the same words are selected now; an insertion goes where the cursor
 * was while the text just before it is unchanged, else at the author's cursor
 * now. Null when neither can be trusted.
 */
export function placeOfResult(
  target: { index: number; length: number; text: string; before?: string },
  current: { index: number; length: number; text: string } | null,
  textAt: (index: number, length: number) => string,
): { index: number; length: number } | null {
  if (target.length === 0) {
    const anchor = (target.before ?? "").slice(-ANCHOR_CHARS);
    if (target.index >= anchor.length && textAt(target.index - anchor.length, anchor.length) === anchor) return { index: target.index, length: 0 };
    return current && current.length === 0 ? { index: current.index, length: 0 } : null;
  }
  if (textAt(target.index, target.length) === target.text) return { index: target.index, length: target.length };
  if (current && current.text === target.text) return { index: current.index, length: current.length };
  return null;
}

/** A passage that must stand as paragraphs of its own (a scene), set apart from the text on each side of where it goes. */
export function asOwnParagraphs(text: string, charBefore: string, charAfter: string): string {
  const start = charBefore === "" || charBefore === "\n" ? "" : "\n";
  const end = charAfter === "\n" ? "" : "\n";
  return `${start}${text}${end}`;
}

/**
 * A model's answer as text for the chapter: no surrounding quotes or blank
 * edges, and one line break between paragraphs (each line is a paragraph of
 * the editor: a blank line between would be an empty paragraph).
 */
export function cleanResult(text: string): string {
  const trimmed = text
    .trim()
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]*(\n[ \t]*)+/g, "\n");
  const quoted = /^(["“])([\s\S]*)(["”])$/.exec(trimmed);
  return quoted && !quoted[2]!.includes(quoted[1]!) ? quoted[2]!.trim() : trimmed;
}
