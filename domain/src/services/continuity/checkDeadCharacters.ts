/**
 * Dead characters acting (README.md beside this file): an earlier chapter or
 * the story bible says a character died, and the checked chapter has them
 * speak or act. A death counts when it is said plainly ("Mara died", "Mara
 * was killed", "the death of Mara", "killed Mara", "Mara is dead"), not after
 * "if", "nearly" and the like; acting is dialogue attribution and a short
 * list of verbs right after the name. Pure.
 */
import { characterFields, mentions, namePattern, nameFormsOf, sentencesOf, splitSentences } from "./continuityText.ts";
import type { BibleCharacter, ContinuityInput } from "./continuityText.ts";
import { findingId } from "./findings.ts";
import type { Finding, RestsOn } from "./findings.ts";

const SPEECH =
  "said|says|asked|asks|replied|replies|answered|whispered|shouted|called|cried|muttered|murmured|snapped|added|told|tells|spoke|speaks|yelled|laughed|sighed";
const ACTS = `${SPEECH}|smiled|smiles|grinned|nodded|nods|shrugged|frowned|waved|walked|walks|ran|runs|stood|stands|sat|sits|turned|turns|looked|looks|opened|took|takes|reached|stepped|came|comes|went|entered|left|picked|handed|pointed|knelt|leaned|climbed|rode|drew|grabbed|pulled|pushed|watched|wrote|ate|drank`;

/** Words that make a death not one: it was feared, nearly happened, or is a condition. */
const HEDGED =
  /\b(?:if|unless|whether|lest|nearly|almost|not|never|might|would|could|should|may|feared|pretended|thought|rumoured|rumored)\s+(?:\S+\s+){0,2}$/iu;

function deathPatterns(forms: readonly string[]): RegExp[] {
  const name = namePattern(forms);
  const edge = "(?<![\\p{L}\\p{N}])";
  const end = "(?![\\p{L}\\p{N}])";
  return [
    new RegExp(
      `${edge}(${name})${end}\\s+(?:had\\s+|has\\s+)?(?:died|dies|perished|was (?:killed|murdered|slain|executed|hanged)|is dead|was dead|lay dead|lies dead|had been killed|has been killed)\\b`,
      "u",
    ),
    new RegExp(`\\b(?:the death of|killed|murdered|slew|executed|buried)\\s+(${name})(?![\\p{L}\\p{N}'\u2019])`, "u"),
  ];
}

/** The sentence of `text` where it says the character died, if it does. */
export function deathIn(text: string, forms: readonly string[]): string | null {
  if (forms.length === 0) return null;
  for (const sentence of splitSentences(text)) {
    for (const pattern of deathPatterns(forms)) {
      const match = pattern.exec(sentence);
      if (match && !HEDGED.test(sentence.slice(0, match.index))) return sentence;
    }
  }
  return null;
}

/** Whether a sentence has the character speak or act: "Mara said", "said Mara", "Mara smiled". */
export function actsIn(sentence: string, forms: readonly string[]): boolean {
  if (!mentions(sentence, forms)) return false;
  const name = namePattern(forms);
  const edge = "(?<![\\p{L}\\p{N}])";
  const end = "(?![\\p{L}\\p{N}'\u2019])";
  return (
    new RegExp(`${edge}${name}${end}\\s+(?:\\p{Ll}+ly\\s+)?(?:${ACTS})\\b`, "u").test(sentence) ||
    new RegExp(`\\b(?:${SPEECH})\\s+${name}${end}`, "u").test(sentence)
  );
}

function deathOf(character: BibleCharacter, forms: readonly string[], input: ContinuityInput): RestsOn | null {
  for (const chapter of input.earlier) {
    for (const sentence of sentencesOf(chapter)) {
      if (deathIn(sentence.text, forms)) {
        const name = chapter.title ? `Chapter ${chapter.number}: ${chapter.title}` : `Chapter ${chapter.number}`;
        return { source: "CHAPTER", id: chapter.id, name, chapterNumber: chapter.number, paragraph: sentence.paragraph, text: sentence.text };
      }
    }
  }
  for (const { text } of characterFields(character)) {
    const sentence = deathIn(text, forms);
    if (sentence) return { source: "CHARACTER", id: character.id, name: character.name, text: sentence };
  }
  return null;
}

/** The sentences of the checked chapter where a character who died earlier (or in the story bible) speaks or acts. */
export function checkDeadCharacters(input: ContinuityInput): Finding[] {
  const findings: Finding[] = [];
  for (const character of input.characters) {
    const forms = nameFormsOf(character, input.characters);
    const acting = sentencesOf(input.chapter).filter((sentence) => actsIn(sentence.text, forms));
    if (acting.length === 0) continue;
    const death = deathOf(character, forms, input);
    if (!death) continue;
    const where = death.source === "CHAPTER" ? `in chapter ${death.chapterNumber}` : "in the story bible";
    for (const sentence of acting) {
      findings.push({
        id: findingId("DEAD_CHARACTER", String(character.id), sentence.text),
        kind: "DEAD_CHARACTER",
        severity: "HIGH",
        message: `${character.name} died ${where}, but speaks or acts here.`,
        quote: { text: sentence.text, paragraph: sentence.paragraph },
        restsOn: [death],
        bibleUpdate: null,
      });
    }
  }
  return findings;
}
