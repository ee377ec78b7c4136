/**
 * Saves what a step made, in the transaction that also charges it and records
 * it in the job (runJob.ts): beats, characters and lore into the story bible,
 * a chapter with its scene cards, a chapter's draft. The model's JSON is
 * checked against the built-in tools' schemas first; an answer that does not
 * match is the provider's failure (retried), never a half-saved step. Names
 * already in the story bible are not added twice.
 */
import type { Knex } from "@storyloom/db";
import { Chapter, StoryBookBeat, StoryBookCharacter, StoryBookLore } from "@storyloom/db/models";
import type { z } from "zod";
import { AiProviderError } from "../../integrations/ai.ts";
import { generatedBeatsSchema, generatedCharactersSchema, generatedLoresSchema, generatedScenesSchema } from "../aiTools/outputSchemas.ts";
import { MAX_BEATS } from "../beats/beatFields.ts";
import { normalizeBeatOrder } from "../beats/normalizeBeatOrder.ts";
import { createChapter } from "../chapters/createChapter.ts";
import { findChapterBook } from "../chapters/findChapterBook.ts";
import { createCharacters } from "../characters/createCharacters.ts";
import { createLores } from "../lores/createLores.ts";
import { createScenes } from "../scenes/createScenes.ts";
import type { JobStepRecord } from "./jobData.ts";
import type { JobData } from "./jobData.ts";
import { CHARACTERS_PER_JOB, LORES_PER_JOB, SCENES_PER_CHAPTER } from "./jobPlan.ts";
import type { JobStep } from "./jobPlan.ts";
import { jobBeat, jobChapterId } from "./promptStep.ts";

/** The model's answer was not the JSON asked for: retried like any provider failure. */
export class UnusableAnswerError extends AiProviderError {
  constructor(detail: string) {
    super(`The AI answered in a form that could not be used (${detail}).`);
  }
}

