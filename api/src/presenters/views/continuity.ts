// Imports only zod and sibling views: see README.md.
import { z } from "zod";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A passage a finding rests on: a story bible entry, or a sentence of an earlier chapter (with its number and paragraph). */
export const continuityRestsOnView = z.discriminatedUnion("source", [
  z.object({ source: z.enum(["CHARACTER", "LORE"]), id: count(), name: z.string(), text: z.string() }),
  z.object({ source: z.literal("CHAPTER"), id: count(), name: z.string(), chapterNumber: count(), paragraph: count(), text: z.string() }),
]);
export type ContinuityRestsOnView = z.output<typeof continuityRestsOnView>;

/** The story bible change accepting a finding makes, through the character or lore PATCH route. */
export const continuityBibleUpdateView = z.object({
  entity: z.enum(["CHARACTER", "LORE"]),
  id: count(),
  field: z.enum(["overview", "physical", "mental", "skills", "description"]),
  value: z.string(),
});
export type ContinuityBibleUpdateView = z.output<typeof continuityBibleUpdateView>;

export const continuityFindingView = z.object({
  id: z.string(),
  kind: z.enum(["TRAIT", "DEAD_CHARACTER", "NAME", "AI"]),
  severity: z.enum(["HIGH", "MEDIUM", "LOW"]),
  message: z.string(),
  quote: z.object({ text: z.string(), paragraph: count() }),
  restsOn: z.array(continuityRestsOnView),
  bibleUpdate: continuityBibleUpdateView.nullable(),
});
export type ContinuityFindingView = z.output<typeof continuityFindingView>;

export const continuityReportView = z.object({
  chapterId: count(),
  checkedAt: isoDateTime(),
  findings: z.array(continuityFindingView),
  aiUsed: z.boolean(),
  aiCost: z
    .object({ cost: count(), balanceAmount: count() })
    .nullable()
    .describe("What the AI call cost and the balance after (micro-cents); null when the AI was not asked."),
});
export type ContinuityReportView = z.output<typeof continuityReportView>;
