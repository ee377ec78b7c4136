import { z } from "zod";
import { bodyId, pathId, required, tooLong } from "../schemaParts.ts";
import { sceneResolutions, sceneTypes } from "@storyloom/db/enums";
import { sceneView } from "../../presenters/views/scenes.ts";

/** docs/product.md (Validation rules) names no scene limits: these are docs/decisions/story-bible-and-outline.md's (Scenes). */
export const SCENE_NAME_MAX = 200;
export const SCENE_TEXT_MAX = 5000;
export const SCENE_DESCRIPTION_MAX = 20_000;
/** Scenes one create-many call may add. */
export const SCENES_PER_CALL_MAX = 100;
/** The body limit of create-many (100 full scenes). */
export const SCENES_BODY_LIMIT = "4mb";

const id = pathId;
const idInBody = bodyId;

/** Trimmed text; an empty one is stored as null. */
function text(max: number) {
  return z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(max))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

const sceneFields = {
  type: z
    .enum(sceneTypes, { error: `Must be one of: ${sceneTypes.join(", ")}.` })
    .nullable()
    .optional(),
  isHidden: z.boolean({ error: "Must be true or false." }).optional(),
  primaryCharacter: text(SCENE_NAME_MAX),
  goal: text(SCENE_TEXT_MAX),
  conflict: text(SCENE_TEXT_MAX),
  resolution: z
    .enum(sceneResolutions, { error: `Must be one of: ${sceneResolutions.join(", ")}.` })
    .nullable()
    .optional(),
  resolutionDescription: text(SCENE_TEXT_MAX),
  priorEvent: text(SCENE_TEXT_MAX),
  reaction: text(SCENE_TEXT_MAX),
  dilemma: text(SCENE_TEXT_MAX),
  decision: text(SCENE_TEXT_MAX),
  description: text(SCENE_DESCRIPTION_MAX),
  characterId: idInBody.nullable().optional(),
};

export const chapterParams = z.strictObject({ bookId: id, chapterId: id });
export const sceneParams = z.strictObject({ bookId: id, chapterId: id, sceneId: id });

export const createSceneBody = z.strictObject(sceneFields);

export const createScenesBody = z.strictObject({
  scenes: z
    .array(createSceneBody, { error: required("Must be a list of scenes.") })
    .min(1, "Send at least one scene.")
    .max(SCENES_PER_CALL_MAX, `At most ${SCENES_PER_CALL_MAX} scenes at a time.`),
});

export const updateSceneBody = z
  .strictObject(sceneFields)
  .refine((body) => Object.keys(body).length > 0, { error: `Send at least one of ${Object.keys(sceneFields).join(", ")}.` });

export const moveSceneBody = z.strictObject({
  orderIndex: z
    .number({ error: required("Must be a whole number.") })
    .int("Must be a whole number.")
    .min(0, "Must be at least 0.")
    .max(100_000, "Must be at most 100000."),
  /** Another chapter of the same book to move the scene to. */
  chapterId: idInBody.optional(),
});

// Answers (presenters/views/scenes.ts holds the shape).

export const sceneListAnswer = z.object({ scenes: z.array(sceneView) });
export const sceneAnswer = z.object({ scene: sceneView });
