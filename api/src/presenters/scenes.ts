import type { StoryBookScene } from "@storyloom/db/models";
import type { SceneView } from "./views/scenes.ts";

export type { SceneView };

export function presentScene(scene: StoryBookScene): SceneView {
  return {
    id: scene.id,
    type: scene.type,
    isHidden: scene.isHidden,
    primaryCharacter: scene.primaryCharacter,
    goal: scene.goal,
    conflict: scene.conflict,
    resolution: scene.resolution,
    resolutionDescription: scene.resolutionDescription,
    priorEvent: scene.priorEvent,
    reaction: scene.reaction,
    dilemma: scene.dilemma,
    decision: scene.decision,
    description: scene.description,
    orderIndex: scene.orderIndex,
    bookId: scene.bookId,
    beatId: scene.beatId,
    chapterId: scene.chapterId,
    characterId: scene.characterId,
    createdAt: scene.createdAt.toISOString(),
    updatedAt: scene.updatedAt.toISOString(),
  };
}
