import { pageOf } from "@storyloom/db";
/**
 * An author's assistants per book (README.md beside this file): list, create,
 * rename, delete, the conversation a page at a time, and sync (re-index the
 * book's changed chapters). Only the book's author has them; to anyone else
 * the book and its assistants do not exist.
 */
import type { AiService, Knex } from "@storyloom/db";
import { AiAssistantFileSearch, Assistant, AssistantMessage } from "@storyloom/db/models";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { findAiModel } from "../aiBalance/aiPrices.ts";
import { syncBookIndex } from "./bookIndex.ts";
import type { OnEmbeddingFailure, SyncOutcome } from "./bookIndex.ts";
import type { Embedder } from "./embeddings.ts";

/** The model an assistant answers with unless the author chose another. */
export const DEFAULT_ASSISTANT_MODEL: Record<AiService, string> = { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" };

async function ownBook(db: Knex | Knex.Transaction, authorId: number, bookId: number): Promise<void> {
  const book = await db("books").where({ id: bookId, authorId, deleted: false }).first("id");
  if (!book) throw new NotFoundError("Book not found.");
}

/** The author's assistant of the book; NotFoundError for anyone else's. */
export async function findAssistant(db: Knex | Knex.Transaction, input: { authorId: number; bookId: number; assistantId: number }): Promise<Assistant> {
  const assistant = await Assistant.query(db).findOne({ id: input.assistantId, bookId: input.bookId, authorId: input.authorId });
  if (!assistant) throw new NotFoundError("Assistant not found.");
  return assistant;
}

export async function listAssistants(db: Knex | Knex.Transaction, input: { authorId: number; bookId: number }): Promise<Assistant[]> {
  await ownBook(db, input.authorId, input.bookId);
  return Assistant.query(db)
    .where({ bookId: input.bookId, authorId: input.authorId })
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]);
}

export async function createAssistant(
  db: Knex | Knex.Transaction,
  input: {
    authorId: number;
    bookId: number;
    name?: string | undefined;
    service?: AiService | undefined;
    model?: string | undefined;
    instructions?: string | undefined;
  },
): Promise<Assistant> {
  await ownBook(db, input.authorId, input.bookId);
  const service = input.service ?? "OPEN_AI";
  const model = input.model ?? DEFAULT_ASSISTANT_MODEL[service];
  if (!findAiModel(service, model))
    throw new ValidationError(`The model ${model} is not available.`, { model: `The model ${model} is not available for ${service}.` });
  return Assistant.query(db).insertAndFetch({
    authorId: input.authorId,
    bookId: input.bookId,
    name: input.name?.trim() || "Book assistant",
    service,
    model,
    instructions: input.instructions?.trim() || null,
  });
}

export async function renameAssistant(
  db: Knex | Knex.Transaction,
  input: { authorId: number; bookId: number; assistantId: number; name: string },
): Promise<Assistant> {
  const assistant = await findAssistant(db, input);
  return assistant.$query(db).patchAndFetch({ name: input.name.trim() });
}

export async function deleteAssistant(db: Knex | Knex.Transaction, input: { authorId: number; bookId: number; assistantId: number }): Promise<void> {
  const assistant = await findAssistant(db, input);
  await Assistant.query(db).deleteById(assistant.id);
}

/** The conversation, oldest first, a page at a time counted from the newest (page 1: the latest messages). */
export async function listMessages(
  db: Knex | Knex.Transaction,
  input: { authorId: number; bookId: number; assistantId: number; page: number; pageSize: number },
): Promise<{ items: AssistantMessage[]; total: number }> {
  const assistant = await findAssistant(db, input);
  const { results, total } = await pageOf(
    AssistantMessage.query(db)
      .where({ assistantId: assistant.id })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ]),
    input.page,
    input.pageSize,
  );
  return { items: results.reverse(), total };
}

/**
 * Re-indexes the book's changed chapters for the assistant and records what is
 * indexed (`AiAssistantFileSearch`: the chapters, and as its vector store the
 * embeddings model when the passages have vectors).
 */
export async function syncAssistant(
  knex: Knex,
  input: { authorId: number; bookId: number; assistantId: number; now?: Date; embedder?: Embedder | null; onEmbeddingFailure?: OnEmbeddingFailure },
): Promise<{ assistant: Assistant; outcome: SyncOutcome }> {
  const assistant = await findAssistant(knex, input);
  const outcome = await syncBookIndex({
    knex,
    bookId: assistant.bookId,
    embedder: input.embedder ?? null,
    ...(input.onEmbeddingFailure ? { onEmbeddingFailure: input.onEmbeddingFailure } : {}),
  });
  const vectorStoreId = input.embedder ? `postgres:${input.embedder.model}` : null;
  const now = input.now ?? new Date();
  const chapterIds = (await knex("chapterIndexStates").where({ bookId: assistant.bookId }).orderBy("chapterId").pluck("chapterId")).map(String);
  await knex("aiAssistantFileSearches")
    .insert({ assistantId: assistant.id, fileIds: JSON.stringify(chapterIds), vectorStoreId, syncedAt: now })
    .onConflict("assistantId")
    .merge({ fileIds: JSON.stringify(chapterIds), vectorStoreId, syncedAt: now, updatedAt: knex.fn.now() });
  return { assistant: await assistant.$query(knex).patchAndFetch({ lastSyncedAt: now }), outcome };
}

/** When the index was last brought up to date for this assistant; null before its first sync. */
export async function lastSyncOf(db: Knex | Knex.Transaction, assistantId: number): Promise<Date | null> {
  return (await AiAssistantFileSearch.query(db).findOne({ assistantId }))?.syncedAt ?? null;
}
