import { z } from "zod";
import { ideaView } from "../../presenters/views/storyBible.ts";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";

/** docs/product.md (Validation rules) names no limit for an idea's text: docs/decisions/story-bible-and-outline.md (Story bible). Spelt here, not imported from the domain: the client imports this file's types. */
export const IDEA_TEXT_MAX = 5000;
/** Ideas one create-many call may add: a generation answers at most ten, and accepting them all is one call. */
export const IDEAS_PER_CALL_MAX = 20;
/** The body limit of create-many: 20 ideas of 5000 characters, with room for multi-byte text and JSON escaping. */
export const IDEAS_BODY_LIMIT = "1mb";

export const bookParams = z.strictObject({ bookId: pathId });
export const ideaParams = z.strictObject({ bookId: pathId, ideaId: pathId });

/** The idea itself: trimmed, never empty. */
const ideaText = z
  .string({ error: required("Must be text.") })
  .trim()
  .min(1, REQUIRED)
  .max(IDEA_TEXT_MAX, tooLong(IDEA_TEXT_MAX));
/** One of the listed genres, or null for none. */
const genreId = bodyId.nullable().optional();

/** New ideas (the ones the author kept of an AI idea tool's answer), 1–20, with the PATCH's text rules. */
export const createIdeasBody = z.strictObject({
  ideas: z
    .array(z.strictObject({ idea: ideaText, genreId }), { error: required("Must be a list of ideas.") })
    .min(1, "Send at least one idea.")
    .max(IDEAS_PER_CALL_MAX, `At most ${IDEAS_PER_CALL_MAX} ideas at a time.`),
});

export const updateIdeaBody = z
  .strictObject({ idea: ideaText.optional(), genreId })
  .refine((body) => body.idea !== undefined || body.genreId !== undefined, { error: "Send at least one of idea, genreId." });

// Answers (presenters/views/storyBible.ts holds the shapes).

/** The book's ideas, newest first (or, from create-many, the new ones). */
export const ideaListAnswer = z.object({ ideas: z.array(ideaView) });
export const ideaAnswer = z.object({ idea: ideaView });
