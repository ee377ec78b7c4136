/**
 * Physical traits (README.md beside this file): a character's eye or hair
 * colour in the checked chapter against the story bible's entry and the
 * earlier chapters that said it. A colour counts in a chapter only when the
 * sentence says whose it is: the character's possessive ("Mara's blue eyes",
 * "Mara's eyes were blue"), or her/his/their in a sentence naming that
 * character alone. Pure.
 */
import { characterFields, escapeRegExp, mentions, nameFormsOf, sentencesOf, splitSentences } from "./continuityText.ts";
import type { BibleCharacter, CheckedChapter, ContinuityInput } from "./continuityText.ts";
import { findingId } from "./findings.ts";
import type { BibleUpdate, Finding, RestsOn } from "./findings.ts";

export type Trait = "eyes" | "hair";

/**
 * The colours a trait is said in, each to its shade: words of one shade never
 * contradict each other (gray and grey, ginger and red). Red and pink eyes
 * are left out (crying, not a colour), as are dark, fair and light (too vague
 * to contradict a colour).
 */
const SHADES: Record<Trait, Record<string, string>> = {
  eyes: {
    blue: "blue",
    green: "green",
    grey: "grey",
    gray: "grey",
    silver: "grey",
    brown: "brown",
    hazel: "hazel",
    amber: "amber",
    gold: "amber",
    golden: "amber",
    black: "black",
    violet: "violet",
    purple: "violet",
  },
  hair: {
    black: "black",
    brown: "brown",
    chestnut: "brown",
    blond: "blond",
    blonde: "blond",
    golden: "blond",
    red: "red",
    ginger: "red",
    auburn: "red",
    copper: "red",
    grey: "grey",
    gray: "grey",
    silver: "grey",
    white: "white",
  },
};

const MODIFIERS =
  "pale|deep|dark|bright|light|startling|striking|vivid|brilliant|cold|warm|soft|long|short|curly|wavy|straight|thick|thin|cropped|tangled|wild|wide|narrow|clear|sharp|steady|tired";
const TRAIT_WORD: Record<string, Trait> = { eyes: "eyes", eyed: "eyes", hair: "hair", haired: "hair" };

/** A trait colour as written in a text. */
export interface TraitMention {
  trait: Trait;
  shade: string;
  /** The colour word as written, and where it starts in the text. */
  word: string;
  index: number;
  /** "possessive" of a name (`owner` holds it), a "pronoun" (her, his, their), or "none". */
  owner: { kind: "possessive"; name: string } | { kind: "pronoun" } | { kind: "none" };
}

const BEFORE = new RegExp(`([\\p{L}]+)(?:[ ,]+(?:${MODIFIERS}))?\\s+(eyes|hair)\\b`, "giu");
const AFTER = new RegExp(
  `\\b(eyes|hair)\\s+(?:was|were|is|are|had been|has been|have been|remained|stayed)\\s+(?:(?:a|an|the)\\s+)?(?:(?:${MODIFIERS}|dark|pale)\\s+)?([\\p{L}]+)`,
  "giu",
);
const HYPHENED = /\b([a-z]+)-(eyed|haired)\b/giu;
const TRAILING_MODIFIERS = new RegExp(`(?:\\b(?:${MODIFIERS})[\\s,]+)*$`, "iu");

