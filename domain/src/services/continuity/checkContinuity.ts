/**
 * A chapter's continuity check (README.md beside this file): its working text
 * (a staged edit over the published text) against the story bible and the
 * chapters before it, by the rule checks (free, instant) and, when asked, by
 * the AI (charged).
 */
import type { AiService, Knex } from "@storyloom/db";
import { Chapter, StoryBookCharacter, StoryBookLore } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { AiClients } from "../../integrations/ai.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import type { AiCaller } from "../ai/prepareAiCall.ts";
import { parseMarkup } from "../chapters/markupBlocks.ts";
import { workingText } from "../chapters/workingText.ts";
import { checkDeadCharacters } from "./checkDeadCharacters.ts";
import { checkNames } from "./checkNames.ts";
import { checkTraits } from "./checkTraits.ts";
import { checkWithAi } from "./checkWithAi.ts";
import type { CheckedChapter, ContinuityInput } from "./continuityText.ts";
import { orderFindings } from "./findings.ts";
import type { Finding } from "./findings.ts";

export interface ContinuityReport {
  chapterId: number;
  checkedAt: Date;
  findings: Finding[];
  aiUsed: boolean;
}

/** A chapter as the checks read it: its working text's paragraphs as plain text. */
export function checkedChapterOf(chapter: Chapter): CheckedChapter {
  const text = workingText(chapter);
  const paragraphs = parseMarkup(text.markup)
    .map((block) =>
      block.runs
        .map((run) => run.text)
        .join("")
        .trim(),
    )
    .filter((paragraph) => paragraph !== "");
  return { id: chapter.id, number: chapter.number, title: text.title, paragraphs };
}

/** The rule checks alone: what every check runs, free. Pure. */
export function checkByRules(input: ContinuityInput): Finding[] {
  return orderFindings([...checkTraits(input), ...checkDeadCharacters(input), ...checkNames(input)]);
}

/** Loads the chapter, the chapters before it and the story bible of a book (the caller has authorised the book). */
export async function loadContinuityInput(knex: Knex, input: { bookId: number; chapterId: number }): Promise<ContinuityInput> {
  const chapters = await Chapter.query(knex).where({ bookId: input.bookId }).orderBy("number");
  const chapter = chapters.find((candidate) => candidate.id === input.chapterId);
  if (!chapter) throw new NotFoundError("Chapter not found.");
  const [characters, lores] = await Promise.all([
    StoryBookCharacter.query(knex).where({ bookId: input.bookId }).orderBy(["orderIndex", "id"]),
    StoryBookLore.query(knex).where({ bookId: input.bookId }).orderBy(["orderIndex", "id"]),
  ]);
  return {
    chapter: checkedChapterOf(chapter),
    earlier: chapters.filter((candidate) => candidate.number < chapter.number).map(checkedChapterOf),
    characters: characters.map(({ id, name, overview, physical, mental, skills }) => ({ id, name, overview, physical, mental, skills })),
    lores: lores.map(({ id, name, type, description }) => ({ id, name, type, description })),
  };
}

export interface CheckContinuityInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  bookId: number;
  chapterId: number;
  useAi: boolean;
  service?: AiService | undefined;
  model?: string | undefined;
  signal: AbortSignal;
  onSettled?: (settled: SettledAiCall | null) => void;
  onModerationUnavailable?: (reason: string) => void;
}

/** Runs the rule checks and, with `useAi`, the AI's; the findings in reading order, one per id. */
export async function checkContinuity(input: CheckContinuityInput): Promise<ContinuityReport> {
  const text = await loadContinuityInput(input.knex, input);
  const rules = checkByRules(text);
  const byAi = input.useAi
    ? await checkWithAi({
        knex: input.knex,
        ai: input.ai,
        caller: input.caller,
        bookId: input.bookId,
        text,
        service: input.service,
        model: input.model,
        signal: input.signal,
        onSettled: input.onSettled,
        onModerationUnavailable: input.onModerationUnavailable,
      })
    : [];
  return { chapterId: text.chapter.id, checkedAt: new Date(), findings: orderFindings([...rules, ...byAi]), aiUsed: input.useAi };
}
