import { z } from "zod";
import { readerFontTypes, readerLineSpacings, readerThemes } from "@storyloom/db/enums";
import { readerProfileView } from "../../presenters/views/readerProfiles.ts";

/** Reader font sizes in CSS pixels: the default is 18 (docs/product.md, Constants and limits), 26 one of the larger steps. */
export const READER_FONT_SIZE_MIN = 12;
export const READER_FONT_SIZE_MAX = 40;

/** docs/product.md (States and transitions) speaks of light, dark and grey; the column holds LIGHT, GREY, DARK. Either case is accepted. */
const theme = z
  .string({ error: "Must be one of: LIGHT, GREY, DARK." })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(readerThemes, { error: "Must be one of: LIGHT, GREY, DARK." }));

/**
 * PATCH /readers/profile: the reading settings the reader app sends. A reset
 * sends theme light with fontSize, fontType and lineSpacing null (docs/product.md, States and transitions).
 */
export const updateReaderProfileBody = z
  .strictObject({
    theme: theme.optional(),
    fontSize: z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(READER_FONT_SIZE_MIN, `Must be at least ${READER_FONT_SIZE_MIN}.`)
      .max(READER_FONT_SIZE_MAX, `Must be at most ${READER_FONT_SIZE_MAX}.`)
      .nullable()
      .optional(),
    fontType: z.enum(readerFontTypes, { error: "Must be one of: A, B, C, D." }).nullable().optional(),
    lineSpacing: z.enum(readerLineSpacings, { error: "Must be one of: A, B, C, D." }).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one of theme, fontSize, fontType, lineSpacing." });

// Answers (presenters/views/readerProfiles.ts holds the shape).

export const readerProfileAnswer = z.object({ readerProfile: readerProfileView });
