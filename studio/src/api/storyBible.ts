import {
  createCharacter,
  createCharacters,
  createIdeas,
  createLore,
  createLores,
  deleteAllCharacters,
  deleteAllLores,
  deleteCharacter,
  deleteLore,
  getStoryBookSettings,
  listCharacters,
  listIdeas,
  listLores,
  saveStoryBookSettings,
  updateCharacter,
  updateIdea,
  updateLore,
} from "@storyloom/api/client";
import type {
  CharacterAnswer,
  CharacterListAnswer,
  CreateCharacterBody,
  CreateCharactersBody,
  CreateIdeasBody,
  CreateLoreBody,
  CreateLoresBody,
  IdeaAnswer,
  IdeaListAnswer,
  LoreAnswer,
  LoreListAnswer,
  SaveStoryBookSettingsBody,
  StoryBookSettingsAnswer,
  UpdateCharacterBody,
  UpdateIdeaBody,
  UpdateLoreBody,
} from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookKey } from "./books.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** An entry of one of the book's ordered lists (characters, lores). */
interface OrderedEntry {
  id: number;
  orderIndex: number;
}

/** The list with `entry` created at its `orderIndex`: the entries from that place on move down one, as the server moves them. */
export function insertEntry<E extends OrderedEntry>(list: readonly E[], entry: E): E[] {
  const moved = list.map((candidate) => (candidate.orderIndex >= entry.orderIndex ? { ...candidate, orderIndex: candidate.orderIndex + 1 } : candidate));
  return [...moved, entry].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
}

/** The list with `entry` saved in place of the one with its id. */
export function replaceEntry<E extends OrderedEntry>(list: readonly E[], entry: E): E[] {
  return list.map((candidate) => (candidate.id === entry.id ? entry : candidate));
}

export const charactersKey = (bookId: Id) => [...bookKey(bookId), "characters"] as const;
export const loresKey = (bookId: Id) => [...bookKey(bookId), "lores"] as const;
export const ideasKey = (bookId: Id) => [...bookKey(bookId), "ideas"] as const;
export const storyBookSettingsKey = (bookId: Id) => [...bookKey(bookId), "storyBookSettings"] as const;

/** The book's characters in order. */
export function useCharacters(bookId: Id) {
  return useQuery({
    queryKey: charactersKey(bookId),
    queryFn: ({ signal }) => listCharacters(apiClient, bookId, { signal }),
  });
}

/**
 * Creates a character at its `orderIndex` (add above, add below, duplicate):
 * it is shown in its place at once, and the list is asked again because the
 * ones after it moved down.
 */
export function useCreateCharacter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCharacterBody) => createCharacter(apiClient, bookId, body),
    onSuccess: ({ character }: CharacterAnswer) => {
      queryClient.setQueryData<CharacterListAnswer>(charactersKey(bookId), (list) => list && { characters: insertEntry(list.characters, character) });
      void queryClient.invalidateQueries({ queryKey: charactersKey(bookId) });
    },
  });
}

/** Adds characters after the last one (accepted AI suggestions); they join the end of the cached list, which is asked again. */
export function useCreateCharacters(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCharactersBody) => createCharacters(apiClient, bookId, body),
    onSuccess: ({ characters }: CharacterListAnswer) => {
      queryClient.setQueryData<CharacterListAnswer>(charactersKey(bookId), (list) => list && { characters: [...list.characters, ...characters] });
      void queryClient.invalidateQueries({ queryKey: charactersKey(bookId) });
    },
  });
}

/** Saves a character's fields; no other entry changes, so the answer replaces it in the cached list. */
export function useUpdateCharacter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, body }: { characterId: Id; body: UpdateCharacterBody }) => updateCharacter(apiClient, bookId, characterId, body),
    onSuccess: ({ character }: CharacterAnswer) => {
      queryClient.setQueryData<CharacterListAnswer>(charactersKey(bookId), (list) => list && { characters: replaceEntry(list.characters, character) });
    },
  });
}

