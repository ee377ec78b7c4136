import { z } from "zod";
import { characterTypes } from "@storyloom/db/enums";
import { characterView } from "../../presenters/views/storyBible.ts";
import { pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";

/**
 * The character limits of docs/product.md (Validation rules), with its messages word for word. `physical`
 * takes up to 1000 characters while its message names 100: docs/product.md says so
 * (Validation rules), so both are kept as written.
 */
export const CHARACTER_NAME_MAX = 40;
export const CHARACTER_OVERVIEW_MAX = 3000;
export const CHARACTER_PHYSICAL_MAX = 1000;
export const CHARACTER_PHYSICAL_MESSAGE_MAX = 100;
export const CHARACTER_MENTAL_MAX = 100;
export const CHARACTER_SKILLS_MAX = 100;
/** Characters (or lore entries) one create-many call may add. */
export const ENTRIES_PER_CALL_MAX = 100;
/** The body limit of create-many: 100 full characters, with room for JSON escaping. */
export const ENTRIES_BODY_LIMIT = "1mb";

/** A required name: trimmed, 1…max characters. */
export function entryName(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Must be text.") })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max));
}

/** Optional text: trimmed, empty stored as null. `messageMax` is the limit the message names, when docs/product.md (Validation rules) names another. */
export function entryText(max: number, messageMax = max) {
  return z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(messageMax))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

/** A 0-based place in the book's list; past the end is refused by the service, which knows the list. */
export const orderIndex = z
  .number({ error: required("Must be a whole number.") })
  .int("Must be a whole number.")
  .min(0, "Must be at least 0.")
  .max(100_000, "Must be at most 100000.");

/** "Send at least one of …" for an edit body that sent nothing. */
export function sendAtLeastOne(names: string[]) {
  return [
    (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
    { error: `Send at least one of ${names.join(", ")}.` },
  ] as const;
}

export const bookParams = z.strictObject({ bookId: pathId });
export const characterParams = z.strictObject({ bookId: pathId, characterId: pathId });

const characterFields = {
  type: z
    .enum(characterTypes, { error: `Must be one of: ${characterTypes.join(", ")}.` })
    .nullable()
    .optional(),
  name: entryName(CHARACTER_NAME_MAX),
  overview: entryText(CHARACTER_OVERVIEW_MAX),
  physical: entryText(CHARACTER_PHYSICAL_MAX, CHARACTER_PHYSICAL_MESSAGE_MAX),
  mental: entryText(CHARACTER_MENTAL_MAX),
  skills: entryText(CHARACTER_SKILLS_MAX),
};

/** One character; `orderIndex` inserts it at that place (add above, add below, duplicate), default last. */
export const createCharacterBody = z.strictObject({ ...characterFields, orderIndex: orderIndex.optional() });

export const createCharactersBody = z.strictObject({
  characters: z
    .array(z.strictObject(characterFields), { error: required("Must be a list of characters.") })
    .min(1, "Send at least one character.")
    .max(ENTRIES_PER_CALL_MAX, `At most ${ENTRIES_PER_CALL_MAX} characters at a time.`),
});

const characterChanges = { ...characterFields, name: characterFields.name.optional(), orderIndex: orderIndex.optional() };

/** The fields sent; `orderIndex` moves the character to that place. */
export const updateCharacterBody = z.strictObject(characterChanges).refine(...sendAtLeastOne(Object.keys(characterChanges)));

// Answers (presenters/views/storyBible.ts holds the shapes).

/** The book's characters in order (or, from create-many, the new ones). */
export const characterListAnswer = z.object({ characters: z.array(characterView) });
export const characterAnswer = z.object({ character: characterView });
