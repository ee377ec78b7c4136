import type {
  CharacterType,
  CharacterView,
  CreateCharacterBody,
  CreateLoreBody,
  LoreType,
  LoreView,
  UpdateCharacterBody,
  UpdateLoreBody,
} from "@storyloom/api/client";

export const characterTypeLabels: Record<CharacterType, string> = {
  PROTAGONIST: "Protagonist",
  ANTAGONIST: "Antagonist",
  SUPPORTING: "Supporting",
};

export const loreTypeLabels: Record<LoreType, string> = {
  ALIEN_OR_FANTASY_RACE: "Alien or fantasy race",
  CREATURE: "Creature",
  CULTURE_OR_PEOPLE: "Culture or people",
  HISTORY: "History",
  LOCATION: "Location",
  MAGIC: "Magic",
  ORGANIZATION_OR_GROUP: "Organization or group",
  RELIGION: "Religion",
  TECHNOLOGY: "Technology",
  OTHER: "Other",
};

/** The enumeration value a select holds, or null for "" (none) and anything not listed. */
export function enumValueOf<T extends string>(labels: Readonly<Record<T, string>>, value: string): T | null {
  return (Object.keys(labels) as T[]).find((key) => key === value) ?? null;
}

/** A text field of an entry's form: its name in the API, its label, and whether it takes paragraphs. */
export interface EntryFieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  multiline: boolean;
}

/** An entry's form as its controls hold it: every field a string, `type` "" for none. */
export type EntryDraft<F extends string> = Readonly<Record<"type" | "name" | F, string>>;

/** What the story bible's two ordered lists (characters, lore) have in common. */
export interface EntryBase {
  id: number;
  name: string;
  type: string | null;
  orderIndex: number;
}

/** What the list of one kind of entry needs to know about it. */
export interface EntryKind<E extends EntryBase, F extends string> {
  /** "character": used in labels ("Add a character above Mira"). */
  singular: string;
  /** "a character". */
  withArticle: string;
  plural: string;
  /** "Characters": the tab and the list's name. */
  title: string;
  /** The empty list's heading and what it says. */
  emptyTitle: string;
  emptyText: string;
  /** The longest name the API takes (docs/product.md, Validation rules): a duplicate's " (copy)" is added only when it fits. */
  nameMax: number;
  typeLabels: Readonly<Record<string, string>>;
  /** The text fields, name first. */
  fields: readonly EntryFieldSpec<F>[];
  draftOf: (entry: E | null) => EntryDraft<F>;
}

export type CharacterField = "name" | "overview" | "physical" | "mental" | "skills";
export type LoreField = "name" | "description";

export const characterKind: EntryKind<CharacterView, CharacterField> = {
  singular: "character",
  withArticle: "a character",
  plural: "characters",
  title: "Characters",
  emptyTitle: "No characters yet",
  emptyText: "Keep the people of this book here: who they are, how they look and think, what they can do. Add them in the order you like to read them.",
  nameMax: 40,
  typeLabels: characterTypeLabels,
  fields: [
    { name: "name", label: "Name", multiline: false },
    { name: "overview", label: "Overview", hint: "Who they are, what they want and what stands in their way.", multiline: true },
    { name: "physical", label: "Physical", hint: "Appearance, age, voice, how they move.", multiline: true },
    { name: "mental", label: "Mental", hint: "Temperament, fears, habits of mind.", multiline: true },
    { name: "skills", label: "Skills", multiline: true },
  ],
  draftOf: (character) => ({
    type: character?.type ?? "",
    name: character?.name ?? "",
    overview: character?.overview ?? "",
    physical: character?.physical ?? "",
    mental: character?.mental ?? "",
    skills: character?.skills ?? "",
  }),
};

