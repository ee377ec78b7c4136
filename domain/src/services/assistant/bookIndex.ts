/**
 * The book assistant's retrieval (README.md beside this file): the author's
 * current text of each chapter (a staged edit over the published text), cut
 * into passages and indexed with PostgreSQL's full-text search. A sync
 * re-indexes only the chapters whose text or title changed since (their
 * hash); a deleted chapter's passages go with it (the foreign keys cascade). A search ranks passages by how
 * many of the question's words they hold and how close together.
 */
import { createHash } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { parseMarkup } from "../chapters/markupBlocks.ts";
import { splitPassages } from "./passages.ts";

export interface SyncOutcome {
  indexed: number;
  unchanged: number;
  passages: number;
}

interface ChapterText {
  id: number;
  title: string | null;
  markup: string | null;
}

const hashOf = (chapter: ChapterText) => createHash("sha256").update(`${chapter.title ?? ""}\u0000${chapter.markup ?? ""}`).digest("hex");

/** A chapter's paragraphs as plain text, its title first when it has one. */
function paragraphsOf(chapter: ChapterText): string[] {
  const paragraphs = parseMarkup(chapter.markup).map((block) => block.runs.map((run) => run.text).join(""));
  return chapter.title?.trim() ? [chapter.title.trim(), ...paragraphs] : paragraphs;
}

/** Brings the book's index in line with its chapters; answers what it did. */
export async function syncBookIndex(input: { knex: Knex; bookId: number }): Promise<SyncOutcome> {
  const { knex, bookId } = input;
  const chapters = await knex("chapters")
    .where({ bookId })
    .select<ChapterText[]>("id", knex.raw("coalesce(staged_title, title) as title"), knex.raw("coalesce(staged_markup, markup) as markup"));
  const states = new Map((await knex("chapterIndexStates").where({ bookId }).select<Array<{ chapterId: number; contentHash: string }>>("chapterId", "contentHash")).map((row) => [row.chapterId, row.contentHash]));
  const outcome: SyncOutcome = { indexed: 0, unchanged: 0, passages: 0 };
  for (const chapter of chapters) {
    const hash = hashOf(chapter);
    if (states.get(chapter.id) === hash) {
      outcome.unchanged += 1;
      continue;
    }
    const passages = splitPassages(paragraphsOf(chapter));
    await knex.transaction(async (trx) => {
      // Under the chapter's own lock: two syncs of one book write each chapter once.
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('book_index'), ?)", [chapter.id]);
      await trx("bookPassages").where({ chapterId: chapter.id }).delete();
      for (let i = 0; i < passages.length; i += 500) {
        const rows = passages.slice(i, i + 500).map((passage) => ({ bookId, chapterId: chapter.id, position: passage.position, firstParagraph: passage.firstParagraph, content: passage.content }));
        await trx("bookPassages").insert(rows);
      }
      await trx("chapterIndexStates")
        .insert({ chapterId: chapter.id, bookId, contentHash: hash, indexedAt: trx.fn.now() })
        .onConflict("chapterId")
        .merge(["contentHash", "indexedAt"]);
    });
    outcome.indexed += 1;
    outcome.passages += passages.length;
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

/**
 * The passages of the book that best answer `question`: any of its words
 * (stemmed, common words left out) may match; passages holding more of them,
 * closer together, come first.
 */
export async function searchBook(input: { knex: Knex | Knex.Transaction; bookId: number; question: string; limit?: number }): Promise<PassageHit[]> {
  const { knex, bookId } = input;
  const limit = input.limit ?? 8;
  const result = await knex.raw<{ rows: Array<{ passage_id: number; chapter_id: number; chapter_number: number; chapter_title: string | null; first_paragraph: number; content: string; rank: number }> }>(
    `WITH words AS (
       SELECT string_agg(quote_literal(lexeme), ' | ') AS terms FROM unnest(to_tsvector('english', :question))
     ), query AS (
       SELECT to_tsquery('english', terms) AS q FROM words WHERE terms IS NOT NULL
     )
     SELECT p.id AS passage_id, p.chapter_id, c.number AS chapter_number, coalesce(c.staged_title, c.title) AS chapter_title, p.first_paragraph, p.content,
            ts_rank_cd(p.search, query.q, 32) AS rank
       FROM book_passages p
       JOIN query ON p.search @@ query.q
       JOIN chapters c ON c.id = p.chapter_id
      WHERE p.book_id = :bookId
      ORDER BY rank DESC, c.number, p.position
      LIMIT :limit`,
    { question: input.question, bookId, limit },
  );
  return result.rows.map((row) => ({
    passageId: Number(row.passage_id),
    chapterId: Number(row.chapter_id),
    chapterNumber: row.chapter_number,
    chapterTitle: row.chapter_title,
    firstParagraph: row.first_paragraph,
    content: row.content,
    rank: Number(row.rank),
  }));
}