function ownerBefore(text: string): TraitMention["owner"] {
  const before = text.replace(TRAILING_MODIFIERS, "");
  const possessive = /([\p{L}][\p{L}\-. ]*?)['\u2019]s\s+$/u.exec(before);
  if (possessive?.[1]) return { kind: "possessive", name: possessive[1].trim() };
  if (/\b(?:her|his|their)\s+$/iu.test(before)) return { kind: "pronoun" };
  return { kind: "none" };
}

function shadeOf(trait: Trait, word: string): string | null {
  return SHADES[trait][word.toLowerCase()] ?? null;
}

/** Every eye and hair colour a text states, with whose it says it is. */
export function traitMentionsOf(text: string): TraitMention[] {
  const found: TraitMention[] = [];
  for (const match of text.matchAll(BEFORE)) {
    const [, word = "", noun = ""] = match;
    const trait = TRAIT_WORD[noun.toLowerCase()];
    const shade = trait ? shadeOf(trait, word) : null;
    // "blue-green eyes" is neither blue nor green.
    if (!trait || !shade || text[match.index - 1] === "-") continue;
    found.push({ trait, shade, word, index: match.index, owner: ownerBefore(text.slice(0, match.index)) });
  }
  for (const match of text.matchAll(AFTER)) {
    const [whole, noun = "", word = ""] = match;
    const trait = TRAIT_WORD[noun.toLowerCase()];
    const shade = trait ? shadeOf(trait, word) : null;
    const index = match.index + whole.length - word.length;
    if (!trait || !shade || text[index + word.length] === "-") continue;
    found.push({ trait, shade, word, index, owner: ownerBefore(text.slice(0, match.index)) });
  }
  for (const match of text.matchAll(HYPHENED)) {
    const [, word = "", noun = ""] = match;
    const trait = TRAIT_WORD[noun.toLowerCase()];
    const shade = trait ? shadeOf(trait, word) : null;
    if (trait && shade) found.push({ trait, shade, word, index: match.index, owner: { kind: "none" } });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The traits a sentence of a chapter gives this character: by their possessive, or by a pronoun when the sentence names no other character. */
export function traitsOfCharacterIn(sentence: string, forms: readonly string[], otherForms: readonly string[]): TraitMention[] {
  if (!mentions(sentence, forms)) return [];
  const isAlone = !mentions(sentence, otherForms);
  return traitMentionsOf(sentence).filter((mention) => {
    if (mention.owner.kind === "possessive") {
      const owner = mention.owner.name;
      return forms.some((form) => new RegExp(`(?:^|\\s)${escapeRegExp(form)}$`, "u").test(owner));
    }
    return mention.owner.kind === "pronoun" && isAlone;
  });
}

interface Established {
  shade: string;
  word: string;
  restsOn: RestsOn;
  bibleUpdateOf: ((word: string) => BibleUpdate) | null;
}

/** Replaces the colour word at `index`, keeping a capital. */
function withWord(text: string, index: number, old: string, word: string): string {
  const replacement = old[0] && old[0] === old[0].toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase();
  return text.slice(0, index) + replacement + text.slice(index + old.length);
}

function establishedInBible(character: BibleCharacter, trait: Trait): Established | null {
  for (const { field, text } of characterFields(character)) {
    const mention = traitMentionsOf(text).find((found) => found.trait === trait);
    if (!mention) continue;
    const sentence = splitSentences(text).find((candidate) => candidate.includes(mention.word)) ?? text;
    return {
      shade: mention.shade,
      word: mention.word,
      restsOn: { source: "CHARACTER", id: character.id, name: character.name, text: sentence },
      bibleUpdateOf: (word) => ({ entity: "CHARACTER", id: character.id, field, value: withWord(text, mention.index, mention.word, word) }),
    };
  }
  return null;
}

function establishedInChapters(chapters: readonly CheckedChapter[], trait: Trait, forms: readonly string[], otherForms: readonly string[]): Established | null {
  for (const chapter of chapters) {
    for (const sentence of sentencesOf(chapter)) {
      const mention = traitsOfCharacterIn(sentence.text, forms, otherForms).find((found) => found.trait === trait);
      if (mention) {
        const name = chapter.title ? `Chapter ${chapter.number}: ${chapter.title}` : `Chapter ${chapter.number}`;
        return {
          shade: mention.shade,
          word: mention.word,
          restsOn: { source: "CHAPTER", id: chapter.id, name, chapterNumber: chapter.number, paragraph: sentence.paragraph, text: sentence.text },
          bibleUpdateOf: null,
        };
      }
    }
  }
  return null;
}

/** Eye and hair colours of the checked chapter that differ from the story bible's, or else from the first earlier chapter that gave them. */
export function checkTraits(input: ContinuityInput): Finding[] {
  const findings: Finding[] = [];
  for (const character of input.characters) {
    const forms = nameFormsOf(character, input.characters);
    const otherForms = input.characters.filter((other) => other.id !== character.id).flatMap((other) => nameFormsOf(other, input.characters));
    const established = new Map<Trait, Established | null>();
    const establishedFor = (trait: Trait) => {
      if (!established.has(trait))
        established.set(trait, establishedInBible(character, trait) ?? establishedInChapters(input.earlier, trait, forms, otherForms));
      return established.get(trait) ?? null;
    };
    for (const sentence of sentencesOf(input.chapter)) {
      for (const mention of traitsOfCharacterIn(sentence.text, forms, otherForms)) {
        const before = establishedFor(mention.trait);
        if (!before || before.shade === mention.shade) continue;
        const where = before.restsOn.source === "CHAPTER" ? `chapter ${before.restsOn.chapterNumber}` : "the story bible";
        const verb = mention.trait === "eyes" ? "are" : "is";
        findings.push({
          id: findingId("TRAIT", `${character.id}:${mention.trait}`, sentence.text),
          kind: "TRAIT",
          severity: "MEDIUM",
          message: `${character.name}'s ${mention.trait} ${verb} ${before.word.toLowerCase()} in ${where}, ${mention.word.toLowerCase()} here.`,
          quote: { text: sentence.text, paragraph: sentence.paragraph },
          restsOn: [before.restsOn],
          bibleUpdate: before.bibleUpdateOf ? before.bibleUpdateOf(mention.word) : null,
        });
      }
    }
  }
  return findings;
}
