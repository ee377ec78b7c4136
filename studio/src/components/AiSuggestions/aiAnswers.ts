/**
 * Checks an AI tool's answer before anything of it is saved (docs/decisions/studio.md,
 * AI suggestions in the story bible and outline): a structured answer must be
 * JSON that passes the tool's own output schema (the API's limits), a text
 * answer must be whole and within the limit of the call that saves it. An
 * answer that fails is refused whole, with the reason: never half saved.
 */

/** A schema of an answer, as far as checking one needs it: the zod schemas of `@storyloom/api/client/aiOutputs` fit. */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

/** What a run gave: the answer's text, and whether the provider stopped it at the output cap. */
export interface RunAnswer {
  text: string;
  incomplete: boolean;
}

const CUT_SHORT = "it stopped at its length limit before it was complete.";
const NOT_JSON = "it is not the JSON the tool asks for.";

/** Where in the answer an issue is, for people: ["characters", 0, "name"] is "characters 1, name". */
export function placeOfIssue(path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === "number" && parts.length > 0) parts[parts.length - 1] += ` ${segment + 1}`;
    else parts.push(String(segment));
  }
  return parts.join(", ");
}

function checked<T>(value: unknown, schema: AnswerSchema<T>): AnswerCheck<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  if (!issue) return { ok: false, reason: NOT_JSON };
  const place = placeOfIssue(issue.path);
  return { ok: false, reason: place ? `${place}: ${issue.message}` : issue.message };
}

/**
 * The JSON of a structured answer, or undefined when there is none. A model
 * without a structured-output mode may wrap it in a Markdown fence or a
 * sentence: then the outermost object is read.
 */
function jsonOf(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  for (const candidate of [text.trim(), start >= 0 && end > start ? text.slice(start, end + 1) : null]) {
    if (candidate === null) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Not JSON as it stands: the outermost object may be.
    }
  }
  return undefined;
}

/** A structured answer, checked with its output schema. */
export function checkJsonAnswer<T>(answer: RunAnswer, schema: AnswerSchema<T>): AnswerCheck<T> {
  const value = jsonOf(answer.text);
  if (value === undefined) return { ok: false, reason: answer.incomplete ? CUT_SHORT : NOT_JSON };
  return checked(value, schema);
}

/** A text answer (one idea), whole and checked as `{ [field]: text }` with its schema; surrounding quotes dropped. */
export function checkTextAnswer<T>(answer: RunAnswer, field: string, schema: AnswerSchema<T>): AnswerCheck<T> {
  if (answer.incomplete) return { ok: false, reason: CUT_SHORT };
  const trimmed = answer.text.trim();
  const quoted = /^(["“])([\s\S]*)(["”])$/.exec(trimmed);
  const text = quoted?.[2] && !quoted[2].includes(quoted[1]!) ? quoted[2].trim() : trimmed;
  return checked({ [field]: text }, schema);
}

/** The sentence shown for an answer that could not be used. */
export function unusableMessage(reason: string): string {
  return `The AI's answer could not be used: ${reason}`;
}

/** The output schemas, loaded (with zod) when an answer is first checked, so the screens' own chunks stay without them. */
export const loadAnswerSchemas = () => import("@storyloom/api/client/aiOutputs");
