import { z } from "zod";
import { REQUIRED, tooLong } from "../schemaParts.ts";
import { BEATS_MAX, beatAct, beatDescription, beatName, beatPurpose, bodyId } from "../beats/schema.ts";
import { outlineView } from "../../presenters/views/beats.ts";
import { outlineTemplateView } from "../../presenters/views/outlineTemplates.ts";

/** docs/product.md (Validation rules) names no template limits: these are docs/decisions/story-bible-and-outline.md's (Outline: beats and outline templates). */
export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_DESCRIPTION_MAX = 2000;
export const TEMPLATES_BODY_LIMIT = "2mb";

const pathId = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Must be a whole number.") })
  .regex(/^\d{1,15}$/, "Must be a whole number.")
  .transform(Number)
  .pipe(z.number().min(1, "Must be a whole number."));

const name = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Must be text.") })
  .trim()
  .min(1, REQUIRED)
  .max(TEMPLATE_NAME_MAX, tooLong(TEMPLATE_NAME_MAX));

const description = z
  .string({ error: "Must be text." })
  .trim()
  .max(TEMPLATE_DESCRIPTION_MAX, tooLong(TEMPLATE_DESCRIPTION_MAX))
  .transform((value) => (value === "" ? null : value))
  .nullable();

const templateBeat = z.strictObject({
  name: beatName,
  purpose: beatPurpose.optional().default(null),
  description: beatDescription.optional().default(null),
  act: beatAct.optional().default(null),
});

const templateBeats = z
  .array(templateBeat, { error: (issue) => (issue.input === undefined ? REQUIRED : "Must be a list.") })
  .min(1, "A template needs at least one beat.")
  .max(BEATS_MAX, `A template can have at most ${BEATS_MAX} beats.`);

export const templateParams = z.strictObject({ id: pathId });

/** Either beats written out, or `bookId`: "save this book's outline as a template". */
export const createOutlineTemplateBody = z
  .strictObject({
    name,
    description: description.optional().default(null),
    beats: templateBeats.optional(),
    bookId: bodyId.optional(),
  })
  .refine((body) => (body.beats === undefined) !== (body.bookId === undefined), { error: "Send either beats or bookId." });

export const updateOutlineTemplateBody = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    beats: templateBeats.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.beats !== undefined, {
    error: "Send at least one of name, description, beats.",
  });

export const APPLY_MODES = ["replace", "append"] as const;

export const applyOutlineTemplateBody = z.strictObject({
  bookId: bodyId,
  /** replace (default): the template's beats take the place of the book's, whose chapters move to them; append: they follow the book's beats. */
  mode: z
    .enum(APPLY_MODES, { error: `Must be one of: ${APPLY_MODES.join(", ")}.` })
    .optional()
    .default("replace"),
});

// Answers (presenters/views/outlineTemplates.ts and beats.ts hold the shapes).

export const outlineTemplateListAnswer = z.object({ outlineTemplates: z.array(outlineTemplateView) });
export const outlineTemplateAnswer = z.object({ outlineTemplate: outlineTemplateView });
export const appliedOutlineAnswer = z.object({ outline: outlineView });
