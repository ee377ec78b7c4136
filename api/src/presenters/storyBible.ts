import type { StoryBookCharacter, StoryBookIdea, StoryBookLore, StoryBookSettings } from "@storyloom/db/models";
import type { CharacterView, IdeaView, LoreView, StoryBookSettingsView } from "./views/storyBible.ts";

export type { CharacterView, IdeaView, LoreView, StoryBookSettingsView };

export function presentCharacter(character: StoryBookCharacter): CharacterView {
  return {
    id: character.id,
    type: character.type,
    name: character.name,
    overview: character.overview,
    physical: character.physical,
    mental: character.mental,
    skills: character.skills,
    orderIndex: character.orderIndex,
    bookId: character.bookId,
    createdAt: character.createdAt.toISOString(),
    updatedAt: character.updatedAt.toISOString(),
  };
}

export function presentLore(lore: StoryBookLore): LoreView {
  return {
    id: lore.id,
    type: lore.type,
    name: lore.name,
    description: lore.description,
    orderIndex: lore.orderIndex,
    bookId: lore.bookId,
    createdAt: lore.createdAt.toISOString(),
    updatedAt: lore.updatedAt.toISOString(),
  };
}

export function presentIdea(idea: StoryBookIdea): IdeaView {
  return {
    id: idea.id,
    idea: idea.idea,
    genreId: idea.genreId,
    bookId: idea.bookId,
    createdAt: idea.createdAt.toISOString(),
    updatedAt: idea.updatedAt.toISOString(),
  };
}

/** A book's story settings; before the first save, the same shape with every setting null. */
export function presentStoryBookSettings(bookId: number, settings: StoryBookSettings | undefined): StoryBookSettingsView {
  return {
    bookId,
    length: settings?.length ?? null,
    style: settings?.style ?? null,
    pointOfView: settings?.pointOfView ?? null,
    styleDescription: settings?.styleDescription ?? null,
    updatedAt: settings ? settings.updatedAt.toISOString() : null,
  };
}
