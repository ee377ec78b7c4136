/** /api/v1/books/{bookId}/{characters,lores,ideas,story-book-settings}: a book's story bible. Browser-safe. */
import type { z } from "zod";
import type {
  CharacterType,
  CharacterView,
  IdeaView,
  LoreType,
  LoreView,
  PointOfView,
  StoryBookSettingsView,
  StoryLength,
  StoryStyle,
} from "../presenters/views/storyBible.ts";
import type { characterAnswer, characterListAnswer, createCharacterBody, createCharactersBody, updateCharacterBody } from "../routes/characters/schema.ts";
import type { createIdeasBody, ideaAnswer, ideaListAnswer, updateIdeaBody } from "../routes/ideas/schema.ts";
import type { createLoreBody, createLoresBody, loreAnswer, loreListAnswer, updateLoreBody } from "../routes/lores/schema.ts";
import type { saveStoryBookSettingsBody, storyBookSettingsAnswer } from "../routes/storyBookSettings/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { CharacterType, CharacterView, IdeaView, LoreType, LoreView, PointOfView, StoryBookSettingsView, StoryLength, StoryStyle };

export type CreateCharacterBody = z.input<typeof createCharacterBody>;
export type CreateCharactersBody = z.input<typeof createCharactersBody>;
export type UpdateCharacterBody = z.input<typeof updateCharacterBody>;
export type CreateLoreBody = z.input<typeof createLoreBody>;
export type CreateLoresBody = z.input<typeof createLoresBody>;
export type UpdateLoreBody = z.input<typeof updateLoreBody>;
export type CreateIdeasBody = z.input<typeof createIdeasBody>;
export type UpdateIdeaBody = z.input<typeof updateIdeaBody>;
export type SaveStoryBookSettingsBody = z.input<typeof saveStoryBookSettingsBody>;

export type CharacterListAnswer = z.output<typeof characterListAnswer>;
export type CharacterAnswer = z.output<typeof characterAnswer>;
export type LoreListAnswer = z.output<typeof loreListAnswer>;
export type LoreAnswer = z.output<typeof loreAnswer>;
export type IdeaListAnswer = z.output<typeof ideaListAnswer>;
export type IdeaAnswer = z.output<typeof ideaAnswer>;
export type StoryBookSettingsAnswer = z.output<typeof storyBookSettingsAnswer>;

const bookPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}`;
const charactersPath = (bookId: number) => `${bookPath(bookId)}/characters`;
const characterPath = (bookId: number, characterId: number) => `${charactersPath(bookId)}/${encodeURIComponent(characterId)}`;
const loresPath = (bookId: number) => `${bookPath(bookId)}/lores`;
const lorePath = (bookId: number, loreId: number) => `${loresPath(bookId)}/${encodeURIComponent(loreId)}`;

/** GET …/characters: the book's characters in order. */
export function listCharacters(client: ApiClient, bookId: number, options?: CallOptions): Promise<CharacterListAnswer> {
  return client.get<CharacterListAnswer>(charactersPath(bookId), options);
}

/** POST …/characters: one character, at `orderIndex` (add above, add below, duplicate) or last. */
export function createCharacter(client: ApiClient, bookId: number, body: CreateCharacterBody, options?: CallOptions): Promise<CharacterAnswer> {
  return client.post<CharacterAnswer>(charactersPath(bookId), body, options);
}

/** POST …/characters/create-many: up to 100 characters after the last, all or none; answers the new ones. */
export function createCharacters(client: ApiClient, bookId: number, body: CreateCharactersBody, options?: CallOptions): Promise<CharacterListAnswer> {
  return client.post<CharacterListAnswer>(`${charactersPath(bookId)}/create-many`, body, options);
}

/** PATCH …/characters/{characterId}: the fields sent; `orderIndex` moves it. */
export function updateCharacter(
  client: ApiClient,
  bookId: number,
  characterId: number,
  body: UpdateCharacterBody,
  options?: CallOptions,
): Promise<CharacterAnswer> {
  return client.patch<CharacterAnswer>(characterPath(bookId, characterId), body, options);
}

/** DELETE …/characters/{characterId}: answers the book's characters, renumbered. */
export function deleteCharacter(client: ApiClient, bookId: number, characterId: number, options?: CallOptions): Promise<CharacterListAnswer> {
  return client.del<CharacterListAnswer>(characterPath(bookId, characterId), options);
}

/** DELETE …/characters/delete-all: answers the (empty) list. */
export function deleteAllCharacters(client: ApiClient, bookId: number, options?: CallOptions): Promise<CharacterListAnswer> {
  return client.del<CharacterListAnswer>(`${charactersPath(bookId)}/delete-all`, options);
}

/** GET …/lores: the book's lore entries in order. */
export function listLores(client: ApiClient, bookId: number, options?: CallOptions): Promise<LoreListAnswer> {
  return client.get<LoreListAnswer>(loresPath(bookId), options);
}

/** POST …/lores: one lore entry, at `orderIndex` (add above, add below, duplicate) or last. */
export function createLore(client: ApiClient, bookId: number, body: CreateLoreBody, options?: CallOptions): Promise<LoreAnswer> {
  return client.post<LoreAnswer>(loresPath(bookId), body, options);
}

/** POST …/lores/create-many: up to 100 lore entries after the last, all or none; answers the new ones. */
export function createLores(client: ApiClient, bookId: number, body: CreateLoresBody, options?: CallOptions): Promise<LoreListAnswer> {
  return client.post<LoreListAnswer>(`${loresPath(bookId)}/create-many`, body, options);
}

/** PATCH …/lores/{loreId}: the fields sent; `orderIndex` moves it. */
export function updateLore(client: ApiClient, bookId: number, loreId: number, body: UpdateLoreBody, options?: CallOptions): Promise<LoreAnswer> {
  return client.patch<LoreAnswer>(lorePath(bookId, loreId), body, options);
}

/** DELETE …/lores/{loreId}: answers the book's lore entries, renumbered. */
export function deleteLore(client: ApiClient, bookId: number, loreId: number, options?: CallOptions): Promise<LoreListAnswer> {
  return client.del<LoreListAnswer>(lorePath(bookId, loreId), options);
}

/** DELETE …/lores/delete-all: answers the (empty) list. */
export function deleteAllLores(client: ApiClient, bookId: number, options?: CallOptions): Promise<LoreListAnswer> {
  return client.del<LoreListAnswer>(`${loresPath(bookId)}/delete-all`, options);
}

/** GET …/ideas: the book's ideas, newest first. */
export function listIdeas(client: ApiClient, bookId: number, options?: CallOptions): Promise<IdeaListAnswer> {
  return client.get<IdeaListAnswer>(`${bookPath(bookId)}/ideas`, options);
}

/** POST …/ideas/create-many: 1–20 ideas, all or none; answers the new ones (the list shows the last one first). */
export function createIdeas(client: ApiClient, bookId: number, body: CreateIdeasBody, options?: CallOptions): Promise<IdeaListAnswer> {
  return client.post<IdeaListAnswer>(`${bookPath(bookId)}/ideas/create-many`, body, options);
}

/** PATCH …/ideas/{ideaId}: the idea's text or genre. */
export function updateIdea(client: ApiClient, bookId: number, ideaId: number, body: UpdateIdeaBody, options?: CallOptions): Promise<IdeaAnswer> {
  return client.patch<IdeaAnswer>(`${bookPath(bookId)}/ideas/${encodeURIComponent(ideaId)}`, body, options);
}

/** GET …/story-book-settings: every setting null before the first save. */
export function getStoryBookSettings(client: ApiClient, bookId: number, options?: CallOptions): Promise<StoryBookSettingsAnswer> {
  return client.get<StoryBookSettingsAnswer>(`${bookPath(bookId)}/story-book-settings`, options);
}

/** POST …/story-book-settings: saves the settings sent; the others keep their value. */
export function saveStoryBookSettings(
  client: ApiClient,
  bookId: number,
  body: SaveStoryBookSettingsBody,
  options?: CallOptions,
): Promise<StoryBookSettingsAnswer> {
  return client.post<StoryBookSettingsAnswer>(`${bookPath(bookId)}/story-book-settings`, body, options);
}
