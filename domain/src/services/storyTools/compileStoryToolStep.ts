import type { AiService, BookType, ToolStoryType, ToolType } from "@storyloom/db/enums";
import { ValidationError } from "../../errors.ts";
import type { AiModelPrice } from "../aiBalance/aiPrices.ts";
import type { StepEffort } from "./storyToolFields.ts";
import { STEP_EFFORTS } from "./storyToolFields.ts";
import { findStoryToolModel, isReasoningModel } from "./storyToolModels.ts";
import { fillPlaceholders, placeholdersIn } from "./storyToolPlaceholders.ts";
import type { StoryToolPlaceholder } from "./storyToolPlaceholders.ts";

/** What a step's output is capped at when neither the step nor the tool says (and never past the model's own limit). */
export const DEFAULT_STEP_MAX_OUTPUT = 2048;

/** A tool as compiling reads it: its own settings (the first step) and its further steps in order. */
export interface CompilableStoryTool {
  type: ToolType;
  storyType: ToolStoryType;
  defaultModel: string | null;
  instructions: string | null;
  withUserInstructions: boolean;
  userInstructions: string | null;
  temperature: number | null;
  maxOutput: number | null;
  startSequence: string | null;
  stopSequence: string | null;
  /** Loaded with the tool (none: a one-step tool). */
  steps?:
    | ReadonlyArray<{
        model: string | null;
        instructions: string | null;
        temperature: number | null;
        maxOutput: number | null;
        startSequence: string | null;
        stopSequence: string | null;
        effort: string | null;
      }>
    | undefined;
}

/** The texts of one run of a tool, as the editor sends them. */
export interface StoryToolVariables {
  /** The selected text (EDIT tools work on it). */
  selection?: string | undefined;
  /** The text before the cursor or the selection. */
  before?: string | undefined;
  /** The text after it. */
  after?: string | undefined;
  /** What the author typed when the tool asked (`withUserInstructions`). */
  userInstructions?: string | undefined;
  /** The output of the step before (every step after the first). */
  previous?: string | undefined;
}

/** The query of an AI proxy call for a custom tool: usage is recorded under CUSTOM_STORY_TOOL, the story context is the book's. */
export interface StoryToolCallQuery {
  tool: "CUSTOM_STORY_TOOL";
  bookId: number;
}

/** The proxy call to make, ready to send with the typed client (path relative to /api/v1). */
export type CompiledAiRequest =
  | {
      service: "OPEN_AI";
      path: "/ai/open-ai/responses";
      query: StoryToolCallQuery;
      body: { model: string; instructions: string; input: string; max_output_tokens: number; temperature?: number; reasoning?: { effort: StepEffort } };
    }
  | {
      service: "ANTHROPIC";
      path: "/ai/anthropic/messages";
      query: StoryToolCallQuery;
      body: {
        model: string;
        system: string;
        messages: Array<{ role: "user" | "assistant"; content: string }>;
        max_tokens: number;
        temperature?: number;
        stop_sequences?: string[];
      };
    };

export interface CompiledStoryToolStep {
  /** 0-based: 0 is the tool's own step, N its N-th further step. */
  stepIndex: number;
  stepCount: number;
  isLastStep: boolean;
  service: AiService;
  model: string;
  /** The system side: how to answer (the proxy puts the book's story context before it). */
  instructions: string;
  /** The user side: the step's instructions with the run's texts in place. */
  input: string;
  maxOutputTokens: number;
  /** null: the provider's default (and always for reasoning models, which refuse one). */
  temperature: number | null;
  /** Reasoning effort, sent only to models that take one. */
  effort: StepEffort | null;
  startSequence: string | null;
  /** Where the studio cuts the output (OpenAI's Responses API has no stop sequences; Anthropic stops there itself). */
  stopSequence: string | null;
  /** Text the studio puts before the streamed output: Anthropic continues a prefilled start sequence without repeating it. */
  outputPrefix: string;
  request: CompiledAiRequest;
}

export interface CompileStoryToolStepInput {
  tool: CompilableStoryTool;
  stepIndex: number;
  /** The author's model for this tool (AuthorStoryToolSettings.model): it runs every step. */
  modelOverride: string | null;
  bookId: number;
  /** The kind of book it runs in: a tool made for the other kind is refused. */
  bookType: BookType;
  variables: StoryToolVariables;
}

const ANTHROPIC_MAX_TEMPERATURE = 1;

const FRAMING = {
  EDIT: "You are an editor working on an author's manuscript. Do what the author's request below asks and answer with the resulting text only: no preamble, no comments, no quotation marks around it.",
  DRAFT:
    "You are a co-writer drafting an author's manuscript. Do what the author's request below asks and answer with the new text only, ready to go where the author's cursor is: no preamble, no comments.",
} as const;

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(message, { [field]: message });
}

function effortOf(value: string | null): StepEffort | null {
  return (STEP_EFFORTS as readonly string[]).includes(value ?? "") ? (value as StepEffort) : null;
}

/** The tool's own settings as its first step, then its further steps. */
function stepsOf(tool: CompilableStoryTool) {
  const own = {
    model: tool.defaultModel,
    instructions: tool.instructions,
    temperature: tool.temperature,
    maxOutput: tool.maxOutput,
    startSequence: tool.startSequence,
    stopSequence: tool.stopSequence,
    effort: null,
  };
  return [own, ...(tool.steps ?? [])];
}

function priceOf(model: string | null): AiModelPrice {
  if (model === null) throw invalid("model", "This tool has no model: choose one for it on the custom story tools page.");
  const price = findStoryToolModel(model);
  if (!price) throw invalid("model", `The model ${model} is not available any more: choose another model for this tool.`);
  return price;
}

