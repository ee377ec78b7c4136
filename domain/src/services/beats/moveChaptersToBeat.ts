import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import type { StoryBookBeat } from "@storyloom/db/models";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { listBeats } from "./listOutline.ts";

interface Placed {
  id: number;
  number: number;
  beatId: number | null;
}

/**
 * Where the moved chapters go in reading order (an index into the book's
 * other chapters): at `position` among the beat's own chapters (default:
 * after its last); into an empty beat, after the last chapter of the beats
 * before it, or else before the first chapter of the beats after it; when no
 * beat has chapters, where the first moved chapter was.
 */
function insertionIndex(input: { rest: Placed[]; beatOrder: number[]; beatId: number; position: number | undefined; firstMovedIndex: number }): number {
  const { rest, beatOrder, beatId, position, firstMovedIndex } = input;
  const own = rest.flatMap((chapter, index) => (chapter.beatId === beatId ? [index] : []));
  if (own.length > 0) {
    if (position !== undefined && position < own.length) return own[position]!;
    return own[own.length - 1]! + 1;
  }
  const rank = new Map(beatOrder.map((id, index) => [id, index]));
  const target = rank.get(beatId)!;
  const rankOf = (chapter: Placed) => (chapter.beatId === null ? undefined : rank.get(chapter.beatId));
  let after = -1;
  let before = -1;
  rest.forEach((chapter, index) => {
    const r = rankOf(chapter);
    if (r === undefined) return;
    if (r < target) after = index;
    else if (before === -1) before = index;
  });
  if (after >= 0) return after + 1;
  if (before >= 0) return before;
  return firstMovedIndex;
}

/**
 * Moves chapters (in the order given) into a beat and renumbers the book so
 * the reading order follows the outline: chapter numbers stay 1…n, the moved
 * chapters side by side where insertionIndex puts them. One UPDATE for the
 * numbers (the (book_id, number) constraint is deferrable and checked after
 * the statement). The caller has locked the book row and authorized
 * "beat.moveChapters".
 */
export async function moveChaptersToBeat(input: {
  trx: Knex.Transaction;
  beat: StoryBookBeat;
  chapterIds: number[];
  position?: number | undefined;
}): Promise<void> {
  const { trx, beat, chapterIds, position } = input;
  const chapters: Placed[] = await Chapter.query(trx).where({ bookId: beat.bookId }).select("id", "number", "beatId").orderBy("number");
  const byId = new Map(chapters.map((chapter) => [chapter.id, chapter]));
  const moved = chapterIds.map((id) => byId.get(id));
  if (moved.some((chapter) => chapter === undefined)) throw new NotFoundError("Chapter not found.");
  const movedIds = new Set(chapterIds);
  const rest = chapters.filter((chapter) => !movedIds.has(chapter.id));

  const ownCount = rest.filter((chapter) => chapter.beatId === beat.id).length;
  if (position !== undefined && position > ownCount) {
    const message = `Must be at most ${ownCount}.`;
    throw new ValidationError(message, { position: message });
  }
  const firstMoved = Math.min(...chapterIds.map((id) => byId.get(id)!.number));
  const firstMovedIndex = rest.filter((chapter) => chapter.number < firstMoved).length;
  const beatOrder = (await listBeats(trx, beat.bookId)).map((b) => b.id);
  const at = insertionIndex({ rest, beatOrder, beatId: beat.id, position, firstMovedIndex });

  const order = [...rest.slice(0, at), ...(moved as Placed[]), ...rest.slice(at)];
  const renumbered = order.flatMap((chapter, index) => (chapter.number === index + 1 ? [] : [[chapter.id, index + 1] as const]));
  if (renumbered.length > 0) {
    const cases = renumbered.map(() => "when ?::bigint then ?::integer").join(" ");
    await Chapter.query(trx)
      .where({ bookId: beat.bookId })
      .whereIn(
        "id",
        renumbered.map(([id]) => id),
      )
      .patch({ number: Chapter.raw(`case id ${cases} end`, renumbered.flat()) });
  }
  await Chapter.query(trx).where({ bookId: beat.bookId }).whereIn("id", chapterIds).patch({ beatId: beat.id });
}
