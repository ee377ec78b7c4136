/**
 * The AI's continuity check (README.md beside this file): the model reads the
 * chapter, the story bible (the AI call layer adds it for the book) and the
 * earlier passages that share the chapter's names, and answers findings as
 * JSON. A finding is kept only when its quote really is in the chapter, so an
 * invented quote (or a simulator's filler) is dropped. The call is checked,
 * reserved, moderated and charged as every AI call (CONTINUITY_CHECK).
 */
import { z } from "zod";
import type { AiService, Knex } from "@storyloom/db";
import type { AiClients } from "../../integrations/ai.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { createAnthropicMessage } from "../ai/anthropicMessages.ts";
import { createOpenAiResponse } from "../ai/openAiResponses.ts";
import type { AiCaller } from "../ai/prepareAiCall.ts";
import { findAiPreferences } from "../aiPreferences/aiPreferences.ts";
import { jsonSchemaOf } from "../aiTools/outputSchemas.ts";
import { chooseRunSettings } from "../aiTools/runSettings.ts";
import { searchBook, syncBookIndex } from "../assistant/bookIndex.ts";
import type { PassageHit } from "../assistant/bookIndex.ts";
import { characterFields, sentencesOf } from "./continuityText.ts";
import type { ContinuityInput } from "./continuityText.ts";
import { FINDING_SEVERITIES, findingId, normalizeText } from "./findings.ts";
import type { Finding, RestsOn } from "./findings.ts";

/** The chapter text the model reads at most; a longer chapter is checked from its start. */
export const CHAPTER_CHARS = 40_000;
/** Earlier passages given to the model. */
export const EARLIER_PASSAGES = 8;
const FINDINGS_MAX = 20;
const OUTPUT_NAME = "continuity_findings";

export const continuityAnswerSchema = z.strictObject({
  findings: z
    .array(
      z.strictObject({
        quote: z.string().describe("The words of the chapter that contradict, copied exactly, one sentence at most."),
        problem: z.string().describe("What contradicts what, in one plain sentence for the author."),
        evidence: z.string().describe("The words of the story bible or of an earlier passage it contradicts, copied exactly; empty when there are none."),
        severity: z.enum(FINDING_SEVERITIES).describe("HIGH for a plain contradiction of a fact, MEDIUM for a likely one, LOW for a doubt."),
      }),
    )
    .max(FINDINGS_MAX)
    .describe(`The contradictions found, at most ${FINDINGS_MAX}; none when there are none.`),
});
export type ContinuityAnswer = z.output<typeof continuityAnswerSchema>;

export const CONTINUITY_INSTRUCTIONS = [
  "You check one chapter of the author's book for continuity errors: statements that contradict the story bible or the earlier passages given (a character's looks, who is alive, names of people and places, what happened before).",
  "Report contradictions only, not style, and nothing you are unsure the text says. Quote the chapter's words exactly as written, and the words they contradict exactly.",
  "Answer with no findings when there is no contradiction.",
].join("\n");

/** The words the earlier passages are searched for: the story bible names the chapter uses, then its other capitalised words. */
export function searchWordsOf(input: ContinuityInput): string {
  const text = input.chapter.paragraphs.join("\n");
  const names = [...input.characters, ...input.lores].map((entry) => entry.name).filter((name) => text.includes(name));
  const capitalised = [...new Set(text.match(/(?<![\p{L}])\p{Lu}\p{Ll}{3,}/gu) ?? [])];
  return [...names, ...capitalised].slice(0, 40).join(" ");
}

/** What the model is asked: the earlier passages, then the chapter. */
export function continuityQuestion(input: ContinuityInput, passages: readonly PassageHit[]): string {
  const whole = input.chapter.paragraphs.join("\n\n");
  const chapter = whole.length > CHAPTER_CHARS ? `${whole.slice(0, CHAPTER_CHARS)}\n[The rest of the chapter is not included.]` : whole;
  const earlier = passages.length === 0 ? "No earlier passages." : passages.map((hit) => `[Chapter ${hit.chapterNumber}]\n${hit.content}`).join("\n\n");
  return `Earlier passages of the book:\n\n${earlier}\n\nThe chapter to check (chapter ${input.chapter.number}):\n\n${chapter}`;
}

