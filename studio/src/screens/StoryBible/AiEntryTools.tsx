import { useState } from "react";
import type { CharacterType, CharacterView, LoreType, LoreView } from "@storyloom/api/client";
import type { GeneratedCharacters, GeneratedLores, ModifiedCharacter, ModifiedLore } from "@storyloom/api/client/aiOutputs";
import type { Id } from "../../api/session.ts";
import { useCreateCharacters, useCreateLores, useUpdateCharacter, useUpdateLore } from "../../api/storyBible.ts";
import { checkJsonAnswer, loadAnswerSchemas } from "../../components/AiSuggestions/aiAnswers.ts";
import { AiChanger } from "../../components/AiSuggestions/AiChanger.tsx";
import { AiGenerator } from "../../components/AiSuggestions/AiGenerator.tsx";
import { AiRequestForm } from "../../components/AiSuggestions/AiRequestForm.tsx";
import { addedMessage, characterChangeBody, characterLines, characterSuggestions, loreChangeBody, loreLines, loreSuggestions } from "./aiSuggestions.ts";
import { characterTypeLabels, enumValueOf, loreTypeLabels } from "./entryDrafts.ts";

/** How many entries one generation may ask for in the studio (the API takes up to 10). */
export const GENERATE_COUNT_MAX = 5;
const INSTRUCTION_HINT = "Optional. What you have in mind, at most 2000 characters.";
const AT_THE_END = "at the end of the list";

/** GENERATE_CHARACTER: new characters as suggestions; accepted ones go after the last (create-many). */
export function GenerateCharacters({ bookId, onClose }: { bookId: Id; onClose: () => void }) {
  const create = useCreateCharacters(bookId);
  // The type the shown suggestions were asked for: changing the field afterwards does not change them.
  const [askedType, setAskedType] = useState<CharacterType | null>(null);
  return (
    <AiGenerator<GeneratedCharacters, ReturnType<typeof characterSuggestions>[number]["body"]>
      bookId={bookId}
      title="Generate characters with AI"
      level={3}
      plural="characters"
      writing="Writing the characters…"
      note={`Accepted characters are added ${AT_THE_END}.`}
      onClose={onClose}
      toSuggestions={(answer) => characterSuggestions(answer, askedType)}
      onAccept={async (characters) => {
        const answer = await create.mutateAsync({ characters });
        return addedMessage(
          answer.characters.map((character) => character.name),
          AT_THE_END,
        );
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={{ label: "How many", max: GENERATE_COUNT_MAX, initial: 3 }}
          types={{ label: "Type", anyLabel: "Any type", options: characterTypeLabels }}
          instruction={{ label: "Instructions for the AI", hint: INSTRUCTION_HINT }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Generate"
          onSubmit={({ count, type, instruction }) => {
            const asked = enumValueOf(characterTypeLabels, type);
            setAskedType(asked);
            void prepare("GENERATE_CHARACTER", { count, instruction, type: asked ?? undefined }, async (answer) =>
              checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedCharactersSchema),
            );
          }}
        />
      )}
    />
  );
}

/** GENERATE_LORE: new lore entries as suggestions; accepted ones go after the last. */
export function GenerateLores({ bookId, onClose }: { bookId: Id; onClose: () => void }) {
  const create = useCreateLores(bookId);
  const [askedType, setAskedType] = useState<LoreType | null>(null);
  return (
    <AiGenerator<GeneratedLores, ReturnType<typeof loreSuggestions>[number]["body"]>
      bookId={bookId}
      title="Generate lore with AI"
      level={3}
      plural="lore entries"
      writing="Writing the lore…"
      note={`Accepted lore entries are added ${AT_THE_END}.`}
      onClose={onClose}
      toSuggestions={(answer) => loreSuggestions(answer, askedType)}
      onAccept={async (lores) => {
        const answer = await create.mutateAsync({ lores });
        return addedMessage(
          answer.lores.map((lore) => lore.name),
          AT_THE_END,
        );
      }}
      renderForm={({ errors, isBusy, prepare }) => (
        <AiRequestForm
          count={{ label: "How many", max: GENERATE_COUNT_MAX, initial: 3 }}
          types={{ label: "Type", anyLabel: "Any type", options: loreTypeLabels }}
          instruction={{ label: "Instructions for the AI", hint: INSTRUCTION_HINT }}
          errors={errors}
          isBusy={isBusy}
          submitLabel="Generate"
          onSubmit={({ count, type, instruction }) => {
            const asked = enumValueOf(loreTypeLabels, type);
            setAskedType(asked);
            void prepare("GENERATE_LORE", { count, instruction, type: asked ?? undefined }, async (answer) =>
              checkJsonAnswer(answer, (await loadAnswerSchemas()).generatedLoresSchema),
            );
          }}
        />
      )}
    />
  );
}

/** MODIFY_CHARACTER on a saved character: the revised version beside it; accepting saves the fields it changed. */
export function ChangeCharacter({ bookId, character, onClose }: { bookId: Id; character: CharacterView; onClose: () => void }) {
  const update = useUpdateCharacter(bookId);
  return (
    <AiChanger<ModifiedCharacter>
      bookId={bookId}
      name={character.name}
      current={characterLines(character)}
      proposedOf={(answer) => characterLines(answer.character)}
      onClose={onClose}
      onPrepare={(instruction, prepare) =>
        prepare("MODIFY_CHARACTER", { characterId: character.id, instruction }, async (answer) =>
          checkJsonAnswer(answer, (await loadAnswerSchemas()).modifiedCharacterSchema),
        )
      }
      onAccept={async (answer) => {
        const body = characterChangeBody(character, answer.character);
        if (body) await update.mutateAsync({ characterId: character.id, body });
      }}
    />
  );
}

/** MODIFY_LORE on a saved lore entry. */
export function ChangeLore({ bookId, lore, onClose }: { bookId: Id; lore: LoreView; onClose: () => void }) {
  const update = useUpdateLore(bookId);
  return (
    <AiChanger<ModifiedLore>
      bookId={bookId}
      name={lore.name}
      current={loreLines(lore)}
      proposedOf={(answer) => loreLines(answer.lore)}
      onClose={onClose}
      onPrepare={(instruction, prepare) =>
        prepare("MODIFY_LORE", { loreId: lore.id, instruction }, async (answer) => checkJsonAnswer(answer, (await loadAnswerSchemas()).modifiedLoreSchema))
      }
      onAccept={async (answer) => {
        const body = loreChangeBody(lore, answer.lore);
        if (body) await update.mutateAsync({ loreId: lore.id, body });
      }}
    />
  );
}
