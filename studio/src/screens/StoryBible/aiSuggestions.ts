/**
 * The story bible's AI answers as suggestion cards and saves (docs/decisions/studio.md,
 * AI suggestions in the story bible and outline): generated characters, lore
 * entries and ideas become create-many bodies; a revised entry becomes the
 * PATCH of the fields it changed.
 */
import type {
  CharacterType,
  CharacterView,
  CreateCharactersBody,
  CreateLoresBody,
  LoreType,
  LoreView,
  UpdateCharacterBody,
  UpdateLoreBody,
} from "@storyloom/api/client";
import type { GeneratedCharacters, GeneratedIdeas, GeneratedLores, ModifiedCharacter, ModifiedLore } from "@storyloom/api/client/aiOutputs";
import type { Suggestion, SuggestionLine } from "../../components/AiSuggestions/SuggestionCards.tsx";
import { characterChanges, characterKind, characterTypeLabels, loreChanges, loreKind, loreTypeLabels } from "./entryDrafts.ts";

export type NewCharacter = CreateCharactersBody["characters"][number];
export type NewLore = CreateLoresBody["lores"][number];
type CharacterFields = ModifiedCharacter["character"];
type LoreFields = ModifiedLore["lore"];

/** Shown for a field with nothing in it, so a change from or to nothing is visible. */
const EMPTY = "—";

/** Every field but the name, each only when it holds something (a card). */
function filled(lines: SuggestionLine[]): SuggestionLine[] {
  return lines.filter((line) => line.text !== EMPTY);
}

/** A character's fields as lines, empty ones as "—" (for comparing two versions). */
export function characterLines(character: Pick<CharacterView, "type" | "name" | "overview" | "physical" | "mental" | "skills">): SuggestionLine[] {
  return [
    { label: "Name", text: character.name },
    { label: "Type", text: character.type ? characterTypeLabels[character.type] : EMPTY },
    { label: "Overview", text: character.overview ?? EMPTY },
    { label: "Physical", text: character.physical ?? EMPTY },
    { label: "Mental", text: character.mental ?? EMPTY },
    { label: "Skills", text: character.skills ?? EMPTY },
  ];
}

export function loreLines(lore: Pick<LoreView, "type" | "name" | "description">): SuggestionLine[] {
  return [
    { label: "Name", text: lore.name },
    { label: "Type", text: lore.type ? loreTypeLabels[lore.type] : EMPTY },
    { label: "Description", text: lore.description ?? EMPTY },
  ];
}

/** Generated characters as cards. When the author asked for a type, that is the type they get, whatever the answer says. */
export function characterSuggestions(answer: GeneratedCharacters, askedType: CharacterType | null = null): Suggestion<NewCharacter>[] {
  return answer.characters.map((generated, index) => {
    const character = { ...generated, type: askedType ?? generated.type };
    return { key: `character-${index}`, title: character.name, lines: filled(characterLines(character).slice(1)), body: character };
  });
}

export function loreSuggestions(answer: GeneratedLores, askedType: LoreType | null = null): Suggestion<NewLore>[] {
  return answer.lores.map((generated, index) => {
    const lore = { ...generated, type: askedType ?? generated.type };
    return { key: `lore-${index}`, title: lore.name, lines: filled(loreLines(lore).slice(1)), body: lore };
  });
}

export function ideaSuggestions(answer: GeneratedIdeas): Suggestion<{ idea: string }>[] {
  return answer.ideas.map(({ idea }, index) => ({
    key: `idea-${index}`,
    title: answer.ideas.length === 1 ? "Suggested idea" : `Suggested idea ${index + 1}`,
    lines: [{ label: "Idea", text: idea }],
    body: { idea },
  }));
}

/** The form draft a revised character would leave: the same shape the list's own saves compare. */
function characterDraft(fields: CharacterFields) {
  return characterKind.draftOf({ ...fields, id: 0, orderIndex: 0, bookId: 0, createdAt: "", updatedAt: "" });
}

/** The PATCH of what the AI changed in the character; null when it changed nothing. */
export function characterChangeBody(current: CharacterView, proposed: CharacterFields): UpdateCharacterBody | null {
  return characterChanges(characterDraft(proposed), characterKind.draftOf(current));
}

export function loreChangeBody(current: LoreView, proposed: LoreFields): UpdateLoreBody | null {
  return loreChanges(loreKind.draftOf({ ...proposed, id: 0, orderIndex: 0, bookId: 0, createdAt: "", updatedAt: "" }), loreKind.draftOf(current));
}

/** "Mira Vale and Oren added at the end of the list." */
export function addedMessage(names: string[], where: string): string {
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `${list} added ${where}.`;
}
