/**
 * The outline's AI answers as suggestion cards and saves (docs/decisions/studio.md,
 * AI suggestions in the story bible and outline): generated or planned beats
 * become new beats of the board, generated scene cards a chapter's
 * create-many body, and a revised beat or scene card the PATCH of the fields
 * it changed.
 */
import type { BeatView, CreateScenesBody, SceneView, UpdateBeatBody, UpdateSceneBody } from "@storyloom/api/client";
import type { GeneratedBeats, GeneratedScenes, ModifiedBeat, ModifiedScene } from "@storyloom/api/client/aiOutputs";
import type { Suggestion, SuggestionLine } from "../../components/AiSuggestions/SuggestionCards.tsx";
import { resolutionLabels, sceneTypeLabels } from "../Chapter/SceneForm.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { actLabel } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";

export type NewScene = CreateScenesBody["scenes"][number];
type BeatFields = ModifiedBeat["beat"];
type SceneFields = ModifiedScene["scene"];

/** Shown for a field with nothing in it, so a change from or to nothing is visible. */
const EMPTY = "—";

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

/** Text as saved: trimmed, and empty is none (the API stores "" as null). */
function saved(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** A beat's fields as lines, empty ones as "—" (for comparing two versions). */
export function beatLines(beat: Pick<BeatView, "name" | "purpose" | "description" | "act">): SuggestionLine[] {
  return [
    { label: "Name", text: saved(beat.name) ?? EMPTY },
    { label: "Purpose", text: saved(beat.purpose) ?? EMPTY },
    { label: "Description", text: saved(beat.description) ?? EMPTY },
    { label: "Act", text: actLabel(beat.act) },
  ];
}

/** The PATCH of what the AI changed in the beat (its act too: the board moves it); null when it changed nothing. */
export function beatChangeBody(current: BeatView, proposed: BeatFields): UpdateBeatBody | null {
  const body: UpdateBeatBody = {};
  const name = saved(proposed.name);
  if (name !== null && name !== saved(current.name)) body.name = name;
  if (saved(proposed.purpose) !== saved(current.purpose)) body.purpose = saved(proposed.purpose);
  if (saved(proposed.description) !== saved(current.description)) body.description = saved(proposed.description);
  if (proposed.act !== current.act) body.act = proposed.act;
  return Object.keys(body).length > 0 ? body : null;
}

type SceneText = "primaryCharacter" | "goal" | "conflict" | "resolutionDescription" | "priorEvent" | "reaction" | "dilemma" | "decision" | "description";

/** The scene card's text fields, labelled as the chapter's scene form labels them. */
const SCENE_TEXTS: Array<[SceneText, string]> = [
  ["primaryCharacter", "Point-of-view character"],
  ["goal", "Goal"],
  ["conflict", "Conflict"],
  ["resolutionDescription", "How it ends"],
  ["priorEvent", "Prior event"],
  ["reaction", "Reaction"],
  ["dilemma", "Dilemma"],
  ["decision", "Decision"],
  ["description", "Notes"],
];

/** A scene card's fields as lines, in the scene form's order, empty ones as "—" (for comparing two versions). */
export function sceneLines(scene: SceneFields): SuggestionLine[] {
  const text = (field: SceneText, label: string): SuggestionLine => ({ label, text: saved(scene[field]) ?? EMPTY });
  return [
    { label: "Type", text: scene.type ? sceneTypeLabels[scene.type] : EMPTY },
    ...SCENE_TEXTS.slice(0, 3).map(([field, label]) => text(field, label)),
    { label: "Outcome", text: scene.resolution ? resolutionLabels[scene.resolution] : EMPTY },
    ...SCENE_TEXTS.slice(3).map(([field, label]) => text(field, label)),
  ];
}

/** What a scene card in the outline shows: its filled fields but the long notes. */
export function sceneCardLines(scene: SceneView): SuggestionLine[] {
  return sceneLines(scene).filter((line) => line.text !== EMPTY && line.label !== "Notes");
}

/** The PATCH of what the AI changed in the scene card; null when it changed nothing. */
export function sceneChangeBody(current: SceneView, proposed: SceneFields): UpdateSceneBody | null {
  const body: UpdateSceneBody = {};
  if (proposed.type !== current.type) body.type = proposed.type;
  if (proposed.resolution !== current.resolution) body.resolution = proposed.resolution;
  for (const [field] of SCENE_TEXTS) {
    const text = saved(proposed[field]);
    if (text !== saved(current[field])) body[field] = text;
  }
  return Object.keys(body).length > 0 ? body : null;
}
