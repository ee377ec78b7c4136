/** Builders of the rule checks' input for their unit tests. */
import type { BibleCharacter, BibleLore, CheckedChapter, ContinuityInput } from "./continuityText.ts";

export function character(id: number, name: string, fields: Partial<Omit<BibleCharacter, "id" | "name">> = {}): BibleCharacter {
  return { id, name, overview: null, physical: null, mental: null, skills: null, ...fields };
}

export function lore(id: number, name: string, description: string | null = null): BibleLore {
  return { id, name, type: "LOCATION", description };
}

export function chapter(number: number, ...paragraphs: string[]): CheckedChapter {
  return { id: 100 + number, number, title: null, paragraphs };
}

/** The last chapter given is the one checked; the others come before it. */
export function continuityInput(input: { chapters: CheckedChapter[]; characters?: BibleCharacter[]; lores?: BibleLore[] }): ContinuityInput {
  const checked = input.chapters.at(-1);
  if (!checked) throw new Error("give at least the chapter to check");
  return { chapter: checked, earlier: input.chapters.slice(0, -1), characters: input.characters ?? [], lores: input.lores ?? [] };
}
