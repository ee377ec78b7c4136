import { describe, expect, it } from "vitest";
import { ValidationError } from "../../errors.ts";
import { compileStoryToolStep } from "./compileStoryToolStep.ts";
import type { CompilableStoryTool, StoryToolVariables } from "./compileStoryToolStep.ts";

const tightenThenPolish: CompilableStoryTool = {
  type: "EDIT",
  storyType: "ALL",
  defaultModel: "gpt-4.1-mini",
  instructions: "Tighten this passage:\n{{selection}}",
  withUserInstructions: false,
  userInstructions: null,
  temperature: 0.4,
  maxOutput: 1000,
  startSequence: null,
  stopSequence: null,
  steps: [
    {
      model: "claude-haiku-4-5",
      instructions: "Polish the rhythm.",
      temperature: 1.6,
      maxOutput: null,
      startSequence: "Polished: ",
      stopSequence: "THE END",
      effort: "high",
    },
  ],
};

function compile(tool: CompilableStoryTool, stepIndex: number, variables: StoryToolVariables, modelOverride: string | null = null) {
  return compileStoryToolStep({ tool, stepIndex, modelOverride, bookId: 7, bookType: "STORY", variables });
}

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return undefined;
}

describe("compileStoryToolStep", () => {
  it("puts the selection where the first step's instructions place it, and sends it to OpenAI's Responses API", () => {
    const compiled = compile(tightenThenPolish, 0, { selection: "She walked very slowly to the door." });
    expect(compiled.input).toBe("Tighten this passage:\nShe walked very slowly to the door.");
    expect(compiled).toMatchObject({
      stepIndex: 0,
      stepCount: 2,
      isLastStep: false,
      service: "OPEN_AI",
      model: "gpt-4.1-mini",
      maxOutputTokens: 1000,
      temperature: 0.4,
    });
    expect(compiled.request).toEqual({
      service: "OPEN_AI",
      path: "/ai/open-ai/responses",
      query: { tool: "CUSTOM_STORY_TOOL", bookId: 7 },
      body: { model: "gpt-4.1-mini", instructions: compiled.instructions, input: compiled.input, max_output_tokens: 1000, temperature: 0.4 },
    });
  });

  it("feeds the previous step's output to the next, adding it under a label when the instructions do not place it", () => {
    const compiled = compile(tightenThenPolish, 1, { previous: "She walked to the door." });
    expect(compiled.input).toBe("Polish the rhythm.\n\nText to work on (the previous step's output):\nShe walked to the door.");
    expect(compiled.isLastStep).toBe(true);
  });

  it("prefills Anthropic with the start sequence, caps its temperature at 1, falls back to the tool's output cap and stops at the stop sequence", () => {
    const compiled = compile(tightenThenPolish, 1, { previous: "Text." });
    expect(compiled).toMatchObject({ service: "ANTHROPIC", temperature: 1, maxOutputTokens: 1000, outputPrefix: "Polished:", effort: null });
    expect(compiled.request.body).toMatchObject({
      system: compiled.instructions,
      messages: [
        { role: "user", content: compiled.input },
        { role: "assistant", content: "Polished:" },
      ],
      max_tokens: 1000,
      stop_sequences: ["THE END"],
    });
  });

  it("runs every step on the author's model when they chose one, sending reasoning models an effort and no temperature", () => {
    const compiled = compile(tightenThenPolish, 1, { previous: "Text." }, "gpt-5-mini");
    expect(compiled).toMatchObject({ service: "OPEN_AI", model: "gpt-5-mini", temperature: null, effort: "high" });
    expect(compiled.request.body).not.toHaveProperty("temperature");
    expect(compiled.request.body).toMatchObject({ reasoning: { effort: "high" } });
    expect(compiled.instructions).toContain("Begin your answer with exactly: Polished: ");
  });

  it("gives a draft tool the text around the cursor and the author's instructions, and keeps $ patterns of the text as typed", () => {
    const tool: CompilableStoryTool = {
      ...tightenThenPolish,
      type: "DRAFT",
      instructions: "Continue the scene.",
      withUserInstructions: true,
      userInstructions: "Keep it quiet.",
      steps: [],
    };
    const compiled = compile(tool, 0, { before: "It cost $& and $1.", after: "Morning came." });
    expect(compiled.input).toBe(
      "Continue the scene.\n\nThe story so far (the new text goes right after it):\nIt cost $& and $1.\n\nWhat follows the cursor:\nMorning came.\n\nThe author's instructions:\nKeep it quiet.",
    );
    expect(compile(tool, 0, { before: "x", userInstructions: "Make it loud." }).input).toContain("The author's instructions:\nMake it loud.");
    expect(compiled.isLastStep).toBe(true);
  });

  it("caps the output at the model's own limit", () => {
    expect(compile({ ...tightenThenPolish, maxOutput: 500_000 }, 0, { selection: "x" }).maxOutputTokens).toBe(32_768);
  });

  it("refuses what it cannot compile, naming the field", () => {
    expect(fieldsOf(() => compile(tightenThenPolish, 2, { previous: "x" }))).toEqual({ index: "This tool has 2 steps: use an index from 0 to 1." });
    expect(fieldsOf(() => compile(tightenThenPolish, 0, { selection: "  " }))).toEqual({ selection: "Select the text this tool should edit." });
    expect(fieldsOf(() => compile(tightenThenPolish, 1, {}))).toEqual({ previous: "Send the output of the previous step (step 1)." });
    expect(fieldsOf(() => compile({ ...tightenThenPolish, withUserInstructions: true }, 0, { selection: "x" }))).toEqual({
      userInstructions: "This tool asks for your instructions: write what it should do.",
    });
    expect(fieldsOf(() => compile({ ...tightenThenPolish, storyType: "SCRIPT" }, 0, { selection: "x" }))).toEqual({
      id: "This tool is for screenplays, and this book is a story.",
    });
    expect(fieldsOf(() => compile({ ...tightenThenPolish, defaultModel: "gpt-2" }, 0, { selection: "x" }))).toEqual({
      model: "The model gpt-2 is not available any more: choose another model for this tool.",
    });
  });
});
