import type { ChapterSummaryView, OutlineBeatView, OutlineView, UpdateManyBeatsBody } from "@storyloom/api/client";

/** An act as the board shows it: 1, 2, 3… or null for beats in no act. */
export type Act = number | null;

export interface ActGroup {
  act: Act;
  beats: OutlineBeatView[];
}

/** The acts shown: at least 1–3 (the usual shape), up to the highest act used, then "no act" when a beat has none. */
export function groupByAct(beats: OutlineBeatView[]): ActGroup[] {
  const highest = Math.max(3, ...beats.map((beat) => beat.act ?? 0));
  const groups: ActGroup[] = Array.from({ length: highest }, (_, index) => ({ act: index + 1, beats: [] }));
  const loose: OutlineBeatView[] = [];
  for (const beat of beats) {
    if (beat.act === null) loose.push(beat);
    else groups[beat.act - 1]!.beats.push(beat);
  }
  return loose.length > 0 ? [...groups, { act: null, beats: loose }] : groups;
}

export function actLabel(act: Act): string {
  return act === null ? "No act" : `Act ${act}`;
}

/** The beats in board order with each one's place (orderIndex) renumbered 0, 1, 2…. */
function flatten(groups: ActGroup[]): OutlineBeatView[] {
  return groups.flatMap((group) => group.beats.map((beat) => ({ ...beat, act: group.act }))).map((beat, index) => ({ ...beat, orderIndex: index }));
}

/**
 * One step up or down the board: within its act, or into the end (up) or
 * start (down) of the neighbouring act. Null when it is already at the edge.
 */
export function moveBeatStep(beats: OutlineBeatView[], beatId: number, direction: "up" | "down"): OutlineBeatView[] | null {
  const groups = groupByAct(beats).map((group) => ({ ...group, beats: [...group.beats] }));
  const g = groups.findIndex((group) => group.beats.some((beat) => beat.id === beatId));
  if (g < 0) return null;
  const list = groups[g]!.beats;
  const i = list.findIndex((beat) => beat.id === beatId);
  const [beat] = list.splice(i, 1);
  if (direction === "up") {
    if (i > 0) list.splice(i - 1, 0, beat!);
    else if (g > 0) groups[g - 1]!.beats.push(beat!);
    else return null;
  } else if (i < list.length) list.splice(i + 1, 0, beat!);
  else if (g < groups.length - 1) groups[g + 1]!.beats.unshift(beat!);
  else return null;
  return flatten(groups);
}

/** A dropped beat: before `beforeId` (taking its act), or at the end of `act` when dropped on the act itself. */
export function placeBeat(beats: OutlineBeatView[], beatId: number, target: { beforeId: number } | { act: Act }): OutlineBeatView[] | null {
  const moving = beats.find((beat) => beat.id === beatId);
  if (!moving || ("beforeId" in target && target.beforeId === beatId)) return null;
  const groups = groupByAct(beats.filter((beat) => beat.id !== beatId)).map((group) => ({ ...group, beats: [...group.beats] }));
  if ("beforeId" in target) {
    const group = groups.find((candidate) => candidate.beats.some((beat) => beat.id === target.beforeId));
    if (!group) return null;
    group.beats.splice(
      group.beats.findIndex((beat) => beat.id === target.beforeId),
      0,
      moving,
    );
  } else {
    const group = groups.find((candidate) => candidate.act === target.act);
    if (group) group.beats.push(moving);
    else groups.push({ act: target.act, beats: [moving] });
  }
  return flatten(groups);
}

/** The act and position of a beat in a board order, for announcements. */
export function whereIs(beats: OutlineBeatView[], beatId: number): string {
  const group = groupByAct(beats).find((candidate) => candidate.beats.some((beat) => beat.id === beatId));
  if (!group) return "";
  const position = group.beats.findIndex((beat) => beat.id === beatId) + 1;
  return `${actLabel(group.act)}, position ${position} of ${group.beats.length}`;
}

/** The update-many body that saves a board order (and deletions). */
export function saveBody(beats: OutlineBeatView[], deletedIds: number[] = []): UpdateManyBeatsBody {
  return {
    beats: beats.map((beat, index) => ({
      id: beat.id > 0 ? beat.id : undefined,
      name: beat.name?.trim() ? beat.name : "Untitled beat",
      purpose: beat.purpose,
      description: beat.description,
      act: beat.act,
      orderIndex: index,
    })),
    deletedIds,
  };
}

let nextTemporaryId = 0;

/** A beat not saved yet, shown until the server answers with its id (negative ids are never the server's). */
export function newBeat(bookId: number, fields: { name: string; purpose: string | null; description: string | null; act: Act }): OutlineBeatView {
  nextTemporaryId -= 1;
  return { id: nextTemporaryId, bookId, ...fields, orderIndex: 0, chapters: [] };
}

/** What a bulk save will make of the outline: the beats in board order, deleted beats' chapters under no beat. */
export function predictSave(outline: OutlineView, shown: OutlineBeatView[], deletedIds: number[] = []): OutlineView {
  const deleted = new Set(deletedIds);
  const freed = outline.beats.filter((beat) => deleted.has(beat.id)).flatMap((beat) => beat.chapters);
  return {
    beats: shown.filter((beat) => !deleted.has(beat.id)),
    unassignedChapters: [...outline.unassignedChapters, ...freed].sort((a, b) => a.number - b.number),
  };
}

/** What a move of chapters into a beat will look like: they leave their places and join the end of the beat. */
export function predictMoveChapters(outline: OutlineView, beatId: number, chapterIds: number[]): OutlineView {
  const moving = new Set(chapterIds);
  const all: ChapterSummaryView[] = [...outline.unassignedChapters, ...outline.beats.flatMap((beat) => beat.chapters)];
  const moved = chapterIds.flatMap((id) => all.filter((chapter) => chapter.id === id));
  const keep = (chapters: ChapterSummaryView[]) => chapters.filter((chapter) => !moving.has(chapter.id));
  return {
    beats: outline.beats.map((beat) => ({ ...beat, chapters: beat.id === beatId ? [...keep(beat.chapters), ...moved] : keep(beat.chapters) })),
    unassignedChapters: keep(outline.unassignedChapters),
  };
}
