import { describe, expect, it } from "vitest";
import type { BeatView, SceneView } from "@storyloom/api/client";
import { beatChangeBody, beatLines, beatSuggestions, sceneCardLines, sceneChangeBody, sceneLines, sceneSuggestions } from "./aiSuggestions.ts";

const beats = {
  beats: [
    { name: "The tide turns", purpose: "Ends the calm.", description: null, act: 2 },
    { name: "Storm", purpose: null, description: "The clock stops.", act: null },
  ],
};

describe("generated beats as suggestions", () => {
  it("go to the act the author asked for, whatever act the answer names", () => {
    expect(beatSuggestions(beats, 1).map((suggestion) => suggestion.body.act)).toEqual([1, 1]);
  });

  it("keep the answer's act when no act was asked for, and show what they hold", () => {
    const [turn, storm] = beatSuggestions(beats, null);
    expect(turn).toEqual({
      key: "beat-0",
      title: "The tide turns",
      lines: [
        { label: "Act", text: "Act 2" },
        { label: "Purpose", text: "Ends the calm." },
      ],
      body: { name: "The tide turns", purpose: "Ends the calm.", description: null, act: 2 },
    });
    expect(storm?.lines).toEqual([
      { label: "Act", text: "No act" },
      { label: "Description", text: "The clock stops." },
    ]);
  });
});

describe("an act planned with AI", () => {
  it("becomes beats of that act, whatever act the answer names", () => {
    const planned = beatSuggestions(beats, 3);
    expect(planned.map((suggestion) => suggestion.body)).toEqual([
      { name: "The tide turns", purpose: "Ends the calm.", description: null, act: 3 },
      { name: "Storm", purpose: null, description: "The clock stops.", act: 3 },
    ]);
    expect(planned.map((suggestion) => suggestion.key)).toEqual(["beat-0", "beat-1"]);
  });
});

const arrival: BeatView = { id: 7, bookId: 1, name: "Arrival", purpose: "Sets the harbour.", description: null, act: 1, orderIndex: 0 };

describe("a beat changed with AI", () => {
  it("is compared field by field, empty ones shown as a dash", () => {
    expect(beatLines(arrival)).toEqual([
      { label: "Name", text: "Arrival" },
      { label: "Purpose", text: "Sets the harbour." },
      { label: "Description", text: "—" },
      { label: "Act", text: "Act 1" },
    ]);
  });

  it("saves only the fields the AI changed, its act included", () => {
    expect(beatChangeBody(arrival, { name: "Landfall", purpose: "Sets the harbour.", description: "Mira steps ashore.", act: 2 })).toEqual({
      name: "Landfall",
      description: "Mira steps ashore.",
      act: 2,
    });
    expect(beatChangeBody(arrival, { name: "Arrival", purpose: null, description: null, act: null })).toEqual({ purpose: null, act: null });
  });

  it("saves nothing when the AI changed nothing, an empty text being none", () => {
    expect(beatChangeBody(arrival, { name: "Arrival", purpose: "Sets the harbour.", description: "", act: 1 })).toBeNull();
  });
});

const saved: SceneView = {
  id: 4,
  type: "ACTION",
  isHidden: false,
  primaryCharacter: "Mira",
  goal: "Reach the tower.",
  conflict: null,
  resolution: null,
  resolutionDescription: null,
  priorEvent: null,
  reaction: null,
  dilemma: null,
  decision: null,
  description: "Long notes.",
  orderIndex: 0,
  bookId: 1,
  beatId: 7,
  chapterId: 3,
  characterId: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("a scene card changed with AI", () => {
  it("is compared in the scene form's order, and its card shows the filled fields but the notes", () => {
    expect(sceneLines(saved).map((line) => line.label)).toEqual([
      "Type",
      "Point-of-view character",
      "Goal",
      "Conflict",
      "Outcome",
      "How it ends",
      "Prior event",
      "Reaction",
      "Dilemma",
      "Decision",
      "Notes",
    ]);
    expect(sceneLines(saved)[3]).toEqual({ label: "Conflict", text: "—" });
    expect(sceneCardLines(saved)).toEqual([
      { label: "Type", text: "Action" },
      { label: "Point-of-view character", text: "Mira" },
      { label: "Goal", text: "Reach the tower." },
    ]);
  });

  it("saves only the fields the AI changed", () => {
    const proposed = {
      ...saved,
      goal: "Reach the tower before dawn.",
      conflict: "The gate is shut.",
      resolution: "GET_WORSE" as const,
      description: " Long notes. ",
    };
    expect(sceneChangeBody(saved, proposed)).toEqual({ goal: "Reach the tower before dawn.", conflict: "The gate is shut.", resolution: "GET_WORSE" });
    expect(sceneChangeBody(saved, { ...saved, type: null, primaryCharacter: "" })).toEqual({ type: null, primaryCharacter: null });
    expect(sceneChangeBody(saved, saved)).toBeNull();
  });
});

describe("generated scene cards as suggestions", () => {
  it("are titled by place and point-of-view character, with the create-many body", () => {
    const scene = {
      type: "ACTION" as const,
      primaryCharacter: "Mira",
      goal: "Reach the tower.",
      conflict: null,
      resolution: "GET_WORSE" as const,
      resolutionDescription: null,
      priorEvent: null,
      reaction: null,
      dilemma: null,
      decision: null,
      description: "She runs.",
    };
    const [first, second] = sceneSuggestions({ scenes: [scene, { ...scene, primaryCharacter: null }] });
    expect(first?.title).toBe("Scene 1: Mira");
    expect(first?.lines).toEqual([
      { label: "Type", text: "Action" },
      { label: "Goal", text: "Reach the tower." },
      { label: "Resolution", text: "Gets worse" },
      { label: "Description", text: "She runs." },
    ]);
    expect(first?.body).toEqual(scene);
    expect(second?.title).toBe("Scene 2");
  });
});
