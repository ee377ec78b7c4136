/**
 * The book assistant's retrieval (README.md beside this file): the author's
 * current text of each chapter (a staged edit over the published text), cut
 * into passages and indexed with PostgreSQL's full-text search. A sync
 * re-indexes only the chapters whose text or title changed since (their
 * hash); a deleted chapter's passages go with it (the foreign keys cascade). A search ranks passages by how
 * many of the question's words they hold and how close together. When the
 * server has an embeddings model (embeddings.ts), each passage also keeps its
 * vector, and a search fuses the full-text ranking with the passages closest
 * in meaning to the question (reciprocal rank fusion): a question that shares
 * no word with its answer still finds it.
 */
import { createHash } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { parseMarkup } from "../chapters/markupBlocks.ts";
import { bytesToVector, cosine, vectorToBytes } from "./embeddings.ts";
import type { Embedder } from "./embeddings.ts";
import { splitPassages } from "./passages.ts";

export interface SyncOutcome {
  indexed: number;
  unchanged: number;
  passages: number;
  /** Passages given a vector (0 without an embeddings model). */
  embedded: number;
}

/** Told when the embeddings model failed (the chapter is indexed for full-text search, and embedded at the next sync). */
export type OnEmbeddingFailure = (error: unknown) => void;

interface ChapterText {
  id: number;
  title: string | null;
  markup: string | null;
}

const hashOf = (chapter: ChapterText) =>
  createHash("sha256")
    .update(`${chapter.title ?? ""}\u0000${chapter.markup ?? ""}`)
    .digest("hex");

/** A chapter's paragraphs as plain text, its title first when it has one. */
function paragraphsOf(chapter: ChapterText): string[] {
  const paragraphs = parseMarkup(chapter.markup).map((block) => block.runs.map((run) => run.text).join(""));
  return chapter.title?.trim() ? [chapter.title.trim(), ...paragraphs] : paragraphs;
}

/** Brings the book's index in line with its chapters; answers what it did. */
export async function syncBookIndex(input: {
  knex: Knex;
  bookId: number;
  embedder?: Embedder | null;
  onEmbeddingFailure?: OnEmbeddingFailure;
}): Promise<SyncOutcome> {
  const { knex, bookId } = input;
  const embedder = input.embedder ?? null;
  const chapters = await knex("chapters")
    .where({ bookId })
    .select<ChapterText[]>("id", knex.raw("coalesce(staged_title, title) as title"), knex.raw("coalesce(staged_markup, markup) as markup"));
  const states = new Map(
    (
      await knex("chapterIndexStates")
        .where({ bookId })
        .select<Array<{ chapterId: number; contentHash: string; embeddingModel: string | null }>>("chapterId", "contentHash", "embeddingModel")
    ).map((row) => [row.chapterId, row]),
  );
  const outcome: SyncOutcome = { indexed: 0, unchanged: 0, passages: 0, embedded: 0 };
  for (const chapter of chapters) {
    const hash = hashOf(chapter);
    const state = states.get(chapter.id);
    // Unchanged, and embedded with the model in use (a new model, or one that failed last time, embeds again).
    if (state?.contentHash === hash && (embedder === null || state.embeddingModel === embedder.model)) {
      outcome.unchanged += 1;
      continue;
    }
    const passages = splitPassages(paragraphsOf(chapter));
    let vectors: Float32Array[] | null = null;
    if (embedder && passages.length > 0) {
      try {
        vectors = await embedder.embed(passages.map((passage) => passage.content));
      } catch (error) {
        input.onEmbeddingFailure?.(error);
      }
    }
    const embeddingModel = vectors && embedder ? embedder.model : null;
    await knex.transaction(async (trx) => {
      // Under the chapter's own lock: two syncs of one book write each chapter once.
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('book_index'), ?)", [chapter.id]);
      await trx("bookPassages").where({ chapterId: chapter.id }).delete();
      for (let i = 0; i < passages.length; i += 500) {
        const rows = passages.slice(i, i + 500).map((passage, j) => {
          const vector = vectors?.[i + j];
          return {
            bookId,
            chapterId: chapter.id,
            position: passage.position,
            firstParagraph: passage.firstParagraph,
            content: passage.content,
            embedding: vector ? vectorToBytes(vector) : null,
            embeddingModel: vector ? embeddingModel : null,
          };
        });
        await trx("bookPassages").insert(rows);
      }
      await trx("chapterIndexStates")
        .insert({ chapterId: chapter.id, bookId, contentHash: hash, indexedAt: trx.fn.now(), embeddingModel })
        .onConflict("chapterId")
        .merge(["contentHash", "indexedAt", "embeddingModel"]);
    });
    outcome.indexed += 1;
    outcome.passages += passages.length;
    outcome.embedded += vectors ? passages.length : 0;
  }
  return outcome;
}

