import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createChapter } from "@storyloom/testkit/factories";
import { startFakeOpenAi } from "@storyloom/testkit/fakes/openai";
import type { FakeOpenAiServer } from "@storyloom/testkit/fakes/openai";
import { createAiClients } from "../../integrations/ai.ts";
import { searchBook, syncBookIndex } from "./bookIndex.ts";
import { embedderOf, EMBEDDING_DIMENSIONS } from "./embeddings.ts";
import type { Embedder } from "./embeddings.ts";

let db: TestDatabase;
let openai: FakeOpenAiServer;
beforeAll(async () => {
  db = await useTestDatabase();
  openai = await startFakeOpenAi();
});
afterAll(async () => {
  await openai.close();
  await db.close();
});

/** The real SDK against the fake OpenAI's embeddings. */
function providerEmbedder(model = "text-embedding-3-small"): Embedder {
  const embedder = embedderOf(
    createAiClients({ openai: { apiKey: "sk-test", baseURL: openai.baseURL }, anthropic: null, simulated: false, embeddingsModel: model }),
  );
  if (!embedder) throw new Error("no embedder");
  return embedder;
}

/**
 * A model that knows a few words mean the same (what embeddings are for):
 * each meaning one dimension. Stands in for a provider whose vectors the
 * fake's word hashing cannot show.
 */
const MEANINGS = [
  ["ship", "vessel", "boat"],
  ["sank", "sink", "down", "drowned"],
  ["storm", "gale", "tempest"],
];
const meaningEmbedder: Embedder = {
  model: "meanings-1",
  embed: async (texts) =>
    texts.map((text) => {
      const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
      return Float32Array.from(MEANINGS.map((group) => words.filter((word) => group.includes(word)).length));
    }),
};

const prose = (topic: string) =>
  `<p>The ferry crossed the harbour at dawn while ${topic} waited on the quay.</p><p>Gulls argued over the nets and the bells of the town rang for the tide.</p>`;

/** A book of five chapters, the answer to "what colour are Wren's eyes" in chapter 3 only. */
async function seededBook() {
  const book = await createBook(db.knex);
  const chapters: Chapter[] = [];
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "The Quay", markup: prose("the lamplighter") }));
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Nets", markup: prose("the fisherman") }));
  chapters.push(
    await createChapter(db.knex, {
      bookId: book.id,
      title: "The Glass Road",
      markup: `${prose("Wren")}<p>Wren's eyes were the grey of river ice, and they did not blink when the lantern swung.</p>`,
    }),
  );
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Bells", markup: prose("the bell-ringer") }));
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Tide", markup: prose("the harbour master") }));
  return { book, chapters };
}

describe("the book index", () => {
  it("answers a question with the passage of the chapter that holds it, and follows an edit after a sync of only that chapter", async () => {
    const { book, chapters } = await seededBook();
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 5, unchanged: 0 });
    const [hit] = await searchBook({ knex: db.knex, bookId: book.id, question: "What colour are Wren's eyes?" });
    expect(hit).toMatchObject({ chapterId: chapters[2]!.id, chapterNumber: 3, chapterTitle: "The Glass Road", firstParagraph: 1 });
    expect(hit!.content).toContain("grey of river ice");

    await chapters[2]!.$query(db.knex).patch({ markup: `${prose("Wren")}<p>Wren's eyes were green as bottle glass.</p>` });
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 1, unchanged: 4 });
    const [after] = await searchBook({ knex: db.knex, bookId: book.id, question: "What colour are Wren's eyes?" });
    expect(after!.content).toContain("green as bottle glass");
    expect(after!.content).not.toContain("river ice");
  });

  it("reads the author's staged edit over the published text, drops a deleted chapter's passages, and finds nothing for words it does not hold", async () => {
    const { book, chapters } = await seededBook();
    await chapters[0]!.$query(db.knex).patch({ status: "PUBLISHED", stagedMarkup: "<p>The lighthouse keeper counted seventeen ships.</p>" });
    await syncBookIndex({ knex: db.knex, bookId: book.id });
    expect((await searchBook({ knex: db.knex, bookId: book.id, question: "How many ships did the keeper count?" }))[0]).toMatchObject({
      chapterId: chapters[0]!.id,
    });

    await Chapter.query(db.knex).findById(chapters[4]!.id).delete();
    expect(await db.knex("bookPassages").where({ chapterId: chapters[4]!.id })).toHaveLength(0);
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 0, unchanged: 4 });
    expect(await searchBook({ knex: db.knex, bookId: book.id, question: "the the and of" })).toEqual([]);
    expect(await searchBook({ knex: db.knex, bookId: book.id, question: "zeppelin" })).toEqual([]);
  });
});

