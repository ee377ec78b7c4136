/**
 * Names (README.md beside this file): a capitalised word of the checked
 * chapter a letter or two away from a story bible name (isMisspellingOf) (a character's, or a
 * place's or any lore entry's) but no known name itself: "Did you mean X?".
 * What is left alone: words of four letters or fewer, words the text also uses
 * in lower case (an ordinary word at the start of a sentence), a short list of
 * common capitalised words, words the earlier chapters use too (established
 * names of the book), and a name's plural. Pure.
 */
import { sentencesOf } from "./continuityText.ts";
import type { ContinuityInput } from "./continuityText.ts";
import { findingId } from "./findings.ts";
import type { Finding, RestsOn } from "./findings.ts";

const MIN_LENGTH = 4;

/** Capitalised words common at the start of a sentence or as titles, never flagged. */
const COMMON = new Set(
  `about after again against also although another because before behind being below beneath beside besides between beyond both could during each either even every everyone everything from have having here however inside instead into just later maybe meanwhile might more most much must near neither never next none nothing once only other others over perhaps please quite rather really several shall should since some someone something sometimes still such than that their them then there therefore these they thing this those though through thus today tomorrow tonight together under unless until upon very were what whatever when whenever where whether which while whoever whom whose with within without would yesterday your yours
  monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december
  mister missus lord lady king queen prince princess captain doctor father mother brother sister uncle aunt grandma grandpa master mistress sergeant general professor`
    .split(/\s+/)
    .filter(Boolean),
);

/** Edits (insert, delete, substitute, swap two neighbours) between two words: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] ?? [];
      const above = d[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** Shorter words than this are misspellings only by a letter dropped, doubled or swapped: one letter changed is too often another word ("Mars", "Mara"). */
const SHORT = 6;

/**
 * Whether a word reads as a misspelling of a name: one edit away, two from
 * eight letters; a short word not by a changed letter.
 */
export function isMisspellingOf(word: string, name: string): boolean {
  const a = word.toLowerCase();
  const b = name.toLowerCase();
  const distance = editDistance(a, b);
  if (distance === 0 || distance > (Math.min(a.length, b.length) >= 8 ? 2 : 1)) return false;
  if (Math.min(a.length, b.length) >= SHORT) return true;
  return a.length !== b.length || [...a].sort().join("") === [...b].sort().join("");
}

interface KnownName {
  word: string;
  restsOn: RestsOn;
  label: string;
}

const WORD = /(?<![\p{L}\p{N}'\u2019-])\p{Lu}\p{Ll}+(?:['\u2019-]\p{Lu}?\p{Ll}+)*/gu;
const wordsOf = (text: string) => [...text.matchAll(WORD)].map((match) => match[0].replace(/['\u2019]s$/u, ""));

function knownNamesOf(input: ContinuityInput): KnownName[] {
  const entries = [
    ...input.characters.map((character) => ({
      name: character.name,
      restsOn: { source: "CHARACTER" as const, id: character.id, name: character.name, text: character.physical ?? character.overview ?? character.name },
    })),
    ...input.lores.map((lore) => ({
      name: lore.name,
      restsOn: { source: "LORE" as const, id: lore.id, name: lore.name, text: lore.description ?? lore.name },
    })),
  ];
  return entries.flatMap(({ name, restsOn }) =>
    name
      .split(/[\s-]+/)
      .filter((word) => word.length >= MIN_LENGTH)
      .map((word) => ({ word, restsOn, label: name.trim() })),
  );
}

/** Words of the checked chapter that look like a misspelt story bible name, each once, with the sentence it first appears in. */
export function checkNames(input: ContinuityInput): Finding[] {
  const known = knownNamesOf(input);
  if (known.length === 0) return [];
  const knownWords = new Set(known.map((name) => name.word.toLowerCase()));
  const chapterText = input.chapter.paragraphs.join("\n");
  const earlierText = input.earlier.flatMap((chapter) => chapter.paragraphs).join("\n");
  const established = new Set(wordsOf(earlierText));
  const lowerCase = new Set((`${chapterText}\n${earlierText}`.match(/(?<![\p{L}])\p{Ll}+/gu) ?? []).map((word) => word.toLowerCase()));
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const sentence of sentencesOf(input.chapter)) {
    for (const word of wordsOf(sentence.text)) {
      const lower = word.toLowerCase();
      if (seen.has(lower) || word.length < MIN_LENGTH || knownWords.has(lower) || COMMON.has(lower) || lowerCase.has(lower) || established.has(word)) continue;
      seen.add(lower);
      const candidates = known
        .filter((name) => !(lower === `${name.word.toLowerCase()}s` || `${lower}s` === name.word.toLowerCase()))
        .filter((name) => isMisspellingOf(word, name.word))
        .map((name) => ({ name, distance: editDistance(lower, name.word.toLowerCase()) }))
        .sort((a, b) => a.distance - b.distance);
      const best = candidates[0];
      if (!best) continue;
      findings.push({
        id: findingId("NAME", word, sentence.text),
        kind: "NAME",
        severity: "LOW",
        message: `“${word}” is not a name in the story bible. Did you mean ${best.name.word}${best.name.label !== best.name.word ? ` (${best.name.label})` : ""}?`,
        quote: { text: sentence.text, paragraph: sentence.paragraph },
        restsOn: [best.name.restsOn],
        bibleUpdate: null,
      });
    }
  }
  return findings;
}