export interface PassageHit {
  passageId: number;
  chapterId: number;
  /** The chapter's place in the book, from 1. */
  chapterNumber: number;
  chapterTitle: string | null;
  firstParagraph: number;
  content: string;
  rank: number;
}

/** Candidates each ranking brings to the fusion. */
const CANDIDATES = 30;
/** Reciprocal rank fusion's constant: a passage's score is the sum of 1 / (k + its place) in each ranking. */
const RRF_K = 60;

type PassageRow = {
  passage_id: number;
  chapter_id: number;
  chapter_number: number;
  chapter_title: string | null;
  first_paragraph: number;
  content: string;
  rank: number;
};

function hitOf(row: PassageRow, rank: number): PassageHit {
  return {
    passageId: Number(row.passage_id),
    chapterId: Number(row.chapter_id),
    chapterNumber: row.chapter_number,
    chapterTitle: row.chapter_title,
    firstParagraph: row.first_paragraph,
    content: row.content,
    rank,
  };
}

const PASSAGE_COLUMNS =
  "p.id AS passage_id, p.chapter_id, c.number AS chapter_number, coalesce(c.staged_title, c.title) AS chapter_title, p.first_paragraph, p.content";

async function fullTextHits(knex: Knex | Knex.Transaction, bookId: number, question: string, limit: number): Promise<PassageRow[]> {
  const result = await knex.raw<{ rows: PassageRow[] }>(
    `WITH words AS (
       SELECT string_agg(quote_literal(lexeme), ' | ') AS terms FROM unnest(to_tsvector('english', :question))
     ), query AS (
       SELECT to_tsquery('english', terms) AS q FROM words WHERE terms IS NOT NULL
     )
     SELECT ${PASSAGE_COLUMNS}, ts_rank_cd(p.search, query.q, 32) AS rank
       FROM book_passages p
       JOIN query ON p.search @@ query.q
       JOIN chapters c ON c.id = p.chapter_id
      WHERE p.book_id = :bookId
      ORDER BY rank DESC, c.number, p.position
      LIMIT :limit`,
    { question, bookId, limit },
  );
  return result.rows;
}

/** The book's passages closest in meaning to the question, by cosine similarity of their vectors. */
async function nearestPassageIds(knex: Knex | Knex.Transaction, bookId: number, embedder: Embedder, question: string, limit: number): Promise<number[]> {
  const [asked] = await embedder.embed([question]);
  if (!asked) return [];
  const rows = await knex("bookPassages")
    .where({ bookId, embeddingModel: embedder.model })
    .whereNotNull("embedding")
    .select<Array<{ id: number; embedding: Buffer }>>("id", "embedding");
  return rows
    .map((row) => ({ id: Number(row.id), similarity: cosine(asked, bytesToVector(row.embedding)) }))
    .filter((row) => row.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit)
    .map((row) => row.id);
}

/**
 * The passages of the book that best answer `question`: any of its words
 * (stemmed, common words left out) may match; passages holding more of them,
 * closer together, come first. With an embeddings model, the passages
 * closest in meaning join them (reciprocal rank fusion); if the model fails,
 * full-text search answers alone.
 */
export async function searchBook(input: {
  knex: Knex | Knex.Transaction;
  bookId: number;
  question: string;
  limit?: number;
  embedder?: Embedder | null;
  onEmbeddingFailure?: OnEmbeddingFailure;
}): Promise<PassageHit[]> {
  const { knex, bookId, question } = input;
  const limit = input.limit ?? 8;
  if (!input.embedder) return (await fullTextHits(knex, bookId, question, limit)).map((row) => hitOf(row, Number(row.rank)));

  const textual = await fullTextHits(knex, bookId, question, Math.max(limit, CANDIDATES));
  let nearest: number[] = [];
  try {
    nearest = await nearestPassageIds(knex, bookId, input.embedder, question, Math.max(limit, CANDIDATES));
  } catch (error) {
    input.onEmbeddingFailure?.(error);
  }
  const scores = new Map<number, number>();
  const add = (id: number, place: number) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + place + 1));
  textual.forEach((row, place) => add(Number(row.passage_id), place));
  nearest.forEach((id, place) => add(id, place));
  const chosen = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  const known = new Map(textual.map((row) => [Number(row.passage_id), row]));
  const missing = chosen.map(([id]) => id).filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await knex.raw<{ rows: PassageRow[] }>(
      `SELECT ${PASSAGE_COLUMNS}, 0 AS rank FROM book_passages p JOIN chapters c ON c.id = p.chapter_id WHERE p.book_id = ? AND p.id = ANY(?)`,
      [bookId, missing],
    );
    for (const row of rows.rows) known.set(Number(row.passage_id), row);
  }
  return chosen.flatMap(([id, score]) => {
    const row = known.get(id);
    return row ? [hitOf(row, score)] : [];
  });
}
