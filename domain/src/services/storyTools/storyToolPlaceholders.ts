import { ValidationError } from "../../errors.ts";
import type { FieldErrors } from "../../errors.ts";

/**
 * The placeholders a step's instructions may use (README.md). Each is replaced
 * by the text of the run when the step is compiled; writing `{{ name }}` with
 * spaces inside the braces is the same placeholder.
 */
export const STORY_TOOL_PLACEHOLDERS = ["selection", "before", "after", "userInstructions", "previous"] as const;
export type StoryToolPlaceholder = (typeof STORY_TOOL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isPlaceholder(name: string): name is StoryToolPlaceholder {
  return (STORY_TOOL_PLACEHOLDERS as readonly string[]).includes(name);
}

const listed = STORY_TOOL_PLACEHOLDERS.map((name) => `{{${name}}}`);
const PLACEHOLDER_LIST = `${listed.slice(0, -1).join(", ")} or ${listed[listed.length - 1]}`;

/** The names written between double braces in `text`, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))];
}

/** `text` with each known placeholder replaced by its value (an unknown one is left as written: saving refuses them). */
export function fillPlaceholders(text: string, values: Readonly<Record<StoryToolPlaceholder, string>>): string {
  // A function replacement: "$&" or "$1" in an author's text must stay as typed.
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** The problem with the placeholders of one step's instructions, or null. */
function problemOf(instructions: string, stepIndex: number, withUserInstructions: boolean): string | null {
  for (const name of placeholdersIn(instructions)) {
    if (!isPlaceholder(name)) return `Unknown placeholder {{${name}}}. Use ${PLACEHOLDER_LIST}.`;
    if (name === "previous" && stepIndex === 0) return "The first step has no previous output: use {{previous}} in a later step.";
    if (name === "userInstructions" && !withUserInstructions) return "Turn on “Ask for the author's instructions” to use {{userInstructions}}.";
  }
  return null;
}

/**
 * The placeholder problems of a whole tool, by field: its own instructions
 * (the first step) and each further step's (`steps.N.instructions`). Checked
 * on the tool as it will be saved, so a partial edit is judged with the
 * fields it leaves as they were.
 */
export function checkStoryToolPlaceholders(tool: {
  instructions: string;
  withUserInstructions: boolean;
  steps: ReadonlyArray<{ instructions: string }>;
}): FieldErrors {
  const errors: FieldErrors = {};
  const own = problemOf(tool.instructions, 0, tool.withUserInstructions);
  if (own) errors.instructions = own;
  tool.steps.forEach((step, index) => {
    const problem = problemOf(step.instructions, index + 1, tool.withUserInstructions);
    if (problem) errors[`steps.${index}.instructions`] = problem;
  });
  return errors;
}

/** Refuses a tool whose instructions use placeholders it cannot fill, naming each field. */
export function requireUsablePlaceholders(tool: { instructions: string; withUserInstructions: boolean; steps: ReadonlyArray<{ instructions: string }> }): void {
  const errors = checkStoryToolPlaceholders(tool);
  const [first] = Object.entries(errors);
  if (first) throw new ValidationError(`${first[0]}: ${first[1]}`, errors);
}
