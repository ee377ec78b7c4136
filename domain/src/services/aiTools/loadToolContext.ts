import type { Knex } from "@storyloom/db";
import { Book, Chapter, StoryBookBeat, StoryBookCharacter, StoryBookIdea, StoryBookLore, StoryBookScene, StoryBookSettings } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import { markupToPlainText } from "../ai/storyContext.ts";
import type { BeatFacts, ChapterFacts, CharacterFacts, PlotTemplateFacts, SceneFacts, ToolContext } from "./toolContext.ts";

/** The ideas a tool may be shown (the newest): enough to steer away from repeats. */
const IDEAS_LOADED = 20;

/** The entries a tool's variables may name. */
const ENTRY_KEYS = ["sceneId", "chapterId", "beatId", "characterId", "loreId", "ideaId"] as const;
type EntryIds = Partial<Record<(typeof ENTRY_KEYS)[number], number>>;

/** The entry ids among a tool's variables (each tool's schema says which it takes). */
export function entryIdsOf(variables: object): EntryIds {
  const ids: EntryIds = {};
  for (const key of ENTRY_KEYS) {
    const value: unknown = Reflect.get(variables, key);
    if (typeof value === "number") ids[key] = value;
  }
  return ids;
}

function sceneFacts(scene: StoryBookScene, characters: readonly CharacterFacts[]): SceneFacts {
  return {
    id: scene.id,
    type: scene.type,
    primaryCharacter: scene.primaryCharacter,
    goal: scene.goal,
    conflict: scene.conflict,
    resolution: scene.resolution,
    resolutionDescription: scene.resolutionDescription,
    priorEvent: scene.priorEvent,
    reaction: scene.reaction,
    dilemma: scene.dilemma,
    decision: scene.decision,
    description: scene.description,
    characterName: characters.find((character) => character.id === scene.characterId)?.name ?? null,
  };
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new NotFoundError(message);
  return value;
}

/**
 * Everything a built-in tool is compiled with, for the author's own book:
 * the book and its story bible, and each entry the variables name, loaded
 * from this book only (another book's scene is "Scene not found.", as in the
 * story bible's own calls). A scene brings its chapter and beat; a chapter
 * its beat and scene cards.
 */
export async function loadToolContext(
  db: Knex | Knex.Transaction,
  input: { authorId: number; bookId: number; variables: object; template: PlotTemplateFacts | null },
): Promise<ToolContext> {
  const { bookId } = input;
  const book = await Book.query(db).findById(bookId).where({ authorId: input.authorId, deleted: false }).withGraphFetched("genre");
  if (!book) throw new NotFoundError("Book not found.");
  const ids = entryIdsOf(input.variables);
  const [settings, characterRows, loreRows, beatRows, ideaRows] = await Promise.all([
    StoryBookSettings.query(db).where({ bookId }).first(),
    StoryBookCharacter.query(db).where({ bookId }).orderBy(["orderIndex", "id"]),
    StoryBookLore.query(db).where({ bookId }).orderBy(["orderIndex", "id"]),
    StoryBookBeat.query(db).where({ bookId }).orderBy(["orderIndex", "id"]),
    StoryBookIdea.query(db).where({ bookId }).orderBy("id", "desc").limit(IDEAS_LOADED),
  ]);
  const characters: CharacterFacts[] = characterRows.map((c) => ({
    id: c.id,
    type: c.type,
    name: c.name,
    overview: c.overview,
    physical: c.physical,
    mental: c.mental,
    skills: c.skills,
  }));
  const beats: BeatFacts[] = beatRows.map((b) => ({ id: b.id, name: b.name, purpose: b.purpose, description: b.description, act: b.act }));

  const sceneRow = ids.sceneId === undefined ? null : found(await StoryBookScene.query(db).findById(ids.sceneId).where({ bookId }), "Scene not found.");
  const chapterId = ids.chapterId ?? sceneRow?.chapterId ?? null;
  const chapterRow =
    chapterId === null
      ? null
      : found(await Chapter.query(db).findById(chapterId).where({ bookId }).select("id", "title", "number", "beatId"), "Chapter not found.");
  let chapter: ChapterFacts | null = null;
  if (chapterRow) {
    const scenes = await StoryBookScene.query(db).where({ bookId, chapterId: chapterRow.id }).orderBy(["orderIndex", "id"]);
    chapter = { id: chapterRow.id, title: chapterRow.title, number: chapterRow.number, scenes: scenes.map((scene) => sceneFacts(scene, characters)) };
  }
  const beatId = ids.beatId ?? sceneRow?.beatId ?? chapterRow?.beatId ?? null;
  const beat =
    beatId === null
      ? null
      : ids.beatId === undefined
        ? (beats.find((b) => b.id === beatId) ?? null)
        : found(
            beats.find((b) => b.id === beatId),
            "Beat not found.",
          );

  const character =
    ids.characterId === undefined
      ? null
      : found(
          characters.find((c) => c.id === ids.characterId),
          "Character not found.",
        );
  const loreRow =
    ids.loreId === undefined
      ? null
      : found(
          loreRows.find((l) => l.id === ids.loreId),
          "Lore not found.",
        );
  const ideaRow = ids.ideaId === undefined ? null : found(await StoryBookIdea.query(db).findById(ids.ideaId).where({ bookId }), "Idea not found.");

  return {
    book: { title: book.title, type: book.type, genre: book.genre?.name ?? null, description: markupToPlainText(book.description) || null },
    settings: settings
      ? { length: settings.length, style: settings.style, pointOfView: settings.pointOfView, styleDescription: settings.styleDescription }
      : null,
    characters,
    lores: loreRows.map((l) => ({ id: l.id, type: l.type, name: l.name, description: l.description })),
    beats,
    ideas: ideaRows.map((i) => ({ id: i.id, idea: i.idea })),
    scene: sceneRow ? sceneFacts(sceneRow, characters) : null,
    chapter,
    beat,
    character,
    lore: loreRow ? { id: loreRow.id, type: loreRow.type, name: loreRow.name, description: loreRow.description } : null,
    idea: ideaRow ? { id: ideaRow.id, idea: ideaRow.idea } : null,
    template: input.template,
  };
}
