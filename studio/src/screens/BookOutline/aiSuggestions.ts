/**
 * The outline's AI answers as suggestion cards (docs/decisions.md, AI
 * suggestions in the story bible and outline): generated beats become new
 * beats of the board, generated scene cards a chapter's create-many body.
 */
import type { CreateScenesBody } from "@storyloom/api/client";
import type { GeneratedBeats, GeneratedScenes } from "@storyloom/api/client/aiOutputs";
import type { Suggestion, SuggestionLine } from "../../components/AiSuggestions/SuggestionCards.tsx";
import { resolutionLabels, sceneTypeLabels } from "../Chapter/SceneForm.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { actLabel } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";

export type NewScene = CreateScenesBody["scenes"][number];

function lines(pairs: Array<[string, string | null]>): SuggestionLine[] {
  return pairs.flatMap(([label, text]) => (text ? [{ label, text }] : []));
}

/**
 * Generated beats as new beats. When the author asked for an act, that is
 * where they go, whatever act the answer names; otherwise the answer's act.
 */
export function beatSuggestions(answer: GeneratedBeats, askedAct: Act): Suggestion<BeatFormValues>[] {
  return answer.beats.map((beat, index) => {
    const act = askedAct ?? beat.act;
    return {
      key: `beat-${index}`,
      title: beat.name,
      lines: lines([
        ["Act", actLabel(act)],
        ["Purpose", beat.purpose],
        ["Description", beat.description],
      ]),
      body: { name: beat.name, purpose: beat.purpose, description: beat.description, act },
    };
  });
}

/** Generated scene cards, titled by their place and point-of-view character. */
export function sceneSuggestions(answer: GeneratedScenes): Suggestion<NewScene>[] {
  return answer.scenes.map((scene, index) => ({
    key: `scene-${index}`,
    title: `Scene ${index + 1}${scene.primaryCharacter ? `: ${scene.primaryCharacter}` : ""}`,
    lines: lines([
      ["Type", scene.type && sceneTypeLabels[scene.type]],
      ["Goal", scene.goal],
      ["Conflict", scene.conflict],
      ["Resolution", scene.resolution && resolutionLabels[scene.resolution]],
      ["How it ends", scene.resolutionDescription],
      ["Prior event", scene.priorEvent],
      ["Reaction", scene.reaction],
      ["Dilemma", scene.dilemma],
      ["Decision", scene.decision],
      ["Description", scene.description],
    ]),
    body: { ...scene },
  }));
}