describe("the book index with an embeddings model", () => {
  it("keeps a vector per passage from the provider, answers with the fused ranking, and re-embeds when the model changes", async () => {
    const { book, chapters } = await seededBook();
    const outcome = await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: providerEmbedder() });
    expect(outcome).toMatchObject({ indexed: 5, embedded: outcome.passages });
    const stored = await db.knex("bookPassages").where({ bookId: book.id }).select("embedding", "embeddingModel");
    expect(
      stored.every(
        (row: { embedding: Buffer; embeddingModel: string }) =>
          row.embeddingModel === "text-embedding-3-small" && row.embedding.length === EMBEDDING_DIMENSIONS * 4,
      ),
    ).toBe(true);
    const embeddingCalls = openai.requests.filter((r) => r.path === "/v1/embeddings");
    expect(embeddingCalls[0]!.body).toMatchObject({ model: "text-embedding-3-small", dimensions: EMBEDDING_DIMENSIONS, encoding_format: "float" });

    const [hit] = await searchBook({ knex: db.knex, bookId: book.id, question: "What colour are Wren's eyes?", embedder: providerEmbedder() });
    expect(hit).toMatchObject({ chapterId: chapters[2]!.id, chapterNumber: 3 });

    expect(await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: providerEmbedder() })).toMatchObject({ indexed: 0, unchanged: 5 });
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: providerEmbedder("text-embedding-3-large") })).toMatchObject({
      indexed: 5,
      embedded: outcome.passages,
    });
  });

  it("finds a passage that shares no word with the question, which full-text search alone cannot", async () => {
    const book = await createBook(db.knex);
    const wreck = await createChapter(db.knex, { bookId: book.id, markup: "<p>The ship went down in the gale off Gull Rock.</p>" });
    await createChapter(db.knex, { bookId: book.id, markup: "<p>Mara lit the lamp at dusk and counted the gulls.</p>" });
    await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: meaningEmbedder });
    expect(await searchBook({ knex: db.knex, bookId: book.id, question: "Which vessel sank in the tempest?" })).toEqual([]);
    const [hit] = await searchBook({ knex: db.knex, bookId: book.id, question: "Which vessel sank in the tempest?", embedder: meaningEmbedder });
    expect(hit).toMatchObject({ chapterId: wreck.id });
  });

  it("indexes for full-text search when the model fails, says so, and embeds at the next sync", async () => {
    const { book, chapters } = await seededBook();
    const failures: unknown[] = [];
    const failing: Embedder = { model: "text-embedding-3-small", embed: () => Promise.reject(new Error("the provider is down")) };
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: failing, onEmbeddingFailure: (error) => failures.push(error) })).toMatchObject({
      indexed: 5,
      embedded: 0,
    });
    expect(failures).toHaveLength(5);
    const [hit] = await searchBook({
      knex: db.knex,
      bookId: book.id,
      question: "What colour are Wren's eyes?",
      embedder: failing,
      onEmbeddingFailure: (error) => failures.push(error),
    });
    expect(hit).toMatchObject({ chapterId: chapters[2]!.id });
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id, embedder: providerEmbedder() })).toMatchObject({ indexed: 5 });
  });
});
