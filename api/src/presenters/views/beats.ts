// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { chapterSummaryView } from "./chapters.ts";
import { count } from "./paging.ts";

const beatFields = {
  id: count(),
  bookId: count(),
  name: z.string().nullable(),
  purpose: z.string().nullable(),
  description: z.string().nullable(),
  act: z.number().int().min(1).max(5).nullable().describe("1–5; null: in no act."),
  orderIndex: count().describe("The beat's place in the whole outline, 0-based, in act order."),
};

/** presentBeat: a beat of a book's outline. */
export const beatView = z.object(beatFields).meta({ id: "Beat" });
export type BeatView = z.output<typeof beatView>;

/** A beat with its chapters in reading order. */
export const outlineBeatView = z.object({ ...beatFields, chapters: z.array(chapterSummaryView) }).meta({ id: "OutlineBeat" });
export type OutlineBeatView = z.output<typeof outlineBeatView>;

/** presentOutline: a book's beats in outline order (act, then orderIndex), and the chapters under no beat. */
export const outlineView = z
  .object({
    beats: z.array(outlineBeatView),
    unassignedChapters: z.array(chapterSummaryView),
  })
  .meta({ id: "Outline" });
export type OutlineView = z.output<typeof outlineView>;
