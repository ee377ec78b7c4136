/**
 * The deterministic "model" behind the fake AI providers: how text is cut into
 * tokens, how usage is counted, and what the simulator answers when a test has
 * programmed nothing. Tests import the counters to predict usage exactly.
 *
 * Usage rule, the same for both providers:
 * - input tokens = countInputTokens(text of the request) = ceil(characters / 4),
 *   the text being what `responsesInputText` / `messagesInputText` extract
 *   (instructions or system prompt, then every message's text, joined by "\n");
 * - output tokens = the number of chunks streamed = splitIntoTokens(answer).length,
 *   a chunk being a word or one punctuation mark with the whitespace before it.
 */

const TOKEN_PATTERN = /\s*(?:[\p{L}\p{N}_']+|[^\s\p{L}\p{N}_'])|\s+$/gu;

/** Cuts text into the chunks a fake streams, one per output token; joined, they give the text back exactly. */
export function splitIntoTokens(text: string): string[] {
  return text.match(TOKEN_PATTERN) ?? [];
}

/** Output tokens of an answer: the number of chunks it is streamed in. */
export function countOutputTokens(text: string): number {
  return splitIntoTokens(text).length;
}

/** Input tokens of a request's text: ceil(characters / 4), characters being UTF-16 code units. */
export function countInputTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** FNV-1a: a stable choice from the input, so the same prompt always gets the same answer. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const SENTENCES = [
  "The rain had stopped by the time Elena reached the harbour, but the air still smelled of salt and iron.",
  "Somewhere below the old bridge a bell rang twice, as if someone were keeping time for a story nobody had finished.",
  "She counted the lanterns along the quay and found one more than there had been the night before.",
  "Tomas kept his promises the way other people kept receipts: folded small and never thrown away.",
  "The letter was short, unsigned, and written in a hand she had last seen on her grandmother's recipe cards.",
  "By morning the village had decided what it believed, and nothing anyone said could move it.",
  "He laughed, but it was the careful laugh of a man testing thin ice.",
  "The map showed a road where the forest now stood, straight and certain as a ruler's edge.",
  "Nobody at the inn asked where the stranger had come from, which was itself a kind of answer.",
  "The clock in the hall ran eleven minutes fast, and everyone in the house had learned to live eleven minutes ahead.",
  "Outside, the wind worried at the shutters like a dog that remembered a bone.",
  "When the music stopped, the silence that followed felt rehearsed.",
];

/** Names and titles for the fields that hold them, so a simulated character is not called by a sentence. */
const NAMES = ["Corin Vell", "Tomas Reed", "Ines Hollow", "Arlo Finch", "Mara Quill", "Jonah Vale", "Edda Thorn", "Pell Ashby"];
const TITLES = [
  "The Drowned Bell",
  "Eleven Minutes Ahead",
  "A Lantern Too Many",
  "The Unsigned Letter",
  "Salt and Iron",
  "The Ruler's Road",
  "What the Inn Knew",
  "The Rehearsed Silence",
];

/**
 * A short value for a string field that names someone or something (a person's
 * name when the key or its description says "character", else a title); null
 * for any other field.
 */
function namedText(key: string, description: string, seed: string): string | null {
  const isPerson = key === "primaryCharacter" || (key === "name" && /\bcharacter/i.test(description));
  const bank = isPerson ? NAMES : key === "name" || key === "title" ? TITLES : null;
  return bank ? (bank[hashText(seed) % bank.length] ?? null) : null;
}

/** `count` distinct sentences picked from the seed, always the same ones for the same seed. */
function pickSentences(seed: string, count: number): string[] {
  const start = hashText(seed) % SENTENCES.length;
  // A step coprime with the bank's size visits distinct sentences.
  const step = 5;
  return Array.from({ length: count }, (_, i) => SENTENCES[(start + i * step) % SENTENCES.length] ?? "");
}

const SHORTEN = /\b(shorten|shorter|condense|summari[sz]e|trim|tighten)\b/;
const LENGTHEN = /\b(lengthen|longer|expand|elaborate|extend)\b/;

/**
 * The passage an editing prompt works on: a `<passage>` block when the prompt
 * marks one (the product's tools send the text around it too), else the user
 * text without a first line that is only the instruction.
 */
