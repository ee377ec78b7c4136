import { describe, expect, it } from "vitest";
import { beatSuggestions, sceneSuggestions } from "./aiSuggestions.ts";

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
