// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { sceneResolutions, sceneTypes } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** presentScene: a scene of a chapter (docs/product.md, Entities: StoryBookScene). */
export const sceneView = z
  .object({
    id: count(),
    type: z.enum(sceneTypes).nullable(),
    isHidden: z.boolean(),
    primaryCharacter: z.string().nullable(),
    goal: z.string().nullable(),
    conflict: z.string().nullable(),
    resolution: z.enum(sceneResolutions).nullable(),
    resolutionDescription: z.string().nullable(),
    priorEvent: z.string().nullable(),
    reaction: z.string().nullable(),
    dilemma: z.string().nullable(),
    decision: z.string().nullable(),
    description: z.string().nullable(),
    orderIndex: count().describe("0-based place in its chapter; dense."),
    bookId: count(),
    beatId: count().nullable(),
    chapterId: count().nullable(),
    characterId: count().nullable(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Scene" });
export type SceneView = z.output<typeof sceneView>;
export type SceneType = NonNullable<SceneView["type"]>;
export type SceneResolution = NonNullable<SceneView["resolution"]>;
