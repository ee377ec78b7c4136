import { describe, expect, it } from "vitest";
import type { ChapterSummaryView, OutlineBeatView, OutlineView } from "@storyloom/api/client";
import { groupByAct, moveBeatStep, placeBeat, predictMoveChapters, predictSave, saveBody, whereIs } from "./outlineMoves.ts";

function chapter(id: number, number: number): ChapterSummaryView {
  return {
    id,
    number,
    title: `C${id}`,
    status: "DRAFT",
    customNumbering: null,
    wordCount: 0,
    updatedAt: "2026-11-24T00:00:00.000Z",
    version: 1,
    hasStagedChanges: false,
  };
}

function beat(id: number, act: number | null, chapters: ChapterSummaryView[] = []): OutlineBeatView {
  return { id, bookId: 1, name: `B${id}`, purpose: null, description: null, act, orderIndex: 0, chapters };
}

const order = (beats: OutlineBeatView[] | null) => beats?.map((b) => [b.id, b.act, b.orderIndex]);

describe("the outline board's moves", () => {
  const beats = [beat(1, 1), beat(2, 1), beat(3, 2), beat(4, null)];

  it("shows acts 1 to 3 at least, then the beats in no act", () => {
    expect(groupByAct(beats).map((group) => [group.act, group.beats.map((b) => b.id)])).toEqual([
      [1, [1, 2]],
      [2, [3]],
      [3, []],
      [null, [4]],
    ]);
    expect(groupByAct([beat(9, 5)]).map((group) => group.act)).toEqual([1, 2, 3, 4, 5]);
  });

  it("moves a beat within its act, then across into the neighbouring act, and not past the edges", () => {
    expect(order(moveBeatStep(beats, 2, "up"))).toEqual([
      [2, 1, 0],
      [1, 1, 1],
      [3, 2, 2],
      [4, null, 3],
    ]);
    expect(order(moveBeatStep(beats, 2, "down"))).toEqual([
      [1, 1, 0],
      [2, 2, 1],
      [3, 2, 2],
      [4, null, 3],
    ]);
    expect(order(moveBeatStep(beats, 3, "down"))).toEqual([
      [1, 1, 0],
      [2, 1, 1],
      [3, 3, 2],
      [4, null, 3],
    ]);
    expect(moveBeatStep(beats, 1, "up")).toBeNull();
    expect(moveBeatStep(beats, 4, "down")).toBeNull();
    expect(whereIs(moveBeatStep(beats, 2, "down")!, 2)).toBe("Act 2, position 1 of 2");
  });

  it("places a dropped beat before another (taking its act) or at the end of an act", () => {
    expect(order(placeBeat(beats, 4, { beforeId: 1 }))).toEqual([
      [4, 1, 0],
      [1, 1, 1],
      [2, 1, 2],
      [3, 2, 3],
    ]);
    expect(order(placeBeat(beats, 1, { act: 3 }))).toEqual([
      [2, 1, 0],
      [3, 2, 1],
      [1, 3, 2],
      [4, null, 3],
    ]);
    expect(placeBeat(beats, 1, { beforeId: 1 })).toBeNull();
  });

  it("saves new beats without an id, and shows a deleted beat's chapters under no beat", () => {
    const outline: OutlineView = { beats: [beat(1, 1, [chapter(10, 2)]), beat(2, 1)], unassignedChapters: [chapter(11, 1)] };
    const body = saveBody([beat(-5, 1), outline.beats[1]!], [1]);
    expect(body).toEqual({
      beats: [
        { id: undefined, name: "B-5", purpose: null, description: null, act: 1, orderIndex: 0 },
        { id: 2, name: "B2", purpose: null, description: null, act: 1, orderIndex: 1 },
      ],
      deletedIds: [1],
    });
    expect(predictSave(outline, [outline.beats[1]!], [1]).unassignedChapters.map((c) => c.id)).toEqual([11, 10]);
  });

  it("shows moved chapters at the end of their new beat", () => {
    const outline: OutlineView = { beats: [beat(1, 1, [chapter(10, 1)]), beat(2, 1, [chapter(12, 3)])], unassignedChapters: [chapter(11, 2)] };
    const moved = predictMoveChapters(outline, 2, [11, 10]);
    expect(moved.beats.map((b) => b.chapters.map((c) => c.id))).toEqual([[], [12, 11, 10]]);
    expect(moved.unassignedChapters).toEqual([]);
  });
});
