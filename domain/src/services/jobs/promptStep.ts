/**
 * The prompt of each step of a job (jobPlan.ts), made from the book as it
 * stands when the step runs: the story bible goes with every call (the AI
 * layer adds it), so a chapter drafted after the characters were created
 * knows them. Structured steps answer in the JSON of the built-in tools
 * (aiTools/outputSchemas.ts), which saveStep.ts checks before saving.
 */
import type { Knex } from "@storyloom/db";
import { Chapter, StoryBookBeat, StoryBookCharacter, StoryBookLore, StoryBookScene } from "@storyloom/db/models";
import { markupToPlainText } from "../ai/storyContext.ts";
import { describeBeat, describeScene, firstPart, lastPart, listOf, sections, tagged } from "../aiTools/promptParts.ts";
import {
  OUTPUT_LIMITS as L,
  generatedBeatsSchema,
  generatedCharactersSchema,
  generatedLoresSchema,
  generatedScenesSchema,
  jsonOutput,
} from "../aiTools/outputSchemas.ts";
import { workingText } from "../chapters/workingText.ts";
import { savedStep } from "./jobData.ts";
import type { JobData } from "./jobData.ts";
import type { JobPrompt } from "./jobAiCall.ts";
import { CHARACTERS_PER_JOB, LORES_PER_JOB, SCENES_PER_CHAPTER } from "./jobPlan.ts";
import type { JobParams, JobStep } from "./jobPlan.ts";

/** The author's notes sent with each step, at most. */
export const NOTES_PER_STEP_MAX_CHARS = 8_000;
/** Of a chapter read for its scenes. */
export const CHAPTER_READ_MAX_CHARS = 24_000;
/** Of all the chapters read for characters or lore (shared between them). */
export const BOOK_READ_MAX_CHARS = 32_000;
/** The end of the previous chapter a draft continues from. */
export const PREVIOUS_CHAPTER_MAX_CHARS = 2_000;

const DEVELOPER =
  "You are a story developer working with a fiction author on their book. Work from the author's material and keep to it; invent only what it leaves open, in the same spirit.";

const jsonRule = (what: string, limits: string) =>
  `Answer with JSON that matches the schema: ${what}. Keep to the limits: ${limits}. Use null for a field there is nothing to say in.`;

export interface StepFacts {
  knex: Knex;
  bookId: number;
  job: JobParams;
  step: JobStep;
  data: JobData;
}

/** The chapter a generate-by-notes job made for `chapterIndex` (its scenes step records it). */
export function jobChapterId(data: JobData, chapterIndex: number): number | null {
  return savedStep(data, `chapter-${chapterIndex}-scenes`)?.created.chapterId ?? null;
}

/** The beat of the job's outline for chapter `chapterIndex`, when the outline made one. */
export async function jobBeat(knex: Knex, data: JobData, chapterIndex: number): Promise<StoryBookBeat | null> {
  const beatId = savedStep(data, "outline")?.created.beatIds?.[chapterIndex - 1];
  return beatId === undefined ? null : ((await StoryBookBeat.query(knex).findById(beatId)) ?? null);
}

async function scenesOf(knex: Knex, chapterId: number): Promise<string> {
  const scenes = await StoryBookScene.query(knex).where({ chapterId }).orderBy("orderIndex");
  return listOf(scenes, (scene) => describeScene({ ...scene, characterName: null }).replaceAll("\n", "; "), "(no scene cards)");
}

async function chapterText(knex: Knex, chapterId: number): Promise<{ title: string | null; number: number; text: string } | null> {
  const chapter = await Chapter.query(knex).findById(chapterId);
  if (!chapter) return null;
  const working = workingText(chapter);
  return { title: working.title, number: chapter.number, text: markupToPlainText(working.markup) };
}

