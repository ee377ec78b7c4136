import { z } from "zod";
import { loreTypes } from "@storyloom/db/enums";
import { loreView } from "../../presenters/views/storyBible.ts";
import { pathId, required } from "../schemaParts.ts";
import { ENTRIES_BODY_LIMIT, ENTRIES_PER_CALL_MAX, bookParams, entryName, entryText, orderIndex, sendAtLeastOne } from "../characters/schema.ts";

/** The lore limits of docs/product.md (Validation rules); the messages are those of the characters' (schemaParts). */
export const LORE_NAME_MAX = 50;
export const LORE_DESCRIPTION_MAX = 3000;
export { ENTRIES_BODY_LIMIT, bookParams };

export const loreParams = z.strictObject({ bookId: pathId, loreId: pathId });

const loreFields = {
  type: z
    .enum(loreTypes, { error: `Must be one of: ${loreTypes.join(", ")}.` })
    .nullable()
    .optional(),
  name: entryName(LORE_NAME_MAX),
  description: entryText(LORE_DESCRIPTION_MAX),
};

/** One lore entry; `orderIndex` inserts it at that place (add above, add below, duplicate), default last. */
export const createLoreBody = z.strictObject({ ...loreFields, orderIndex: orderIndex.optional() });

export const createLoresBody = z.strictObject({
  lores: z
    .array(z.strictObject(loreFields), { error: required("Must be a list of lore entries.") })
    .min(1, "Send at least one lore entry.")
    .max(ENTRIES_PER_CALL_MAX, `At most ${ENTRIES_PER_CALL_MAX} lore entries at a time.`),
});

const loreChanges = { ...loreFields, name: loreFields.name.optional(), orderIndex: orderIndex.optional() };

/** The fields sent; `orderIndex` moves the entry to that place. */
export const updateLoreBody = z.strictObject(loreChanges).refine(...sendAtLeastOne(Object.keys(loreChanges)));

// Answers (presenters/views/storyBible.ts holds the shapes).

/** The book's lore entries in order (or, from create-many, the new ones). */
export const loreListAnswer = z.object({ lores: z.array(loreView) });
export const loreAnswer = z.object({ lore: loreView });
