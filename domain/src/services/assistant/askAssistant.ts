/**
 * Asking the book's assistant (README.md beside this file). The question is
 * kept, the book's passages that best answer it are found (the index is
 * brought up to date first when it was never synced), and the model is asked
 * to answer from those passages and the story bible alone, naming the
 * chapters it uses. The answer streams as it is written; the passages given
 * come first, as the citations the studio links into the editor; the answer
 * is kept with them. The call is checked, reserved, moderated and charged as
 * every AI call is (AUTHOR_ASSISTANT).
 */
import type { Knex } from "@storyloom/db";
import { AssistantMessage } from "@storyloom/db/models";
import type { AiClients } from "../../integrations/ai.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { streamAnthropicMessage } from "../ai/anthropicMessages.ts";
import { streamOpenAiResponse } from "../ai/openAiResponses.ts";
import type { AiCaller } from "../ai/prepareAiCall.ts";
import { DEFAULT_ASSISTANT_MODEL, findAssistant, lastSyncOf, syncAssistant } from "./assistants.ts";
import { searchBook } from "./bookIndex.ts";
import { embedderOf } from "./embeddings.ts";
import type { PassageHit } from "./bookIndex.ts";

/** Passages given to the model for one question. */
export const PASSAGES_PER_QUESTION = 6;
/** Earlier messages of the conversation sent along (the latest ones). */
export const HISTORY_MESSAGES = 8;
/** Output tokens an answer may use at most. */
export const ANSWER_MAX_TOKENS = 800;

export type Citation = AssistantMessage["citations"][number];

export type AssistantEvent =
  | { type: "assistant.citations"; citations: Citation[] }
  | { type: "assistant.delta"; text: string }
  | { type: "assistant.done"; message: { id: number; content: string; citations: Citation[]; createdAt: string } };

const EXCERPT_CHARS = 280;

function citationOf(hit: PassageHit): Citation {
  const excerpt = hit.content.length > EXCERPT_CHARS ? `${hit.content.slice(0, EXCERPT_CHARS).trimEnd()}…` : hit.content;
  return { chapterId: hit.chapterId, chapterNumber: hit.chapterNumber, chapterTitle: hit.chapterTitle, firstParagraph: hit.firstParagraph, excerpt };
}

/** What the model is told: answer from the passages (and the story bible it is also given), name the chapters, say when the book does not tell. */
export function assistantInstructions(custom: string | null): string {
  return [
    "You are the author's assistant for their book. Answer questions about the book from the passages given with the question and the story bible, and nothing else.",
    "Name the chapters you use, as (Chapter N). If the passages do not answer the question, say that the book does not say, and do not invent.",
    "Answer briefly, in plain prose.",
    custom?.trim() ? `The author's own instructions: ${custom.trim()}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** The question with the passages it is to be answered from. */
export function questionWithPassages(question: string, hits: readonly PassageHit[]): string {
  if (hits.length === 0) return `No passage of the book matches this question.\n\nQuestion: ${question}`;
  const passages = hits
    .map((hit) => `[Chapter ${hit.chapterNumber}${hit.chapterTitle ? `: ${hit.chapterTitle}` : ""}, from paragraph ${hit.firstParagraph}]\n${hit.content}`)
    .join("\n\n");
  return `Passages of the book:\n\n${passages}\n\nQuestion: ${question}`;
}

export async function* askAssistant(input: {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  bookId: number;
  assistantId: number;
  question: string;
  signal: AbortSignal;
  onSettled?: (settled: SettledAiCall | null) => void;
  onModerationUnavailable?: (reason: string) => void;
  /** Told when the embeddings model failed and full-text search answered alone. */
  onEmbeddingFailure?: (error: unknown) => void;
}): AsyncGenerator<AssistantEvent> {
  const { knex, caller } = input;
  const embedder = embedderOf(input.ai);
  const onEmbeddingFailure = input.onEmbeddingFailure ?? (() => undefined);
  const assistant = await findAssistant(knex, { authorId: caller.authorId, bookId: input.bookId, assistantId: input.assistantId });
  if ((await lastSyncOf(knex, assistant.id)) === null)
    await syncAssistant(knex, { authorId: caller.authorId, bookId: input.bookId, assistantId: assistant.id, embedder, onEmbeddingFailure });
  const history = (
    await AssistantMessage.query(knex)
      .where({ assistantId: assistant.id })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(HISTORY_MESSAGES)
  ).reverse();
  const hits = await searchBook({ knex, bookId: assistant.bookId, question: input.question, limit: PASSAGES_PER_QUESTION, embedder, onEmbeddingFailure });
  const citations = hits.map(citationOf);
  const model = assistant.model ?? DEFAULT_ASSISTANT_MODEL[assistant.service];
  const instructions = assistantInstructions(assistant.instructions);
  const asked = questionWithPassages(input.question, hits);
  const common = {
    knex,
    ai: input.ai,
    caller,
    tool: "AUTHOR_ASSISTANT" as const,
    bookId: assistant.bookId,
    signal: input.signal,
    onSettled: input.onSettled,
    onModerationUnavailable: input.onModerationUnavailable,
  };
  const turns = history.map((message) => ({ role: message.role === "USER" ? ("user" as const) : ("assistant" as const), content: message.content }));

  // The provider is asked first: a refusal (balance, terms, moderation) keeps nothing and says why.
  const deltas: AsyncGenerator<string> =
    assistant.service === "ANTHROPIC"
      ? (async function* () {
          for await (const event of streamAnthropicMessage({
            ...common,
            request: { model, max_tokens: ANSWER_MAX_TOKENS, system: instructions, messages: [...turns, { role: "user", content: asked }], stream: true },
          })) {
            if (event.type === "content_block_delta" && event.delta.type === "text_delta") yield event.delta.text;
          }
        })()
      : (async function* () {
          for await (const event of streamOpenAiResponse({
            ...common,
            request: { model, instructions, max_output_tokens: ANSWER_MAX_TOKENS, input: [...turns, { role: "user", content: asked }], stream: true },
          })) {
            if (event.type === "response.output_text.delta") yield event.delta;
          }
        })();
  const first = await deltas.next();
  await AssistantMessage.query(knex).insert({ assistantId: assistant.id, role: "USER", content: input.question, citations: [] });
  yield { type: "assistant.citations", citations };
  let answer = "";
  try {
    for (let next = first; !next.done; next = await deltas.next()) {
      answer += next.value;
      yield { type: "assistant.delta", text: next.value };
    }
  } finally {
    await deltas.return(undefined);
  }
  const saved = await AssistantMessage.query(knex).insertAndFetch({ assistantId: assistant.id, role: "ASSISTANT", content: answer, citations });
  yield { type: "assistant.done", message: { id: saved.id, content: saved.content, citations: saved.citations, createdAt: saved.createdAt.toISOString() } };
}