/** The run's texts a step works on, which are added under a label when its instructions place none of them. */
function workingTexts(tool: CompilableStoryTool, stepIndex: number, values: Record<StoryToolPlaceholder, string>) {
  if (stepIndex > 0) return [{ name: "previous" as const, label: "Text to work on (the previous step's output)", text: values.previous }];
  if (tool.type === "EDIT") return [{ name: "selection" as const, label: "Text to edit", text: values.selection }];
  return [
    { name: "before" as const, label: "The story so far (the new text goes right after it)", text: values.before },
    { name: "after" as const, label: "What follows the cursor", text: values.after },
  ];
}

/**
 * One step of a custom story tool as a prompt (README.md): the step's
 * instructions with the run's texts in place of their placeholders, the model
 * and its settings, and the AI proxy request that runs it. Pure: the route
 * loads the tool and the author's settings, and estimates the cost.
 */
export function compileStoryToolStep(input: CompileStoryToolStepInput): CompiledStoryToolStep {
  const { tool, stepIndex, modelOverride, bookId, bookType, variables } = input;
  if (tool.storyType !== "ALL" && tool.storyType !== bookType) {
    throw invalid(
      "id",
      tool.storyType === "SCRIPT" ? "This tool is for screenplays, and this book is a story." : "This tool is for stories, and this book is a screenplay.",
    );
  }
  const steps = stepsOf(tool);
  const step = steps[stepIndex];
  if (!step) throw invalid("index", `This tool has ${steps.length} step${steps.length === 1 ? "" : "s"}: use an index from 0 to ${steps.length - 1}.`);
  const price = priceOf(modelOverride ?? step.model ?? tool.defaultModel);

  const userInstructions = variables.userInstructions?.trim() || tool.userInstructions?.trim() || "";
  if (tool.withUserInstructions && userInstructions === "") throw invalid("userInstructions", "This tool asks for your instructions: write what it should do.");
  const values: Record<StoryToolPlaceholder, string> = {
    selection: variables.selection ?? "",
    before: variables.before ?? "",
    after: variables.after ?? "",
    userInstructions,
    previous: variables.previous ?? "",
  };
  if (stepIndex > 0 && values.previous.trim() === "") throw invalid("previous", `Send the output of the previous step (step ${stepIndex}).`);
  if (stepIndex === 0 && tool.type === "EDIT" && values.selection.trim() === "") throw invalid("selection", "Select the text this tool should edit.");

  const template = step.instructions ?? "";
  const placed = new Set(placeholdersIn(template));
  const texts = workingTexts(tool, stepIndex, values);
  const parts = [fillPlaceholders(template, values).trim()];
  if (!texts.some((text) => placed.has(text.name))) {
    for (const text of texts) if (text.text.trim() !== "") parts.push(`${text.label}:\n${text.text}`);
  }
  if (tool.withUserInstructions && !placed.has("userInstructions")) parts.push(`The author's instructions:\n${userInstructions}`);
  const userText = parts.filter((part) => part !== "").join("\n\n");

  const reasoning = isReasoningModel(price);
  const asked = step.maxOutput ?? tool.maxOutput ?? DEFAULT_STEP_MAX_OUTPUT;
  const maxOutputTokens = Math.max(16, Math.min(asked, price.maxOutputTokens));
  const wanted = step.temperature ?? tool.temperature;
  const temperature = reasoning || wanted === null ? null : price.service === "ANTHROPIC" ? Math.min(wanted, ANTHROPIC_MAX_TEMPERATURE) : wanted;
  const effort = reasoning ? effortOf(step.effort) : null;
  const startSequence = step.startSequence || null;
  const stopSequence = step.stopSequence || null;

  let framing: string = FRAMING[stepIndex === 0 ? tool.type : "EDIT"];
  const query: StoryToolCallQuery = { tool: "CUSTOM_STORY_TOOL", bookId };
  let request: CompiledAiRequest;
  let outputPrefix = "";
  if (price.service === "OPEN_AI") {
    // The Responses API cannot be prefilled: the model is asked to start so itself.
    if (startSequence) framing += `\n\nBegin your answer with exactly: ${startSequence}`;
    request = {
      service: "OPEN_AI",
      path: "/ai/open-ai/responses",
      query,
      body: {
        model: price.model,
        instructions: framing,
        input: userText,
        max_output_tokens: maxOutputTokens,
        ...(temperature !== null ? { temperature } : {}),
        ...(effort ? { reasoning: { effort } } : {}),
      },
    };
  } else {
    // Anthropic refuses a prefill that ends in whitespace.
    outputPrefix = startSequence?.trimEnd() ?? "";
    request = {
      service: "ANTHROPIC",
      path: "/ai/anthropic/messages",
      query,
      body: {
        model: price.model,
        system: framing,
        messages: [{ role: "user", content: userText }, ...(outputPrefix ? [{ role: "assistant" as const, content: outputPrefix }] : [])],
        max_tokens: maxOutputTokens,
        ...(temperature !== null ? { temperature } : {}),
        ...(stopSequence ? { stop_sequences: [stopSequence] } : {}),
      },
    };
  }

  return {
    stepIndex,
    stepCount: steps.length,
    isLastStep: stepIndex === steps.length - 1,
    service: price.service,
    model: price.model,
    instructions: framing,
    input: userText,
    maxOutputTokens,
    temperature,
    effort,
    startSequence,
    stopSequence,
    outputPrefix,
    request,
  };
}