/** Every chapter the job reads, each cut to its share of BOOK_READ_MAX_CHARS. */
async function bookText(knex: Knex, chapterIds: readonly number[]): Promise<string> {
  const share = Math.floor(BOOK_READ_MAX_CHARS / Math.max(chapterIds.length, 1));
  const parts: string[] = [];
  for (const chapterId of chapterIds) {
    const chapter = await chapterText(knex, chapterId);
    if (chapter && chapter.text)
      parts.push(tagged("chapter", `Chapter ${chapter.number}${chapter.title ? `: ${chapter.title}` : ""}\n${firstPart(chapter.text, share)}`));
  }
  return parts.join("\n\n") || "(the chapters have no text)";
}

async function knownNames(knex: Knex, bookId: number, table: "characters" | "lores"): Promise<string> {
  const rows =
    table === "characters"
      ? await StoryBookCharacter.query(knex).where({ bookId }).select("name")
      : await StoryBookLore.query(knex).where({ bookId }).select("name");
  return rows.length > 0 ? `Already in the story bible (do not repeat them): ${rows.map((row) => row.name).join(", ")}.` : "";
}

const characterLimits = `a name of at most ${L.characterName} characters, an overview of at most ${L.characterOverview}, physical at most ${L.characterPhysical}, mental and skills at most ${L.characterMental} each`;
const loreLimits = `a name of at most ${L.loreName} characters and a description of at most ${L.loreDescription}`;
const sceneLimits = `a primary character of at most ${L.scenePrimaryCharacter} characters, a description of at most ${L.sceneDescription}, every other text at most ${L.sceneText}`;