/** Delete and delete-all answer the book's characters after the change: the answer replaces the cached list. */
export function useDeleteCharacter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (characterId: Id) => deleteCharacter(apiClient, bookId, characterId),
    onSuccess: (answer: CharacterListAnswer) => queryClient.setQueryData(charactersKey(bookId), answer),
  });
}

export function useDeleteAllCharacters(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAllCharacters(apiClient, bookId),
    onSuccess: (answer: CharacterListAnswer) => queryClient.setQueryData(charactersKey(bookId), answer),
  });
}

/** The book's lore entries in order. */
export function useLores(bookId: Id) {
  return useQuery({
    queryKey: loresKey(bookId),
    queryFn: ({ signal }) => listLores(apiClient, bookId, { signal }),
  });
}

/** Creates a lore entry at its `orderIndex`, shown in its place at once; the list is asked again. */
export function useCreateLore(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLoreBody) => createLore(apiClient, bookId, body),
    onSuccess: ({ lore }: LoreAnswer) => {
      queryClient.setQueryData<LoreListAnswer>(loresKey(bookId), (list) => list && { lores: insertEntry(list.lores, lore) });
      void queryClient.invalidateQueries({ queryKey: loresKey(bookId) });
    },
  });
}

/** Adds lore entries after the last one (accepted AI suggestions). */
export function useCreateLores(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLoresBody) => createLores(apiClient, bookId, body),
    onSuccess: ({ lores }: LoreListAnswer) => {
      queryClient.setQueryData<LoreListAnswer>(loresKey(bookId), (list) => list && { lores: [...list.lores, ...lores] });
      void queryClient.invalidateQueries({ queryKey: loresKey(bookId) });
    },
  });
}

export function useUpdateLore(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loreId, body }: { loreId: Id; body: UpdateLoreBody }) => updateLore(apiClient, bookId, loreId, body),
    onSuccess: ({ lore }: LoreAnswer) => {
      queryClient.setQueryData<LoreListAnswer>(loresKey(bookId), (list) => list && { lores: replaceEntry(list.lores, lore) });
    },
  });
}

export function useDeleteLore(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loreId: Id) => deleteLore(apiClient, bookId, loreId),
    onSuccess: (answer: LoreListAnswer) => queryClient.setQueryData(loresKey(bookId), answer),
  });
}

export function useDeleteAllLores(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAllLores(apiClient, bookId),
    onSuccess: (answer: LoreListAnswer) => queryClient.setQueryData(loresKey(bookId), answer),
  });
}

/** The book's ideas, newest first. */
export function useIdeas(bookId: Id) {
  return useQuery({
    queryKey: ideasKey(bookId),
    queryFn: ({ signal }) => listIdeas(apiClient, bookId, { signal }),
  });
}

/** Keeps new ideas (accepted AI suggestions); the list is newest first, so the last one made comes first. */
export function useCreateIdeas(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIdeasBody) => createIdeas(apiClient, bookId, body),
    onSuccess: ({ ideas }: IdeaListAnswer) => {
      queryClient.setQueryData<IdeaListAnswer>(ideasKey(bookId), (list) => list && { ideas: [...[...ideas].reverse(), ...list.ideas] });
    },
  });
}

export function useUpdateIdea(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, body }: { ideaId: Id; body: UpdateIdeaBody }) => updateIdea(apiClient, bookId, ideaId, body),
    onSuccess: ({ idea }: IdeaAnswer) => {
      queryClient.setQueryData<IdeaListAnswer>(
        ideasKey(bookId),
        (list) => list && { ideas: list.ideas.map((candidate) => (candidate.id === idea.id ? idea : candidate)) },
      );
    },
  });
}

/** The book's story settings; every one null before the first save. */
export function useStoryBookSettings(bookId: Id) {
  return useQuery({
    queryKey: storyBookSettingsKey(bookId),
    queryFn: ({ signal }) => getStoryBookSettings(apiClient, bookId, { signal }),
  });
}

export function useSaveStoryBookSettings(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoryBookSettingsBody) => saveStoryBookSettings(apiClient, bookId, body),
    onSuccess: (answer: StoryBookSettingsAnswer) => queryClient.setQueryData(storyBookSettingsKey(bookId), answer),
  });
}
