// The book assistant's retrieval (issue 10): a 300,000-word book of 60
// chapters is written into the bench stack's database, indexed from nothing
// (timed), re-synced unchanged and after one chapter's edit (timed), then
// asked 500 questions one at a time (each a search over its passages, as the
// assistant runs before answering). Goal: p99 under 100 ms. Then the same
// with an embeddings model (the fake OpenAI's, through the real SDK): the
// book embedded from nothing, and the questions answered by the fused
// ranking (each question embedded, the book's vectors compared).
import { performance } from "node:perf_hooks";
import { bindModels, createKnex } from "@storyloom/db";
import { Book, Chapter } from "@storyloom/db/models";
import { createAiClients } from "@storyloom/domain/integrations/ai.ts";
import { searchBook, syncBookIndex } from "@storyloom/domain/services/assistant/bookIndex.ts";
import { embedderOf } from "@storyloom/domain/services/assistant/embeddings.ts";
import type { Embedder } from "@storyloom/domain/services/assistant/embeddings.ts";
import { startFakeOpenAi } from "@storyloom/testkit/fakes/openai";
import { benchDatabaseUrl } from "./src/psql.ts";

const CHAPTERS = 60;
const WORDS_PER_CHAPTER = 5_000;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 500);
const GOAL_P99_MS = 100;

// A vocabulary large enough that words are not all everywhere: names, places and things that recur unevenly.
const NAMES = ["wren", "margit", "tomas", "ada", "hana", "bram", "chioma", "dmitri", "lucia", "noor", "rosa", "sol", "elena", "sam", "rita", "cora"];
const PLACES = [
  "harbour",
  "quay",
  "orchard",
  "lighthouse",
  "ferry",
  "market",
  "chapel",
  "mill",
  "bridge",
  "station",
  "tavern",
  "library",
  "garden",
  "river",
  "cliff",
  "forge",
];
const THINGS = [
  "lantern",
  "letter",
  "ring",
  "map",
  "key",
  "violin",
  "compass",
  "knife",
  "locket",
  "ledger",
  "kettle",
  "coat",
  "boat",
  "clock",
  "mirror",
  "seed",
];
const FILLER = "the and of a to in was she he it that with for on at by her his as had from but not they there were their what when which one all".split(" ");

let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function sentence(): string {
  const words = Array.from({ length: 14 }, (_, i) => (i % 4 === 1 ? pick(NAMES) : i % 4 === 3 ? pick(random() < 0.5 ? PLACES : THINGS) : pick(FILLER)));
  return `${words.join(" ")}.`;
}

function chapterMarkup(): string {
  const paragraphs: string[] = [];
  for (let words = 0; words < WORDS_PER_CHAPTER; words += 112) paragraphs.push(`<p>${Array.from({ length: 8 }, sentence).join(" ")}</p>`);
  return paragraphs.join("");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const knex = createKnex(benchDatabaseUrl(), { applicationName: "storyloom-bench" });
bindModels(knex);
try {
  const author = await knex("authorProfiles").first<{ id: number }>("id");
  const book = await Book.query(knex).insertAndFetch({ type: "STORY", title: `Bench book ${Date.now()}`, authorId: author!.id, status: "DRAFT" });
  const written = performance.now();
  for (let n = 1; n <= CHAPTERS; n += 1)
    await Chapter.query(knex).insert({ bookId: book.id, number: n, title: `Chapter ${n}`, markup: chapterMarkup(), status: "DRAFT" });
  console.log(
    `wrote ${CHAPTERS} chapters of ${WORDS_PER_CHAPTER} words (${CHAPTERS * WORDS_PER_CHAPTER} words) in ${((performance.now() - written) / 1000).toFixed(1)} s`,
  );

  let started = performance.now();
  const first = await syncBookIndex({ knex, bookId: book.id });
  const fullMs = performance.now() - started;
  console.log(`indexed from nothing: ${first.indexed} chapters, ${first.passages} passages in ${(fullMs / 1000).toFixed(2)} s`);
  started = performance.now();
  const again = await syncBookIndex({ knex, bookId: book.id });
  console.log(`sync with nothing changed: ${again.unchanged} chapters unchanged in ${(performance.now() - started).toFixed(0)} ms`);
  const edited = await Chapter.query(knex).findOne({ bookId: book.id, number: 30 });
  await edited!.$query(knex).patch({ markup: chapterMarkup() });
  started = performance.now();
  const one = await syncBookIndex({ knex, bookId: book.id });
  console.log(`sync after one chapter's edit: ${one.indexed} re-indexed in ${(performance.now() - started).toFixed(0)} ms`);

  const questions = Array.from({ length: QUESTIONS }, (_, i) =>
    i % 3 === 0
      ? `Where did ${pick(NAMES)} leave the ${pick(THINGS)}?`
      : i % 3 === 1
        ? `What happened at the ${pick(PLACES)} with ${pick(NAMES)} and ${pick(NAMES)}?`
        : `Who had the ${pick(THINGS)} near the ${pick(PLACES)}?`,
  );
  async function ask(label: string, embedder: Embedder | null): Promise<void> {
    for (const question of questions.slice(0, 20)) await searchBook({ knex, bookId: book!.id, question, embedder });
    const times: number[] = [];
    let found = 0;
    for (const question of questions) {
      const t = performance.now();
      const hits = await searchBook({ knex, bookId: book!.id, question, embedder });
      times.push(performance.now() - t);
      if (hits.length > 0) found += 1;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(
      `${label}: ${QUESTIONS} questions: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${found} found passages`,
    );
    console.log(p99 < GOAL_P99_MS ? `goal met: p99 under ${GOAL_P99_MS} ms` : `GOAL MISSED: p99 ${p99.toFixed(1)} ms is not under ${GOAL_P99_MS} ms`);
  }
  await ask("full-text search", null);

  const openai = await startFakeOpenAi({ recordRequests: false });
  try {
    const embedder = embedderOf(
      createAiClients({ openai: { apiKey: "bench", baseURL: openai.baseURL }, anthropic: null, simulated: false, embeddingsModel: "text-embedding-3-small" }),
    )!;
    started = performance.now();
    const embedded = await syncBookIndex({ knex, bookId: book.id, embedder });
    console.log(
      `embedded from nothing (the fake model, over loopback): ${embedded.indexed} chapters, ${embedded.embedded} passages in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    await ask("full-text search fused with embeddings", embedder);
  } finally {
    await openai.close();
  }
  await Book.query(knex).deleteById(book.id);
} finally {
  await knex.destroy();
}