function parseAnswer(text: string): ContinuityAnswer | null {
  try {
    const parsed = continuityAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where the evidence the model quoted is: a story bible entry or one of the passages given; nothing when it is in neither. */
function restsOnOf(evidence: string, input: ContinuityInput, passages: readonly PassageHit[]): RestsOn[] {
  const wanted = normalizeText(evidence);
  if (wanted.length < 3) return [];
  for (const character of input.characters) {
    const field = characterFields(character).find(({ text }) => normalizeText(text).includes(wanted));
    if (field) return [{ source: "CHARACTER", id: character.id, name: character.name, text: evidence.trim() }];
  }
  for (const lore of input.lores) {
    if (lore.description && normalizeText(lore.description).includes(wanted)) return [{ source: "LORE", id: lore.id, name: lore.name, text: evidence.trim() }];
  }
  const hit = passages.find((passage) => normalizeText(passage.content).includes(wanted));
  if (!hit) return [];
  const name = hit.chapterTitle ? `Chapter ${hit.chapterNumber}: ${hit.chapterTitle}` : `Chapter ${hit.chapterNumber}`;
  return [{ source: "CHAPTER", id: hit.chapterId, name, chapterNumber: hit.chapterNumber, paragraph: hit.firstParagraph, text: evidence.trim() }];
}

/** The model's findings whose quote is in the chapter, each placed at its paragraph. */
export function keepQuotedFindings(answer: ContinuityAnswer, input: ContinuityInput, passages: readonly PassageHit[]): Finding[] {
  const paragraphs = input.chapter.paragraphs.map(normalizeText);
  const sentences = sentencesOf(input.chapter);
  return answer.findings.flatMap((found) => {
    const quote = normalizeText(found.quote);
    if (quote.length < 3) return [];
    const paragraph = paragraphs.findIndex((text) => text.includes(quote));
    if (paragraph === -1) return [];
    const sentence = sentences.find((candidate) => candidate.paragraph === paragraph + 1 && normalizeText(candidate.text).includes(quote));
    const text = sentence?.text ?? found.quote.trim();
    return [
      {
        id: findingId("AI", found.problem, text),
        kind: "AI" as const,
        severity: found.severity,
        message: found.problem.trim(),
        quote: { text, paragraph: paragraph + 1 },
        restsOn: restsOnOf(found.evidence, input, passages),
        bibleUpdate: null,
      },
    ];
  });
}

export interface AiCheckInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  bookId: number;
  text: ContinuityInput;
  service?: AiService | undefined;
  model?: string | undefined;
  signal: AbortSignal;
  onSettled?: (settled: SettledAiCall | null) => void;
  onModerationUnavailable?: (reason: string) => void;
}

/** Asks the model (either provider, the author's preferred one unless chosen) and keeps the findings that quote the chapter. */
export async function checkWithAi(input: AiCheckInput): Promise<Finding[]> {
  const { knex, text } = input;
  const preferences = await findAiPreferences(knex, input.caller.authorId);
  const settings = chooseRunSettings({
    choice: { service: input.service, model: input.model },
    preferences,
    template: null,
    tool: { maxOutputTokens: 2000, temperature: 0.2 },
  });
  await syncBookIndex({ knex, bookId: input.bookId });
  const hits = await searchBook({ knex, bookId: input.bookId, question: searchWordsOf(text), limit: EARLIER_PASSAGES * 3 });
  const passages = hits.filter((hit) => hit.chapterNumber < text.chapter.number).slice(0, EARLIER_PASSAGES);
  const question = continuityQuestion(text, passages);
  const schema = jsonSchemaOf(continuityAnswerSchema);
  const model = settings.price.model;
  const common = {
    knex,
    ai: input.ai,
    caller: input.caller,
    tool: "CONTINUITY_CHECK" as const,
    bookId: input.bookId,
    signal: input.signal,
    onSettled: input.onSettled,
    onModerationUnavailable: input.onModerationUnavailable,
  };
  const temperature = settings.temperature === null ? {} : { temperature: settings.temperature };
  let answer: string;
  if (settings.price.service === "ANTHROPIC") {
    const message = await createAnthropicMessage({
      ...common,
      request: {
        model,
        max_tokens: settings.maxOutputTokens,
        system: CONTINUITY_INSTRUCTIONS,
        messages: [{ role: "user", content: question }],
        ...temperature,
        tools: [{ name: OUTPUT_NAME, description: "Reports the continuity errors found.", input_schema: { type: "object", ...schema } }],
        tool_choice: { type: "tool", name: OUTPUT_NAME },
      },
    });
    const used = message.content.find((block) => block.type === "tool_use");
    answer = used ? JSON.stringify(used.input) : message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
  } else {
    const response = await createOpenAiResponse({
      ...common,
      request: {
        model,
        instructions: CONTINUITY_INSTRUCTIONS,
        input: question,
        max_output_tokens: settings.maxOutputTokens,
        ...temperature,
        text: { format: { type: "json_schema", name: OUTPUT_NAME, schema, strict: true } },
      },
    });
    answer = response.output_text;
  }
  const parsed = parseAnswer(answer);
  return parsed ? keepQuotedFindings(parsed, text, passages) : [];
}