function passageOf(userText: string, instruction: RegExp): string {
  const marked = /<passage>([\s\S]*?)<\/passage>/.exec(userText);
  if (marked?.[1]?.trim()) return marked[1].trim();
  const lines = userText.trim().split("\n");
  const body = lines.length > 1 && instruction.test((lines[0] ?? "").toLowerCase()) ? lines.slice(1).join("\n") : userText;
  return body
    .trim()
    .replace(/^["“'](.*)["”']$/s, "$1")
    .trim();
}

/** Where a sentence may end early and still read whole: a comma, a semicolon, a colon, a dash, or before a joining word. */
const CLAUSE_BREAK = /[,;:]|\s[—–-]\s|\s(?=(?:and|but|while|which|because|before|after|until|when)\s)/gi;

/**
 * One sentence shortened the way an editor would: it ends at its first clause
 * break that keeps at least a third of its words ("… walked the harbour wall
 * every evening."), always on a whole sentence; a sentence without such a
 * break stays as it is rather than being cut mid-phrase.
 */
function shortenSentence(sentence: string): string {
  const trimmed = sentence.trim();
  const ending = /[.!?]+["'”’)]*$/.exec(trimmed)?.[0] ?? "";
  const body = trimmed.slice(0, trimmed.length - ending.length);
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const total = wordCount(body);
  for (const match of body.matchAll(CLAUSE_BREAK)) {
    const kept = body.slice(0, match.index).trim();
    if (wordCount(kept) >= total / 3 && wordCount(kept) < total)
      return `${kept.replace(/[\s,;:—–-]+$/, "")}${ending.includes("?") || ending.includes("!") ? ending : "."}`;
  }
  return trimmed;
}

/** About half the passage, in whole sentences: the first half of its sentences, or its one sentence ended at a clause break. */
export function shortenText(passage: string): string {
  const sentences = (passage.match(/[^.!?]+[.!?]+["'”’)]*|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
  if (sentences.length > 1) return sentences.slice(0, Math.ceil(sentences.length / 2)).join(" ");
  return shortenSentence(passage);
}

export interface SimulationInput {
  /** The instructions (OpenAI) or system prompt (Anthropic). */
  instructions: string;
  /** The text of the last user message. */
  lastUserText: string;
  /** All the request's text, the seed of the choice. */
  allText: string;
}

/** Words a question shares with any text: they say nothing about which passage answers it. */
const COMMON_WORDS = new Set(
  "a an and are as at be been but by did do does for from had has have he her him his how i in is it its me my of on or she so than that the their them then there they this to was were what when where which who whom whose why will with would you your book story chapter chapters".split(
    " ",
  ),
);

/** A text's words that can tell passages apart, folded a little ("brother's", "brothers" → "brother"). */
const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])
    .map((word) => word.replace(/'s$/, "").replace(/(?<=\p{L}{4})s$/u, ""))
    .filter((word) => word.length > 2 && !COMMON_WORDS.has(word));

interface CitedPassage {
  chapter: string;
  sentences: string[];
}

/** The passages of a book-assistant request ("[Chapter 3: Title, from paragraph 2]" then the text), in the order given (best first). */
function citedPassages(text: string): CitedPassage[] {
  const passages: CitedPassage[] = [];
  for (const match of text.matchAll(/\[Chapter (\d+)[^\]]*\]\n([\s\S]*?)(?=\n\n\[Chapter \d+|\n\nQuestion: |$)/g)) {
    // A line without an ending (the chapter's heading) is no sentence.
    const sentences = (match[2] ?? "")
      .split(/\n+/)
      .flatMap((line) => (line.match(/[^.!?]+[.!?]+["'”’)]*/g) ?? []).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0));
    if (sentences.length > 0) passages.push({ chapter: match[1] ?? "", sentences });
  }
  return passages;
}

/**
 * The book assistant's answer, composed from the passages the request gives
 * (as a model told to answer from them would): the sentences that share the
 * most words with the question (for "who", one naming someone first), at
 * most two, each with its chapter; the best-ranked passage's first sentence
 * when none shares a word. Null when the request is not the assistant's.
 */
export function assistantAnswer(userText: string): string | null {
  if (userText.startsWith("No passage of the book matches this question.")) return "The book does not say: no passage of it matches this question.";
  if (!userText.startsWith("Passages of the book:")) return null;
  const question = /\n\nQuestion: ([\s\S]*)$/.exec(userText)?.[1] ?? "";
  const asked = new Set(contentWords(question));
  const passages = citedPassages(userText);
  if (passages.length === 0) return "The book does not say.";
  // A "who" question is answered best by a sentence that names someone: a capitalised word past its first.
  const asksWho = /^\s*who\b/i.test(question);
  const namesSomeone = (sentence: string) => /\s\p{Lu}\p{Ll}+/u.test(sentence);
  const scored = passages.flatMap((passage, rank) =>
    passage.sentences.map((sentence, place) => ({
      sentence,
      chapter: passage.chapter,
      score: contentWords(sentence).filter((word) => asked.has(word)).length + (asksWho && namesSomeone(sentence) ? 0.5 : 0),
      order: rank * 1000 + place,
    })),
  );
  const best = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 2);
  const chosen = best.length > 0 ? best.sort((a, b) => a.order - b.order) : scored.slice(0, 1);
  const cited = chosen.map((entry) => `${entry.sentence.replace(/[.!?]+["'”’)]*$/, "")} (Chapter ${entry.chapter}).`);
  return `From the passages: ${cited.join(" ")}`;
}

/**
 * The answer the simulator gives when nothing was programmed: the book
 * assistant's answer from the passages it was given, a shorter passage for a
 * "shorten" request, a longer one for "lengthen", else a short paragraph.
 */
export function simulateAnswerText(input: SimulationInput): string {
  const answer = assistantAnswer(input.lastUserText);
  if (answer !== null) return answer;
  // Only the instruction says what is asked: a story that mentions "trimming" a hedge is not a request to shorten.
  const asked = `${input.instructions}\n${input.lastUserText.trim().split("\n")[0] ?? ""}`.toLowerCase();
  if (SHORTEN.test(asked)) {
    const passage = passageOf(input.lastUserText, SHORTEN);
    if (passage) return shortenText(passage);
  }
  if (LENGTHEN.test(asked)) {
    const passage = passageOf(input.lastUserText, LENGTHEN);
    if (passage) return [passage, ...pickSentences(input.allText, 2)].join(" ");
  }
  return pickSentences(input.allText, 3).join(" ");
}

/**
 * A limit the schema states: its own keyword, else "At most N characters"
 * (strings) or "At most N." (lists) in its description, where the product's
 * portable schemas say their limits (strict structured output refuses the
 * length keywords).
 */
function statedMax(schema: Record<string, unknown>, keyword: "maxLength" | "maxItems"): number | null {
  if (typeof schema[keyword] === "number") return schema[keyword];
  const description = typeof schema.description === "string" ? schema.description : "";
  const match = (keyword === "maxLength" ? /\bat most (\d+) characters\b/i : /\bat most (\d+)\.(?!\d)/i).exec(description);
  return match ? Number(match[1]) : null;
}

/** Text cut to `max` characters at a word's end, as a model keeping to a stated limit would. */
function fitText(text: string, max: number | null): string {
  if (max === null || text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "");
}

/** A whole sentence of the bank that fits `max` characters, the seed's own first; the seed's sentence (cut later) when none fits. */
function sentenceWithin(seed: string, max: number | null): string {
  const ordered = pickSentences(seed, SENTENCES.length);
  return (max === null ? ordered[0] : ordered.find((sentence) => sentence.length <= max)) ?? ordered[0] ?? "";
}

/** How many items the prompt asks for ("exactly 3 characters"), if it says. */
function askedCount(seed: string): number | null {
  const match = /\bexactly (\d+)\b/i.exec(seed);
  return match ? Number(match[1]) : null;
}

/**
 * A value that satisfies a JSON schema (the common subset: objects, arrays,
 * scalars, enum, const, anyOf/oneOf), filled deterministically from the seed.
 * It answers forced tool calls and structured-output requests, keeping to the
 * limits the schema states and to the count the prompt asks for, so the
 * product's own checks of the answer pass as they would with a real model.
 */
export function simulateJsonFromSchema(schema: unknown, seed: string, depth = 0, key = ""): unknown {
  if (!isRecord(schema) || depth > 8) return {};
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (variants && variants.length > 0) {
    const variant = variants.find((v) => !(isRecord(v) && v.type === "null")) ?? variants[0];
    // A nullable field's description (and the limit it states) sits beside its anyOf.
    const described =
      isRecord(variant) && typeof schema.description === "string" && variant.description === undefined
        ? { ...variant, description: schema.description }
        : variant;
    return simulateJsonFromSchema(described, seed, depth + 1, key);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== "null") ?? "null") : schema.type;
  switch (type) {
    case "string": {
      const max = statedMax(schema, "maxLength");
      const named = namedText(key, typeof schema.description === "string" ? schema.description : "", seed);
      return fitText(named ?? sentenceWithin(seed, max), max);
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const least = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1);
      const count = Math.min(Math.max(least, askedCount(seed) ?? least), statedMax(schema, "maxItems") ?? Number.POSITIVE_INFINITY);
      return Array.from({ length: count }, (_, i) => simulateJsonFromSchema(schema.items, `${seed}#${i}`, depth + 1));
    }
    default: {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, simulateJsonFromSchema(value, `${seed}.${name}`, depth + 1, name)]));
    }
  }
}
