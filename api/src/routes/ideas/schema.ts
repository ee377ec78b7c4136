import { z } from "zod";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";

/** SPEC §5 names no limit for an idea's text: docs/decisions.md (Story bible). Spelt here, not imported from the domain: the client imports this file's types. */
export const IDEA_TEXT_MAX = 5000;

export const bookParams = z.strictObject({ bookId: pathId });
export const ideaParams = z.strictObject({ bookId: pathId, ideaId: pathId });

export const updateIdeaBody = z
  .strictObject({
    /** The idea itself: trimmed, never empty. */
    idea: z
      .string({ error: required("Must be text.") })
      .trim()
      .min(1, REQUIRED)
      .max(IDEA_TEXT_MAX, tooLong(IDEA_TEXT_MAX))
      .optional(),
    /** One of the listed genres, or null for none. */
    genreId: bodyId.nullable().optional(),
  })
  .refine((body) => body.idea !== undefined || body.genreId !== undefined, { error: "Send at least one of idea, genreId." });

export type UpdateIdeaBody = z.infer<typeof updateIdeaBody>;
