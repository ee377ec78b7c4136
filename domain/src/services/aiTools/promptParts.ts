import type { SceneResolution } from "@storyloom/db/enums";
import type { BookFacts, CharacterFacts, LoreFacts, BeatFacts, SceneFacts, SettingsFacts } from "./toolContext.ts";

/**
 * The pieces the built-in tools' prompts are made of. Texts from the author go
 * in tags (`<passage>…</passage>`), which both providers' models read as
 * data rather than as instructions to them.
 */

/** The text before a selection the model sees: enough to match voice and follow the action, not a chapter the author pays for. */
export const BEFORE_MAX_CHARS = 4000;
/** The text after a selection: enough to join it. */
export const AFTER_MAX_CHARS = 2000;
/** The story so far for the tools that continue it (CREATE_SCENE, PLOT_AHEAD). */
export const STORY_SO_FAR_MAX_CHARS = 8000;

/** The last `max` characters of `text`, starting at a word, marked as cut. */
export function lastPart(text: string, max: number): string {
  const trimmed = text.trimEnd();
  if (trimmed.length <= max) return trimmed.trimStart();
  const tail = trimmed.slice(trimmed.length - max);
  const space = tail.search(/\s/);
  return `…${(space >= 0 && space < 200 ? tail.slice(space) : tail).trimStart()}`;
}

/** The first `max` characters of `text`, ending at a word, marked as cut. */
export function firstPart(text: string, max: number): string {
  const trimmed = text.trimStart();
  if (trimmed.length <= max) return trimmed.trimEnd();
  const head = trimmed.slice(0, max);
  const space = head.search(/\s\S*$/);
  return `${(space > max - 200 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** `<tag>` around a text. */
export function tagged(tag: string, text: string): string {
  return `<${tag}>\n${text}\n</${tag}>`;
}

/** Sections joined by a blank line, the empty ones left out. */
export function sections(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim().length > 0).join("\n\n");
}

/** A passage with the text around it, each tagged; before and after are cut to their caps. */
export function passageWithSurroundings(input: {
  before?: string | undefined;
  passage?: string | undefined;
  after?: string | undefined;
  passageTag?: string;
}): string {
  const before = input.before?.trim() ? lastPart(input.before, BEFORE_MAX_CHARS) : null;
  const after = input.after?.trim() ? firstPart(input.after, AFTER_MAX_CHARS) : null;
  return sections(
    before && tagged("text_before", before),
    input.passage !== undefined && tagged(input.passageTag ?? "passage", input.passage),
    after && tagged("text_after", after),
  );
}

/** The author's own words to the tool, when there are any. */
export function authorRequest(instruction: string | undefined, tag = "author_request"): string | null {
  return instruction?.trim() ? tagged(tag, instruction.trim()) : null;
}

/** An enum value for people: THIRD_PERSON_LIMITED → third person limited. */
export function words(value: string): string {
  return value.toLowerCase().replaceAll("_", " ");
}

export const bookKind = (book: BookFacts) => (book.type === "SCRIPT" ? "screenplay" : "book");

/** What every tool that writes story text says about form. */
export function formRule(book: BookFacts): string {
  return book.type === "SCRIPT"
    ? "This is a screenplay: write in screenplay format (scene headings, action lines, character cues and dialogue), as the rest of the script does."
    : "Write in the language, tense, point of view and voice of the surrounding text, and follow the story settings above (style, point of view) when there are any.";
}

/** Rough tokens of a text (about four characters a token), for output sizes. */
export function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

const field = (label: string, value: string | null | undefined) => (value?.trim() ? `${label}: ${value.trim()}` : null);
const lines = (...parts: Array<string | null>) => parts.filter((part): part is string => part !== null).join("\n");

export function describeCharacter(character: CharacterFacts): string {
  return lines(
    `Name: ${character.name}`,
    field("Role", character.type && words(character.type)),
    field("Overview", character.overview),
    field("Physical", character.physical),
    field("Mental", character.mental),
    field("Skills", character.skills),
  );
}

export function describeLore(lore: LoreFacts): string {
  return lines(`Name: ${lore.name}`, field("Type", lore.type && words(lore.type)), field("Description", lore.description));
}

export function describeBeat(beat: BeatFacts): string {
  return lines(
    `Name: ${beat.name?.trim() || "(untitled beat)"}`,
    field("Act", beat.act === null ? null : String(beat.act)),
    field("Purpose", beat.purpose),
    field("Description", beat.description),
  );
}

const RESOLUTION_WORDS: Record<SceneResolution, string> = {
  RESOLVED: "resolved",
  GET_COMPLICATED: "gets complicated",
  UNRESOLVED: "unresolved",
  GET_WORSE: "gets worse",
};

export function describeScene(scene: SceneFacts): string {
  return (
    lines(
      field("Type", scene.type && words(scene.type)),
      field("Primary character", scene.primaryCharacter ?? scene.characterName),
      field("Goal", scene.goal),
      field("Conflict", scene.conflict),
      field("Resolution", scene.resolution && RESOLUTION_WORDS[scene.resolution]),
      field("How it resolves", scene.resolutionDescription),
      field("Prior event", scene.priorEvent),
      field("Reaction", scene.reaction),
      field("Dilemma", scene.dilemma),
      field("Decision", scene.decision),
      field("Description", scene.description),
    ) || "(an empty scene card)"
  );
}

export function describeSettings(settings: SettingsFacts | null): string | null {
  if (!settings) return null;
  const text = lines(
    field("Length", settings.length && words(settings.length)),
    field("Style", settings.style && (settings.style === "CUSTOM" ? settings.styleDescription : words(settings.style))),
    field("Point of view", settings.pointOfView && words(settings.pointOfView)),
    settings.style === "CUSTOM" ? null : field("Notes on style", settings.styleDescription),
  );
  return text || null;
}

/** A list of one-line entries, or a word saying there are none. */
export function listOf<T>(items: readonly T[], line: (item: T) => string, none = "(none yet)"): string {
  return items.length > 0 ? items.map((item) => `- ${line(item)}`).join("\n") : none;
}

export const characterLine = (c: CharacterFacts) => `${c.name}${c.type ? ` (${words(c.type)})` : ""}${c.overview ? `: ${c.overview}` : ""}`;
export const loreLine = (l: LoreFacts) => `${l.name}${l.type ? ` (${words(l.type)})` : ""}${l.description ? `: ${l.description}` : ""}`;
export const beatLine = (b: BeatFacts) =>
  `${b.act ? `Act ${b.act}, ` : ""}${b.name?.trim() || "(untitled beat)"}${b.purpose ? ` (${b.purpose})` : ""}${b.description ? `: ${b.description}` : ""}`;
