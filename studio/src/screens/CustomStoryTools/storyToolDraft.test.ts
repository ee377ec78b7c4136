import { describe, expect, it } from "vitest";
import type { StoryToolView } from "@storyloom/api/client";
import {
  ICON_TOO_BIG,
  ICON_WRONG_FORMAT,
  MAX_OUTPUT_MESSAGE,
  REQUIRED,
  TEMPERATURE_MESSAGE,
  draftOf,
  emptyDraft,
  emptyStep,
  iconProblem,
  inputOf,
  moveStep,
  oneOf,
  removeStep,
} from "./storyToolDraft.ts";
import type { ToolDraft } from "./storyToolDraft.ts";

const saved: StoryToolView = {
  id: 4,
  name: "Tighten then polish",
  description: null,
  type: "EDIT",
  storyType: "ALL",
  defaultModel: "gpt-4.1-mini",
  instructions: "Tighten {{selection}}",
  icon: null,
  isGlobal: false,
  withUserInstructions: false,
  userInstructions: null,
  availability: null,
  sceneAvailability: "DEFAULT",
  temperature: 0.3,
  maxOutput: null,
  startSequence: null,
  stopSequence: "\n\n",
  steps: [{ model: null, instructions: "Polish {{previous}}", temperature: null, maxOutput: 900, startSequence: null, stopSequence: null, effort: "low" }],
  settings: { isHidden: false, orderIndex: null, model: null },
  updatedAt: "2026-11-25T10:00:00.000Z",
};

function filled(changes: Partial<ToolDraft> = {}): ToolDraft {
  return { ...emptyDraft("gpt-4.1"), name: "Mine", instructions: "Do {{selection}}", ...changes };
}

describe("a story tool's form", () => {
  it("sends a saved tool back as it was: empty as null, numbers as numbers, sequences as typed", () => {
    const result = inputOf(draftOf(saved));
    expect(result).toEqual({
      input: {
        name: "Tighten then polish",
        description: null,
        type: "EDIT",
        storyType: "ALL",
        defaultModel: "gpt-4.1-mini",
        instructions: "Tighten {{selection}}",
        withUserInstructions: false,
        userInstructions: null,
        availability: null,
        sceneAvailability: "DEFAULT",
        temperature: 0.3,
        maxOutput: null,
        startSequence: null,
        stopSequence: "\n\n",
        steps: [
          { model: null, instructions: "Polish {{previous}}", temperature: null, maxOutput: 900, startSequence: null, stopSequence: null, effort: "low" },
        ],
      },
    });
  });

  it("names each field the API would refuse, by the API's field names", () => {
    const draft = filled({
      name: " ",
      instructions: "",
      temperature: "2.5",
      maxOutput: "8",
      steps: [{ ...emptyStep(), temperature: "warm", maxOutput: "12.5" }],
    });
    expect(inputOf(draft)).toEqual({
      errors: {
        name: REQUIRED,
        instructions: REQUIRED,
        temperature: TEMPERATURE_MESSAGE,
        maxOutput: MAX_OUTPUT_MESSAGE,
        "steps.0.instructions": REQUIRED,
        "steps.0.temperature": TEMPERATURE_MESSAGE,
        "steps.0.maxOutput": MAX_OUTPUT_MESSAGE,
      },
    });
    expect(inputOf(filled({ temperature: " 1.25 ", maxOutput: "200000" }))).toMatchObject({ input: { temperature: 1.25, maxOutput: 200000 } });
  });

  it("moves a step up or down, leaves it where it is at either end, and removes one", () => {
    const [a, b, c] = [emptyStep(), emptyStep(), emptyStep()];
    expect(moveStep([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveStep([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveStep([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveStep([a, b, c], 2, 1)).toEqual([a, b, c]);
    expect(removeStep([a, b, c], 1)).toEqual([a, c]);
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
  });

  it("refuses an icon of another type or over 2 MB before sending it", () => {
    expect(iconProblem({ type: "image/svg+xml", size: 100 })).toBe(ICON_WRONG_FORMAT);
    expect(iconProblem({ type: "image/png", size: 2 * 1024 * 1024 + 1 })).toBe(ICON_TOO_BIG);
    expect(iconProblem({ type: "image/webp", size: 2 * 1024 * 1024 })).toBeNull();
  });

  it("reads a select's value as one of its options", () => {
    expect(oneOf(["ALL", "STORY"] as const, "STORY", "ALL")).toBe("STORY");
    expect(oneOf(["ALL", "STORY"] as const, "POEM", "ALL")).toBe("ALL");
  });
});
