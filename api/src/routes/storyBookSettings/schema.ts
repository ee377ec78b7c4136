import { z } from "zod";
import { pointsOfView, storyLengths, storyStyles } from "@storyloom/db/enums";
import { storyBookSettingsView } from "../../presenters/views/storyBible.ts";
import { pathId } from "../schemaParts.ts";
import { entryText } from "../characters/schema.ts";

/** docs/product.md (Validation rules) names no limit for the custom style's description: docs/decisions/story-bible-and-outline.md (Story bible). */
export const STYLE_DESCRIPTION_MAX = 3000;

export const bookParams = z.strictObject({ bookId: pathId });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: `Must be one of: ${values.join(", ")}.` })
    .nullable()
    .optional();

/** The settings sent are saved (null clears one); those left out keep their value. */
export const saveStoryBookSettingsBody = z
  .strictObject({
    length: oneOf(storyLengths),
    style: oneOf(storyStyles),
    pointOfView: oneOf(pointsOfView),
    styleDescription: entryText(STYLE_DESCRIPTION_MAX),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Send at least one of length, style, pointOfView, styleDescription.",
  });

// Answers (presenters/views/storyBible.ts holds the shape).

export const storyBookSettingsAnswer = z.object({ storyBookSettings: storyBookSettingsView });
