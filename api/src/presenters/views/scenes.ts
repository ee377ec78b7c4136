// Imports only db enums: see README.md.
import type { SceneResolution, SceneType } from "@storyloom/db/enums";

export type { SceneResolution, SceneType };

/** presentScene: a scene of a chapter (SPEC §3 StoryBookScene). */
export interface SceneView {
  id: number;
  type: SceneType | null;
  isHidden: boolean;
  primaryCharacter: string | null;
  goal: string | null;
  conflict: string | null;
  resolution: SceneResolution | null;
  resolutionDescription: string | null;
  priorEvent: string | null;
  reaction: string | null;
  dilemma: string | null;
  decision: string | null;
  description: string | null;
  /** 0-based place in its chapter; dense. */
  orderIndex: number;
  bookId: number;
  beatId: number | null;
  chapterId: number | null;
  characterId: number | null;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}
