import type { StoryBookBeat } from "@storyloom/db/models";
import type { Outline } from "@storyloom/domain/services/beats/listOutline.ts";
import { presentChapterSummary } from "./chapters.ts";
import type { BeatView, OutlineBeatView, OutlineView } from "./views/beats.ts";

export type { BeatView, OutlineView };

export function presentBeat(beat: StoryBookBeat): BeatView {
  return {
    id: beat.id,
    bookId: beat.bookId,
    name: beat.name,
    purpose: beat.purpose,
    description: beat.description,
    act: beat.act,
    orderIndex: beat.orderIndex,
  };
}

/** The outline screen's data: beats with their chapters, then the chapters under no beat. */
export function presentOutline(outline: Outline): OutlineView {
  return {
    beats: outline.beats.map(({ beat, chapters }): OutlineBeatView => ({ ...presentBeat(beat), chapters: chapters.map(presentChapterSummary) })),
    unassignedChapters: outline.unassignedChapters.map(presentChapterSummary),
  };
}
