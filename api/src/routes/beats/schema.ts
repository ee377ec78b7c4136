import { z } from "zod";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";
import { beatView, outlineView } from "../../presenters/views/beats.ts";

/** docs/product.md (Validation rules) names no outline limits: these are docs/decisions/story-bible-and-outline.md's (Outline: beats and outline templates). */
export const BEAT_NAME_MAX = 200;
export const BEAT_PURPOSE_MAX = 1000;
export const BEAT_DESCRIPTION_MAX = 5000;
/** Acts 1–5: three-act structures, and room for four- and five-act ones. */
export const ACT_MAX = 5;
/** Spelt here rather than imported from the domain (MAX_BEATS): the client imports this file's types. */
export const BEATS_MAX = 100;
export const MOVE_CHAPTERS_MAX = 500;
/** Up to 100 beats with long descriptions (JSON escaping can double them). */
export const BEATS_BODY_LIMIT = "2mb";

export { bodyId };

export const beatName = z
  .string({ error: required("Must be text.") })
  .trim()
  .min(1, REQUIRED)
  .max(BEAT_NAME_MAX, tooLong(BEAT_NAME_MAX));

/** Optional text: empty is none, stored as null. */
function optionalText(max: number) {
  return z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(max))
    .transform((value) => (value === "" ? null : value))
    .nullable();
}

export const beatPurpose = optionalText(BEAT_PURPOSE_MAX);
export const beatDescription = optionalText(BEAT_DESCRIPTION_MAX);
export const beatAct = z
  .number({ error: required(`Must be a whole number from 1 to ${ACT_MAX}, or null.`) })
  .int(`Must be a whole number from 1 to ${ACT_MAX}, or null.`)
  .min(1, `Must be a whole number from 1 to ${ACT_MAX}, or null.`)
  .max(ACT_MAX, `Must be a whole number from 1 to ${ACT_MAX}, or null.`)
  .nullable();

export const bookParams = z.strictObject({ bookId: pathId });
export const beatParams = z.strictObject({ bookId: pathId, beatId: pathId });

export const updateBeatBody = z
  .strictObject({
    name: beatName.optional(),
    purpose: beatPurpose.optional(),
    description: beatDescription.optional(),
    act: beatAct.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: "Send at least one of name, purpose, description, act." });

const beatInput = z.strictObject({
  /** Absent: a new beat. */
  id: bodyId.optional(),
  name: beatName,
  purpose: beatPurpose.optional().default(null),
  description: beatDescription.optional().default(null),
  act: beatAct,
  orderIndex: z
    .number({ error: required("Must be a whole number.") })
    .int("Must be a whole number.")
    .min(0, "Must be at least 0.")
    .max(100_000, "Must be at most 100000."),
});

export const updateManyBeatsBody = z
  .strictObject({
    beats: z.array(beatInput, { error: required("Must be a list.") }).max(BEATS_MAX, `Send at most ${BEATS_MAX} beats.`),
    deletedIds: z.array(bodyId, { error: "Must be a list." }).max(BEATS_MAX, `Send at most ${BEATS_MAX} ids.`).optional().default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.beats.forEach((beat, index) => {
      if (beat.id === undefined) return;
      if (seen.has(beat.id)) ctx.addIssue({ code: "custom", path: ["beats", index, "id"], message: "This beat is listed twice." });
      seen.add(beat.id);
    });
    body.deletedIds.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: ["deletedIds", index], message: "A beat can't be both saved and deleted." });
      seen.add(id);
    });
  });

export const moveChaptersBody = z
  .strictObject({
    chapterIds: z
      .array(bodyId, { error: required("Must be a list.") })
      .min(1, "Send at least one chapter.")
      .max(MOVE_CHAPTERS_MAX, `Send at most ${MOVE_CHAPTERS_MAX} chapters.`),
    /** Where among the beat's other chapters (0-based); absent: after its last. */
    position: z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(0, "Must be at least 0.")
      .max(100_000, "Must be at most 100000.")
      .optional(),
  })
  .refine((body) => new Set(body.chapterIds).size === body.chapterIds.length, { error: "A chapter is listed twice.", path: ["chapterIds"] });

// Answers (presenters/views/beats.ts holds the shapes).

export const outlineAnswer = z.object({ outline: outlineView });
export const beatAnswer = z.object({ beat: beatView });
