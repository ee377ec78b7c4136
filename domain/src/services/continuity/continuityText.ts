/**
 * What the rule checks read (README.md beside this file): a chapter as its
 * paragraphs' plain text, cut into sentences that know their paragraph, and
 * the story bible's characters and lore entries with the forms of their names
 * a text uses. Pure.
 */

export interface CheckedChapter {
  id: number;
  number: number;
  title: string | null;
  /** The paragraphs' plain text, in order (empty ones left out). */
  paragraphs: string[];
}

export interface BibleCharacter {
  id: number;
  name: string;
  overview: string | null;
  physical: string | null;
  mental: string | null;
  skills: string | null;
}

export interface BibleLore {
  id: number;
  name: string;
  type: string | null;
  description: string | null;
}

/** The text a continuity check reads: the chapter, the chapters before it, and the story bible. */
export interface ContinuityInput {
  chapter: CheckedChapter;
  /** Chapters with a lower number, in order. */
  earlier: CheckedChapter[];
  characters: BibleCharacter[];
  lores: BibleLore[];
}

export interface Sentence {
  text: string;
  /** The chapter's paragraph (from 1) it is in. */
  paragraph: number;
}

const SENTENCE = /[^.!?]+(?:[.!?]+["'\u201d\u2019)]*|$)/g;

/** A paragraph's sentences, trimmed; a text without sentence ends is one sentence. */
export function splitSentences(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((sentence) => sentence.trim()).filter((sentence) => sentence !== "");
}

/** Every sentence of a chapter with its paragraph number. */
export function sentencesOf(chapter: Pick<CheckedChapter, "paragraphs">): Sentence[] {
  return chapter.paragraphs.flatMap((paragraph, index) => splitSentences(paragraph).map((text) => ({ text, paragraph: index + 1 })));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The forms of a character's name a sentence may use: the full name, and its
 * first word when no other character's name starts with the same word
 * ("Mara Quell" is also "Mara").
 */
export function nameFormsOf(character: Pick<BibleCharacter, "id" | "name">, characters: ReadonlyArray<Pick<BibleCharacter, "id" | "name">>): string[] {
  const full = character.name.trim().replace(/\s+/g, " ");
  if (full === "") return [];
  const first = full.split(" ")[0] ?? full;
  const shared = characters.some((other) => other.id !== character.id && other.name.trim().split(/\s+/)[0]?.toLowerCase() === first.toLowerCase());
  return first !== full && first.length >= 3 && !shared ? [full, first] : [full];
}

/** A pattern matching any of the name forms as whole words, possessive included ("Mara's"). */
export function namePattern(forms: readonly string[]): string {
  return `(?:${[...forms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})`;
}

/** Whether a sentence names the character (a whole word, any of its forms, as written: names are capitalised). */
export function mentions(sentence: string, forms: readonly string[]): boolean {
  if (forms.length === 0) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${namePattern(forms)}(?![\\p{L}\\p{N}])`, "u").test(sentence);
}

/** The text of a character's story bible entry, field by field, in the order its physical description is looked for. */
export function characterFields(character: BibleCharacter): Array<{ field: "physical" | "overview" | "mental" | "skills"; text: string }> {
  return (["physical", "overview", "mental", "skills"] as const).flatMap((field) => {
    const text = character[field];
    return text && text.trim() !== "" ? [{ field, text }] : [];
  });
}