export const loreKind: EntryKind<LoreView, LoreField> = {
  singular: "lore entry",
  withArticle: "a lore entry",
  plural: "lore entries",
  title: "Lore",
  emptyTitle: "No lore yet",
  emptyText: "Keep the world of this book here: its places, peoples, history, magic and technology, one entry each.",
  nameMax: 50,
  typeLabels: loreTypeLabels,
  fields: [
    { name: "name", label: "Name", multiline: false },
    { name: "description", label: "Description", hint: "What it is and what it means for the story.", multiline: true },
  ],
  draftOf: (lore) => ({ type: lore?.type ?? "", name: lore?.name ?? "", description: lore?.description ?? "" }),
};

/** Whether the form differs from what was saved. */
export function isDraftChanged<F extends string>(draft: EntryDraft<F>, saved: EntryDraft<F>): boolean {
  return (Object.keys(draft) as ("type" | F)[]).some((field) => draft[field] !== saved[field]);
}

/** A duplicate's name: "Mira (copy)", or the same name when that would pass the API's limit. */
export function copyName(name: string, max: number): string {
  const copy = `${name} (copy)`;
  return copy.length <= max ? copy : name;
}

/** The form of a duplicate of `entry`. */
export function copyDraft<E extends EntryBase, F extends string>(kind: EntryKind<E, F>, entry: E): EntryDraft<F> {
  const draft = kind.draftOf(entry);
  return { ...draft, name: copyName(entry.name, kind.nameMax) };
}

// The text goes as typed: the API trims it, stores empty optional text as null and names what is wrong.
export function characterCreateBody(draft: EntryDraft<CharacterField>, orderIndex: number): CreateCharacterBody {
  const { name, overview, physical, mental, skills } = draft;
  return { type: enumValueOf(characterTypeLabels, draft.type), name, overview, physical, mental, skills, orderIndex };
}

/** Only the fields that changed, so a save never rewrites what the author did not touch; null when nothing did. */
export function characterChanges(draft: EntryDraft<CharacterField>, saved: EntryDraft<CharacterField>): UpdateCharacterBody | null {
  const body: UpdateCharacterBody = {};
  for (const field of ["name", "overview", "physical", "mental", "skills"] as const) if (draft[field] !== saved[field]) body[field] = draft[field];
  if (draft.type !== saved.type) body.type = enumValueOf(characterTypeLabels, draft.type);
  return Object.keys(body).length > 0 ? body : null;
}

export function loreCreateBody(draft: EntryDraft<LoreField>, orderIndex: number): CreateLoreBody {
  return { type: enumValueOf(loreTypeLabels, draft.type), name: draft.name, description: draft.description, orderIndex };
}

export function loreChanges(draft: EntryDraft<LoreField>, saved: EntryDraft<LoreField>): UpdateLoreBody | null {
  const body: UpdateLoreBody = {};
  for (const field of ["name", "description"] as const) if (draft[field] !== saved[field]) body[field] = draft[field];
  if (draft.type !== saved.type) body.type = enumValueOf(loreTypeLabels, draft.type);
  return Object.keys(body).length > 0 ? body : null;
}

/** One row of the list on screen: a saved entry, or the new one being written at its place. */
export type EntrySlot<E> = { kind: "entry"; entry: E } | { kind: "new" };

/** The entries with the new one's form at `newAt` (0 = first; past the end = last), or the entries alone. */
export function slotsOf<E>(entries: readonly E[], newAt: number | null): EntrySlot<E>[] {
  const slots: EntrySlot<E>[] = entries.map((entry) => ({ kind: "entry", entry }));
  if (newAt !== null) slots.splice(Math.min(Math.max(newAt, 0), slots.length), 0, { kind: "new" });
  return slots;
}

/** The entry to focus once the one at `index` is gone (deleted, or a new one discarded): the next, else the one before, else none. */
export function neighbourOf<E>(entries: readonly E[], index: number): E | null {
  return entries[index] ?? entries[index - 1] ?? null;
}

/** The short lines a card shows under the name: each filled text field but the name. */
export function summaryLines<E extends EntryBase, F extends string>(kind: EntryKind<E, F>, entry: E): { label: string; text: string }[] {
  const draft = kind.draftOf(entry);
  return kind.fields
    .filter((field) => field.name !== "name" && draft[field.name].trim() !== "")
    .map((field) => ({ label: field.label, text: draft[field.name] }));
}
