/**
 * The AI tools of the chapter editor, as the panel offers them (AiToolsPanel.tsx):
 * which built-in tools work on the selected text, what each needs, and how a
 * run's result goes back into the text.
 */
import type { EditorToolId } from "../../api/aiTools.ts";

export type { EditorToolId };

export interface EditorTool {
  id: EditorToolId;
  label: string;
  /** What it does, in a line. */
  hint: string;
  /** It needs selected text (otherwise the cursor's place is enough). */
  needsSelection: boolean;
  /** The author's instruction, and its label. */
  instruction: string | null;
  /** Its answer replaces the selection (or is inserted at the cursor); otherwise it is only shown. */
  writes: boolean;
}

export const EDITOR_TOOLS: readonly EditorTool[] = [
  { id: "SHORTEN", label: "Shorten", hint: "Tighten the selected passage, keeping its meaning and voice.", needsSelection: true, instruction: null, writes: true },
  { id: "LENGTHEN", label: "Lengthen", hint: "Expand the selected passage with detail and texture.", needsSelection: true, instruction: null, writes: true },
  { id: "HEIGHTEN", label: "Heighten", hint: "Raise the tension and the senses of the selected passage.", needsSelection: true, instruction: null, writes: true },
  { id: "STYLE", label: "Change the style", hint: "Rewrite the selected passage in the style you describe.", needsSelection: true, instruction: "Style to write in", writes: true },
  { id: "FREE_FORM", label: "Ask anything", hint: "Your own instruction, on the selection or at the cursor.", needsSelection: false, instruction: "What should the AI write?", writes: true },
  { id: "DICTIONARY", label: "Define", hint: "What the selected word or phrase means here.", needsSelection: true, instruction: null, writes: false },
];

export function editorToolOf(id: string): EditorTool | undefined {
  return EDITOR_TOOLS.find((tool) => tool.id === id);
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

/**
 * Where a result goes: where the selection was, when the text there is still
 * what was sent (the author may have typed meanwhile); null when it changed.
 */
export function placeOfResult(target: { index: number; length: number; text: string }, current: { index: number; length: number; text: string } | null, textAt: (index: number, length: number) => string): { index: number; length: number } | null {
  if (textAt(target.index, target.length) === target.text) return { index: target.index, length: target.length };
  if (current && current.text === target.text) return { index: current.index, length: current.length };
  return null;
}

/** A model's answer as text for the chapter: no surrounding quotes or blank edges. */
export function cleanResult(text: string): string {
  const trimmed = text.trim();
  const quoted = /^(["“])([\s\S]*)(["”])$/.exec(trimmed);
  return quoted && !quoted[2]!.includes(quoted[1]!) ? quoted[2]!.trim() : trimmed;
}
