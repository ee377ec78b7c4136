/** A passage a finding rests on: a story bible entry, or a sentence of an earlier chapter (with its number and paragraph). */
export type ContinuityRestsOnView =
  | { source: "CHARACTER" | "LORE"; id: number; name: string; text: string }
  | { source: "CHAPTER"; id: number; name: string; chapterNumber: number; paragraph: number; text: string };

/** The story bible change accepting a finding makes, through the character or lore PATCH route. */
export interface ContinuityBibleUpdateView {
  entity: "CHARACTER" | "LORE";
  id: number;
  field: "overview" | "physical" | "mental" | "skills" | "description";
  value: string;
}

export interface ContinuityFindingView {
  id: string;
  kind: "TRAIT" | "DEAD_CHARACTER" | "NAME" | "AI";
  severity: "HIGH" | "MEDIUM" | "LOW";
  message: string;
  quote: { text: string; paragraph: number };
  restsOn: ContinuityRestsOnView[];
  bibleUpdate: ContinuityBibleUpdateView | null;
}

export interface ContinuityReportView {
  chapterId: number;
  checkedAt: string;
  findings: ContinuityFindingView[];
  aiUsed: boolean;
  /** What the AI call cost and the balance after (micro-cents); null when the AI was not asked. */
  aiCost: { cost: number; balanceAmount: number } | null;
}
