import { describe, expect, it } from "vitest";
import type { AiPlotTemplateView } from "@storyloom/api/client";
import { replaceTemplate } from "../../api/aiPlotTemplates.ts";
import { bodyOfTemplateDraft, draftOfTemplate, insertPlaceholder, isTemplateDraftChanged, variablesErrorOf, withVariable } from "./promptTemplateDraft.ts";

const template: AiPlotTemplateView = {
  id: 3,
  globalTemplateId: 3,
  type: "CHARACTER",
  name: "Characters",
  instructions: 'Characters for "{{title}}".',
  variables: ["title", "count"],
  advancedSettings: { temperature: 0.9, maxOutputTokens: null, model: null },
  isCustomized: false,
  updatedAt: "2026-11-24T00:00:00.000Z",
};

describe("a prompt template's form", () => {
  it("shows the saved template, empty fields standing for the defaults", () => {
    expect(draftOfTemplate(template)).toEqual({
      name: "Characters",
      instructions: 'Characters for "{{title}}".',
      variables: ["title", "count"],
      temperature: "0.9",
      maxOutputTokens: "",
      model: "",
    });
  });

  it("sends the whole form, empty numbers and model as null, and keeps bad numbers in the browser", () => {
    const draft = { ...draftOfTemplate(template), maxOutputTokens: "2,000", model: "gpt-4.1" };
    expect(bodyOfTemplateDraft(draft)).toEqual({
      body: {
        name: "Characters",
        instructions: 'Characters for "{{title}}".',
        variables: ["title", "count"],
        advancedSettings: { temperature: 0.9, maxOutputTokens: 2000, model: "gpt-4.1" },
      },
    });
    expect(bodyOfTemplateDraft({ ...draft, temperature: "warm", maxOutputTokens: "" })).toEqual({
      errors: { "advancedSettings.temperature": "Must be a number." },
    });
  });

  it("knows when it differs from what is saved", () => {
    expect(isTemplateDraftChanged(draftOfTemplate(template), template)).toBe(false);
    expect(isTemplateDraftChanged({ ...draftOfTemplate(template), variables: ["count", "title"] }, template)).toBe(false);
    expect(isTemplateDraftChanged({ ...draftOfTemplate(template), variables: ["title"] }, template)).toBe(true);
    expect(isTemplateDraftChanged({ ...draftOfTemplate(template), temperature: "1" }, template)).toBe(true);
  });

  it("inserts a placeholder where the caret is, over any selected text, and declares it", () => {
    expect(insertPlaceholder("Write for .", 10, 10, "genre")).toEqual({ text: "Write for {{genre}}.", caret: 19 });
    expect(insertPlaceholder("Write for X.", 10, 11, "title")).toEqual({ text: "Write for {{title}}.", caret: 19 });
    expect(insertPlaceholder("", 5, 9, "count")).toEqual({ text: "{{count}}", caret: 9 });
    expect(withVariable(["count", "title"], "genre")).toEqual(["title", "genre", "count"]);
    expect(withVariable(["title"], "title")).toEqual(["title"]);
  });

  it("finds the server's message about the variables, and puts a saved template in its type's place", () => {
    expect(variablesErrorOf({ name: "x", "variables.1": "Unknown variable: villain." })).toBe("Unknown variable: villain.");
    expect(variablesErrorOf({ name: "x" })).toBeUndefined();
    const copy = { ...template, id: 40, isCustomized: true };
    const idea = { ...template, id: 1, type: "IDEA" as const };
    expect(replaceTemplate([idea, template], copy)).toEqual([idea, copy]);
  });
});
