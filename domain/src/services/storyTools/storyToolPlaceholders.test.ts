import { describe, expect, it } from "vitest";
import { checkStoryToolPlaceholders, fillPlaceholders, placeholdersIn } from "./storyToolPlaceholders.ts";

describe("story tool placeholders", () => {
  it("finds each placeholder once, spaces inside the braces allowed", () => {
    expect(placeholdersIn("{{selection}} and {{ selection }} then {{previous}} {{ odd name }}")).toEqual(["selection", "previous", "odd name"]);
  });

  it("fills the known ones and leaves anything else as written", () => {
    const values = { selection: "A", before: "B", after: "C", userInstructions: "D", previous: "E" };
    expect(fillPlaceholders("{{selection}}|{{ before }}|{{after}}|{{userInstructions}}|{{previous}}|{{other}}|{single}", values)).toBe(
      "A|B|C|D|E|{{other}}|{single}",
    );
  });

  it("names each step whose instructions use a placeholder it cannot fill", () => {
    const errors = checkStoryToolPlaceholders({
      instructions: "Edit {{selection}} after {{previous}}",
      withUserInstructions: false,
      steps: [{ instructions: "Fine: {{previous}}" }, { instructions: "{{userInstructions}}" }, { instructions: "{{sceneGoal}}" }],
    });
    expect(errors).toEqual({
      instructions: "The first step has no previous output: use {{previous}} in a later step.",
      "steps.1.instructions": "Turn on “Ask for the author's instructions” to use {{userInstructions}}.",
      "steps.2.instructions": "Unknown placeholder {{sceneGoal}}. Use {{selection}}, {{before}}, {{after}}, {{userInstructions}} or {{previous}}.",
    });
    expect(checkStoryToolPlaceholders({ instructions: "{{userInstructions}}", withUserInstructions: true, steps: [] })).toEqual({});
  });
});