/** The answer's JSON, checked against `schema`. */
export function parseAnswer<T extends z.ZodType>(schema: T, text: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UnusableAnswerError("not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnusableAnswerError(parsed.error.issues[0]?.message ?? "not the schema");
  return parsed.data;
}

/** Checks the answer before anything is charged or saved: an unusable one is retried. */
export function checkAnswer(step: JobStep, text: string): void {
  if (step.kind === "CHAPTER_DRAFT") {
    if (paragraphsOf(text).length === 0) throw new UnusableAnswerError("an empty chapter");
    return;
  }
  parseAnswer(schemaOf(step), text);
}

function schemaOf(step: JobStep) {
  switch (step.kind) {
    case "OUTLINE":
      return generatedBeatsSchema;
    case "CHARACTERS":
    case "DERIVE_CHARACTERS":
      return generatedCharactersSchema;
    case "LORE":
    case "DERIVE_LORE":
      return generatedLoresSchema;
    default:
      return generatedScenesSchema;
  }
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The draft's paragraphs: blank-line separated, markdown emphasis and headings left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^#+\s+.*$/gm, "")
        .replace(/\s+/g, " ")
        .replace(/\*\*?|__/g, "")
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}

/** A draft as chapter markup: one `<p>` per paragraph. */
export function draftMarkup(text: string): string {
  return paragraphsOf(text)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

async function addCharacters(trx: Knex.Transaction, bookId: number, text: string): Promise<number[]> {
  const existing = await StoryBookCharacter.query(trx).where({ bookId }).select("name");
  const fresh = parseAnswer(generatedCharactersSchema, text)
    .characters.filter((character) => !existing.some((known) => sameName(known.name, character.name)))
    .filter((character, index, all) => all.findIndex((other) => sameName(other.name, character.name)) === index)
    .slice(0, CHARACTERS_PER_JOB);
  if (fresh.length === 0) return [];
  return (await createCharacters({ trx, bookId, characters: fresh })).map((row) => row.id);
}

async function addLores(trx: Knex.Transaction, bookId: number, text: string): Promise<number[]> {
  const existing = await StoryBookLore.query(trx).where({ bookId }).select("name");
  const fresh = parseAnswer(generatedLoresSchema, text)
    .lores.filter((lore) => !existing.some((known) => sameName(known.name, lore.name)))
    .filter((lore, index, all) => all.findIndex((other) => sameName(other.name, lore.name)) === index)
    .slice(0, LORES_PER_JOB);
  if (fresh.length === 0) return [];
  return (await createLores({ trx, bookId, lores: fresh })).map((row) => row.id);
}

async function addScenes(trx: Knex.Transaction, chapter: Chapter, text: string): Promise<number[]> {
  const characters = await StoryBookCharacter.query(trx).where({ bookId: chapter.bookId }).select("id", "name");
  const scenes = parseAnswer(generatedScenesSchema, text).scenes.slice(0, SCENES_PER_CHAPTER);
  const created = await createScenes({
    trx,
    chapter,
    scenes: scenes.map((scene) => ({
      ...scene,
      characterId: characters.find((character) => scene.primaryCharacter && sameName(character.name, scene.primaryCharacter))?.id ?? null,
    })),
  });
  return created.map((scene) => scene.id);
}

/**
 * Saves `text`, the answer of `step`, and says what it made. The caller holds
 * the job's row lock and has checked the step is not saved yet.
 */
export async function saveStep(input: {
  trx: Knex.Transaction;
  bookId: number;
  step: JobStep;
  data: JobData;
  text: string;
}): Promise<JobStepRecord["created"]> {
  const { trx, bookId, step, data, text } = input;
  // Every change to the book's outline, chapters and scenes queues on the book row, as the studio's do.
  await findChapterBook(trx, bookId, { forUpdate: true });
  switch (step.kind) {
    case "OUTLINE": {
      const beats = parseAnswer(generatedBeatsSchema, text).beats;
      const count = await StoryBookBeat.query(trx).where({ bookId }).resultSize();
      const room = Math.max(0, MAX_BEATS - count);
      const created: number[] = [];
      for (const [index, beat] of beats.slice(0, room).entries()) {
        created.push((await StoryBookBeat.query(trx).insertAndFetch({ ...beat, bookId, orderIndex: count + index })).id);
      }
      await normalizeBeatOrder(trx, bookId);
      return { beatIds: created };
    }
    case "CHARACTERS":
    case "DERIVE_CHARACTERS":
      return { characterIds: await addCharacters(trx, bookId, text) };
    case "LORE":
    case "DERIVE_LORE":
      return { loreIds: await addLores(trx, bookId, text) };
    case "CHAPTER_SCENES": {
      const index = step.chapterIndex ?? 1;
      const beat = await jobBeat(trx, data, index);
      const chapter = await createChapter({ trx, bookId, title: beat?.name?.trim() || `Chapter ${index}` });
      const placed = beat ? await chapter.$query(trx).patchAndFetch({ beatId: beat.id }) : chapter;
      return { chapterId: placed.id, sceneIds: await addScenes(trx, placed, text) };
    }
    case "CHAPTER_DRAFT": {
      const chapterId = jobChapterId(data, step.chapterIndex ?? 1);
      const chapter = chapterId === null ? undefined : await Chapter.query(trx).findOne({ id: chapterId, bookId });
      // The author deleted the chapter, or wrote in it, while the job ran: their text wins, the draft is dropped.
      if (!chapter || (chapter.markup ?? "").trim() !== "") return {};
      await chapter.$query(trx).patch({ markup: draftMarkup(text) });
      return { chapterId: chapter.id };
    }
    case "DERIVE_SCENES": {
      const chapter = step.chapterId === undefined ? undefined : await Chapter.query(trx).findOne({ id: step.chapterId, bookId });
      if (!chapter) return {};
      return { chapterId: chapter.id, sceneIds: await addScenes(trx, chapter, text) };
    }
  }
}
