import { describe, expect, it } from "vitest";
import { alternativesSchema, plotSuggestionsSchema, synonymsSchema } from "@storyloom/api/client/aiOutputs";
import {
  EDITOR_TOOLS,
  TOOL_GROUPS,
  asOwnParagraphs,
  cleanResult,
  compileRequestOf,
  describeSelection,
  editorToolOf,
  instructionOfIdea,
  placeOfResult,
  readToolAnswer,
  sceneCardLabel,
} from "./aiToolRun.ts";
import type { EditorTool } from "./aiToolRun.ts";

const tool = (id: string): EditorTool => {
  const found = editorToolOf(id);
  if (!found) throw new Error(`no tool ${id}`);
  return found;
};
const inputs = { instruction: "", count: 3, sceneId: null, characterId: null };
const around = { selection: "lamp", before: "The ", after: " swung." };

const schemas = { alternativesSchema, synonymsSchema, plotSuggestionsSchema };
const answer = (text: string, incomplete = false) => ({ text, incomplete });

describe("the editor's AI tools", () => {
  it("are offered in their groups, each tool once", () => {
    expect(new Set(EDITOR_TOOLS.map((entry) => entry.id)).size).toBe(EDITOR_TOOLS.length);
    for (const group of TOOL_GROUPS) expect(EDITOR_TOOLS.some((entry) => entry.group === group.id)).toBe(true);
    expect(tool("ALTERNATIVE")).toMatchObject({ group: "rewrite", answer: "alternatives", count: { max: 5 } });
    expect(tool("CREATE_SCENE")).toMatchObject({ group: "write", place: "cursor", pick: "scene" });
    expect(tool("PLOT_AHEAD")).toMatchObject({ group: "ideas", place: "none", answer: "suggestions" });
  });

  it("name the selection by its first words and its length", () => {
    expect(describeSelection("  The lamp  swung. ")).toBe("“The lamp swung.” (3 words)");
    expect(describeSelection("")).toBe("");
    expect(describeSelection("word ".repeat(40))).toMatch(/^“(word ){14}word…” \(40 words\)$/);
  });

  it("compile each tool with its own variables, and say what is missing before asking the API", () => {
    expect(compileRequestOf(tool("ALTERNATIVE"), around, inputs)).toEqual({
      tool: "ALTERNATIVE",
      body: { selection: "lamp", before: "The ", after: " swung.", count: 3 },
    });
    expect(compileRequestOf(tool("THESAURUS"), { ...around, selection: "a".repeat(101) }, inputs)).toEqual({
      problem: "Select a word or a short phrase (at most 100 characters).",
    });
    expect(compileRequestOf(tool("SHORTEN"), { ...around, selection: "  " }, inputs)).toEqual({ problem: "Select the text in the chapter first." });
    expect(compileRequestOf(tool("STYLE"), around, inputs)).toEqual({ problem: "Style to write in: this field is required." });
    expect(compileRequestOf(tool("CREATE_SCENE"), around, inputs)).toEqual({ problem: "Pick one of this chapter's scene cards first." });
    expect(
      compileRequestOf(tool("CREATE_SCENE"), { selection: "", before: "Story so far.", after: "" }, { ...inputs, sceneId: 7, instruction: " At night. " }),
    ).toEqual({
      tool: "CREATE_SCENE",
      body: { sceneId: 7, before: "Story so far.", instruction: "At night." },
    });
    // At a bare cursor a character is brought in there; with a selection, the selection is rewritten with them.
    expect(compileRequestOf(tool("ADD_CHARACTER"), { selection: "", before: "a", after: "b" }, { ...inputs, characterId: 4 })).toEqual({
      tool: "ADD_CHARACTER",
      body: { before: "a", after: "b", characterId: 4 },
    });
    expect(compileRequestOf(tool("PLOT_AHEAD"), { selection: "", before: "So far.", after: "" }, { ...inputs, count: 5 })).toEqual({
      tool: "PLOT_AHEAD",
      body: { before: "So far.", count: 5 },
    });
  });

  it("use a structured answer only when it passes the tool's output schema", () => {
    const alternatives = JSON.stringify({ alternatives: [{ text: ' "The lantern swayed." ' }, { text: "The light rocked." }] });
    expect(readToolAnswer("alternatives", answer(alternatives), schemas)).toEqual({
      kind: "alternatives",
      texts: ["The lantern swayed.", "The light rocked."],
    });
    // A model without a structured mode may fence its JSON.
    expect(readToolAnswer("synonyms", answer('```json\n{"synonyms":[{"word":"lantern","note":null}]}\n```'), schemas)).toEqual({
      kind: "synonyms",
      synonyms: [{ word: "lantern", note: null }],
    });
    expect(readToolAnswer("suggestions", answer('{"suggestions":[{"title":"The tide","summary":"The boats return."}]}'), schemas)).toEqual({
      kind: "suggestions",
      suggestions: [{ title: "The tide", summary: "The boats return." }],
    });
    expect(readToolAnswer("alternatives", answer('{"alternatives":[{"text":"  "}]}'), schemas)).toEqual({
      kind: "unreadable",
      message: "The AI's answer could not be used: alternatives 1, text: Must not be empty.",
    });
    expect(readToolAnswer("alternatives", answer('{"alternatives":[{"text":"x","extra":1}]}'), schemas)).toMatchObject({ kind: "unreadable" });
    expect(readToolAnswer("alternatives", answer('{"alternatives":[{"text":"cut', true), schemas)).toMatchObject({
      kind: "unreadable",
      message: expect.stringContaining("length limit"),
    });
    expect(readToolAnswer("text", answer(' "The lamp swung." '), schemas)).toEqual({ kind: "text", text: "The lamp swung." });
  });

  it("put a result where the selection was, only while that text is unchanged", () => {
    const text = "Once there was a lamp. It swung.";
    const at = (index: number, length: number) => text.slice(index, index + length);
    expect(placeOfResult({ index: 5, length: 5, text: "there" }, null, at)).toEqual({ index: 5, length: 5 });
    // The author typed before it: the same words, found where the selection is now.
    expect(placeOfResult({ index: 0, length: 5, text: "there" }, { index: 5, length: 5, text: "there" }, at)).toEqual({ index: 5, length: 5 });
    expect(placeOfResult({ index: 0, length: 5, text: "lanes" }, null, at)).toBeNull();
  });

  it("insert where the cursor was while the text before it is unchanged, else at the cursor now", () => {
    const text = "Once there was a lamp. It swung.";
    const at = (index: number, length: number) => text.slice(index, index + length);
    expect(placeOfResult({ index: 22, length: 0, text: "", before: "Once there was a lamp." }, null, at)).toEqual({ index: 22, length: 0 });
    expect(placeOfResult({ index: 22, length: 0, text: "", before: "Once upon a time." }, { index: 3, length: 0, text: "" }, at)).toEqual({
      index: 3,
      length: 0,
    });
    expect(placeOfResult({ index: 22, length: 0, text: "", before: "Once upon a time." }, { index: 3, length: 4, text: "e th" }, at)).toBeNull();
  });

  it("name scene cards by their goal, and turn an idea into an instruction", () => {
    expect(sceneCardLabel({ goal: "  Mira steals\nthe map ", description: "Night." }, 0)).toBe("Scene 1: Mira steals the map");
    expect(sceneCardLabel({ goal: null, description: "x".repeat(80) }, 1)).toBe(`Scene 2: ${"x".repeat(59)}…`);
    expect(sceneCardLabel({ goal: null, description: null }, 2)).toBe("Scene 3 (no goal yet)");
    expect(instructionOfIdea({ title: "The tide", summary: "The boats return." })).toBe(
      "Continue the story from the cursor with this development: The tide. The boats return.",
    );
  });

  it("set a scene apart as paragraphs of its own", () => {
    expect(asOwnParagraphs("The storm came.", ".", "\n")).toBe("\nThe storm came.");
    expect(asOwnParagraphs("The storm came.", "\n", "I")).toBe("The storm came.\n");
    expect(asOwnParagraphs("The storm came.", "", "\n")).toBe("The storm came.");
  });

  it("take the quotes and empty paragraphs off an answer", () => {
    expect(cleanResult(' "The lamp swung." ')).toBe("The lamp swung.");
    expect(cleanResult('"Run," she said. "Now."')).toBe('"Run," she said. "Now."');
    expect(cleanResult("First.\n\n \nSecond.\r\n\r\nThird.")).toBe("First.\nSecond.\nThird.");
    expect(editorToolOf("SHORTEN")?.place).toBe("selection");
    expect(editorToolOf("DICTIONARY")?.place).toBe("none");
  });
});
