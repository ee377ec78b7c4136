import type { Knex } from "@storyloom/db";
import { StoryBookBeat } from "@storyloom/db/models";
import { listChapters } from "../chapters/listChapters.ts";
import type { ChapterSummary } from "../chapters/listChapters.ts";

/** A book's outline: its beats in order, each with its chapters, and the chapters under no beat. */
export interface Outline {
  beats: { beat: StoryBookBeat; chapters: ChapterSummary[] }[];
  unassignedChapters: ChapterSummary[];
}

/** The book's beats in outline order. */
export async function listBeats(db: Knex | Knex.Transaction, bookId: number): Promise<StoryBookBeat[]> {
  // By act (beats without one last), then position.
  return StoryBookBeat.query(db).where({ bookId }).orderByRaw("act asc nulls last, order_index asc, id asc");
}

/** The book's beats in outline order with their chapters in reading order. */
export async function listOutline(db: Knex | Knex.Transaction, bookId: number): Promise<Outline> {
  // One after the other: inside a transaction both would share one connection.
  const beats = await listBeats(db, bookId);
  const chapters = await listChapters(db, bookId);
  const byBeat = new Map<number, ChapterSummary[]>(beats.map((beat) => [beat.id, []]));
  const unassignedChapters: ChapterSummary[] = [];
  for (const chapter of chapters) {
    const list = chapter.beatId === null ? undefined : byBeat.get(chapter.beatId);
    (list ?? unassignedChapters).push(chapter);
  }
  return { beats: beats.map((beat) => ({ beat, chapters: byBeat.get(beat.id) ?? [] })), unassignedChapters };
}