/** The prompt of `step`, from the book as it stands now. */
export async function promptStep(facts: StepFacts): Promise<JobPrompt> {
  const { knex, bookId, job, step, data } = facts;
  const notes = job.type === "BOOK_AI_GENERATE_BY_NOTES" ? firstPart(job.params.notes, NOTES_PER_STEP_MAX_CHARS) : "";
  const notesSection = notes ? tagged("author_notes", notes) : null;
  const structured = (input: string, format: string, output: JobPrompt["output"], authorText: string): JobPrompt => ({
    instructions: sections(DEVELOPER, format),
    input,
    authorText,
    output,
    maxOutputTokens: step.maxOutputTokens,
    temperature: 0.8,
  });

  switch (step.kind) {
    case "OUTLINE": {
      const count = job.type === "BOOK_AI_GENERATE_BY_NOTES" ? job.params.chaptersCount : 1;
      return structured(
        sections(`Outline the book from the author's notes as ${count} beats, one for each chapter, in story order, spread over acts 1 to 3.`, notesSection),
        jsonRule(
          `exactly ${count} beats`,
          `a name of at most ${L.beatName} characters, a purpose of at most ${L.beatPurpose}, a description of at most ${L.beatDescription}, an act from 1 to 3`,
        ),
        jsonOutput("generated_beats", generatedBeatsSchema),
        notes,
      );
    }
    case "CHARACTERS":
      return structured(
        sections(
          `Create the ${CHARACTERS_PER_JOB} characters the story of the author's notes needs most.`,
          await knownNames(knex, bookId, "characters"),
          notesSection,
        ),
        jsonRule(`exactly ${CHARACTERS_PER_JOB} characters`, characterLimits),
        jsonOutput("generated_characters", generatedCharactersSchema),
        notes,
      );
    case "LORE":
      return structured(
        sections(
          `Create ${LORES_PER_JOB} entries of the story world's lore (places, groups, customs, history) that the author's notes call for.`,
          await knownNames(knex, bookId, "lores"),
          notesSection,
        ),
        jsonRule(`exactly ${LORES_PER_JOB} lore entries`, loreLimits),
        jsonOutput("generated_lores", generatedLoresSchema),
        notes,
      );
    case "CHAPTER_SCENES": {
      const index = step.chapterIndex ?? 1;
      const beat = await jobBeat(knex, data, index);
      const earlier: string[] = [];
      for (let previous = 1; previous < index; previous++) {
        const chapterId = jobChapterId(data, previous);
        if (chapterId !== null) earlier.push(`Chapter ${previous}:\n${await scenesOf(knex, chapterId)}`);
      }
      return structured(
        sections(
          `Plan ${SCENES_PER_CHAPTER} scene cards for chapter ${index} of the book.`,
          beat && tagged("beat", `The beat of the outline this chapter tells:\n${describeBeat(beat)}`),
          earlier.length > 0 ? tagged("earlier_chapters", `The scene cards of the chapters before it:\n${earlier.join("\n\n")}`) : null,
          notesSection,
        ),
        jsonRule(`exactly ${SCENES_PER_CHAPTER} scene cards`, sceneLimits),
        jsonOutput("generated_scenes", generatedScenesSchema),
        notes,
      );
    }
    case "CHAPTER_DRAFT": {
      const index = step.chapterIndex ?? 1;
      const chapterId = jobChapterId(data, index);
      const beat = await jobBeat(knex, data, index);
      const previousId = index > 1 ? jobChapterId(data, index - 1) : null;
      const previous = previousId === null ? null : await chapterText(knex, previousId);
      return {
        instructions: sections(
          "You are a fiction writer drafting a chapter of the author's book from its scene cards, in the style and point of view of the book's settings.",
          "Write the whole chapter as prose: plain paragraphs separated by a blank line, with dialogue where the scenes call for it. No title, no headings, no notes, no markdown.",
        ),
        input: sections(
          `Write chapter ${index}, about 1,200 to 1,800 words.`,
          beat && tagged("beat", describeBeat(beat)),
          tagged("scene_cards", chapterId === null ? "(no scene cards)" : await scenesOf(knex, chapterId)),
          previous?.text ? tagged("previous_chapter_ending", lastPart(previous.text, PREVIOUS_CHAPTER_MAX_CHARS)) : null,
          notesSection,
        ),
        authorText: notes,
        output: "text",
        maxOutputTokens: step.maxOutputTokens,
        temperature: 0.9,
      };
    }
    case "DERIVE_SCENES": {
      const chapter = step.chapterId === undefined ? null : await chapterText(knex, step.chapterId);
      const text = chapter ? firstPart(chapter.text, CHAPTER_READ_MAX_CHARS) : "";
      return structured(
        sections(
          `Read chapter ${chapter?.number ?? ""} of the author's book and describe its scenes as scene cards: at most ${SCENES_PER_CHAPTER}, in the order they happen, from what the chapter says (invent nothing).`,
          tagged("chapter", text || "(the chapter has no text)"),
        ),
        jsonRule(`1 to ${SCENES_PER_CHAPTER} scene cards`, sceneLimits),
        jsonOutput("generated_scenes", generatedScenesSchema),
        text,
      );
    }
    case "DERIVE_CHARACTERS":
    case "DERIVE_LORE": {
      const chapterIds = job.type === "BOOK_AI_GENERATE_BY_CHAPTER_TEXT" ? job.params.chapterIds : [];
      const text = await bookText(knex, chapterIds);
      const isCharacters = step.kind === "DERIVE_CHARACTERS";
      return structured(
        sections(
          isCharacters
            ? `Read the author's chapters and list the ${CHARACTERS_PER_JOB} most important characters they show, as the chapters describe them (invent nothing they do not say).`
            : `Read the author's chapters and list ${LORES_PER_JOB} entries of the story world's lore they show (places, groups, customs, history), as the chapters describe them.`,
          await knownNames(knex, bookId, isCharacters ? "characters" : "lores"),
          text,
        ),
        isCharacters ? jsonRule(`1 to ${CHARACTERS_PER_JOB} characters`, characterLimits) : jsonRule(`1 to ${LORES_PER_JOB} lore entries`, loreLimits),
        isCharacters ? jsonOutput("generated_characters", generatedCharactersSchema) : jsonOutput("generated_lores", generatedLoresSchema),
        text,
      );
    }
  }
}
