import type { CharacterListAnswer, LoreListAnswer } from "@storyloom/api/client";
import { useQueryClient } from "@tanstack/react-query";
import type { Id } from "../../api/session.ts";
import {
  charactersKey,
  loresKey,
  useCharacters,
  useCreateCharacter,
  useCreateLore,
  useDeleteAllCharacters,
  useDeleteAllLores,
  useDeleteCharacter,
  useDeleteLore,
  useLores,
  useUpdateCharacter,
  useUpdateLore,
} from "../../api/storyBible.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { AiGenerateToggle } from "../../components/AiSuggestions/AiGenerateToggle.tsx";
import { ChangeCharacter, ChangeLore, GenerateCharacters, GenerateLores } from "./AiEntryTools.tsx";
import { EntryList } from "./EntryList.tsx";
import { characterChanges, characterCreateBody, characterKind, loreChanges, loreCreateBody, loreKind } from "./entryDrafts.ts";

interface PanelProps {
  bookId: Id;
  isActive: boolean;
  announce: (message: string) => void;
}

/** The book's characters, in order. */
export function CharactersPanel({ bookId, isActive, announce }: PanelProps) {
  const queryClient = useQueryClient();
  const characters = useCharacters(bookId);
  const create = useCreateCharacter(bookId);
  const update = useUpdateCharacter(bookId);
  const remove = useDeleteCharacter(bookId);
  const removeAll = useDeleteAllCharacters(bookId);

  if (!characters.data) {
    if (characters.isError) {
      return (
        <LoadFailed
          title="The characters could not be loaded"
          error={characters.error}
          onRetry={() => void characters.refetch()}
          isRetrying={characters.isFetching}
        />
      );
    }
    return <p role="status">Loading the characters…</p>;
  }
  return (
    <>
      <AiGenerateToggle>{(close) => <GenerateCharacters bookId={bookId} onClose={close} />}</AiGenerateToggle>
      <EntryList
        kind={characterKind}
        entries={characters.data.characters}
        currentEntries={() => queryClient.getQueryData<CharacterListAnswer>(charactersKey(bookId))?.characters ?? []}
        isActive={isActive}
        announce={announce}
        onCreate={async (draft, orderIndex) => (await create.mutateAsync(characterCreateBody(draft, orderIndex))).character}
        onUpdate={async (characterId, draft, saved) => {
          const body = characterChanges(draft, saved);
          if (!body) throw new Error("There is nothing to save.");
          return (await update.mutateAsync({ characterId, body })).character;
        }}
        onDelete={async (character) => void (await remove.mutateAsync(character.id))}
        onDeleteAll={async () => void (await removeAll.mutateAsync())}
        renderAiChange={(character, close) => <ChangeCharacter bookId={bookId} character={character} onClose={close} />}
      />
    </>
  );
}

/** The book's lore entries, in order. */
export function LorePanel({ bookId, isActive, announce }: PanelProps) {
  const queryClient = useQueryClient();
  const lores = useLores(bookId);
  const create = useCreateLore(bookId);
  const update = useUpdateLore(bookId);
  const remove = useDeleteLore(bookId);
  const removeAll = useDeleteAllLores(bookId);

  if (!lores.data) {
    if (lores.isError) {
      return <LoadFailed title="The lore could not be loaded" error={lores.error} onRetry={() => void lores.refetch()} isRetrying={lores.isFetching} />;
    }
    return <p role="status">Loading the lore…</p>;
  }
  return (
    <>
      <AiGenerateToggle>{(close) => <GenerateLores bookId={bookId} onClose={close} />}</AiGenerateToggle>
      <EntryList
        kind={loreKind}
        entries={lores.data.lores}
        currentEntries={() => queryClient.getQueryData<LoreListAnswer>(loresKey(bookId))?.lores ?? []}
        isActive={isActive}
        announce={announce}
        onCreate={async (draft, orderIndex) => (await create.mutateAsync(loreCreateBody(draft, orderIndex))).lore}
        onUpdate={async (loreId, draft, saved) => {
          const body = loreChanges(draft, saved);
          if (!body) throw new Error("There is nothing to save.");
          return (await update.mutateAsync({ loreId, body })).lore;
        }}
        onDelete={async (lore) => void (await remove.mutateAsync(lore.id))}
        onDeleteAll={async () => void (await removeAll.mutateAsync())}
        renderAiChange={(lore, close) => <ChangeLore bookId={bookId} lore={lore} onClose={close} />}
      />
    </>
  );
}
