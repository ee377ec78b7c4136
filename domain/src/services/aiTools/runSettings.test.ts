import { describe, expect, it } from "vitest";
import type { AiPreferences } from "../aiPreferences/aiPreferences.ts";
import { ValidationError } from "../../errors.ts";
import { chooseRunSettings } from "./runSettings.ts";
import type { PlotTemplateFacts } from "./toolContext.ts";

const preferences = (advanced: Partial<AiPreferences["advancedSettings"]> = {}, service: AiPreferences["preferredService"] = "OPEN_AI"): AiPreferences => ({
  sceneType: null,
  advancedSettings: { temperature: null, maxOutputTokens: null, ...advanced },
  preferredService: service,
  preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" },
});
const template = (isCustomized: boolean, settings: Partial<PlotTemplateFacts["settings"]>): PlotTemplateFacts => ({
  id: 1,
  type: "CHARACTER",
  name: "Characters",
  instructions: "Make {{count}}.",
  settings: { temperature: null, maxOutputTokens: null, model: null, ...settings },
  isCustomized,
});
const tool = { maxOutputTokens: 900, temperature: 0.9 };

describe("the model and sampling of a run", () => {
  it("are the tool's own when nobody chose", () => {
    expect(chooseRunSettings({ choice: {}, preferences: preferences(), template: null, tool })).toMatchObject({
      price: { service: "OPEN_AI", model: "gpt-4.1-mini" },
      maxOutputTokens: 900,
      temperature: 0.9,
    });
  });

  it("take the author's own template before their preferences, and their preferences before the global template", () => {
    const prefs = preferences({ temperature: 0.3, maxOutputTokens: 500 });
    expect(chooseRunSettings({ choice: {}, preferences: prefs, template: template(false, { temperature: 1.2, maxOutputTokens: 2000 }), tool })).toMatchObject({
      temperature: 0.3,
      maxOutputTokens: 500,
    });
    expect(
      chooseRunSettings({ choice: {}, preferences: prefs, template: template(true, { temperature: 1.2, maxOutputTokens: 2000, model: "gpt-4.1" }), tool }),
    ).toMatchObject({
      price: { model: "gpt-4.1" },
      temperature: 1.2,
      maxOutputTokens: 2000,
    });
    expect(chooseRunSettings({ choice: {}, preferences: preferences(), template: template(false, { temperature: 1.2 }), tool })).toMatchObject({
      temperature: 1.2,
      maxOutputTokens: 900,
    });
  });

  it("take the model asked for in the call first, and a provider's preferred model when only the provider is asked for", () => {
    const own = template(true, { model: "gpt-4.1" });
    expect(chooseRunSettings({ choice: { model: "claude-sonnet-4-5" }, preferences: preferences(), template: own, tool }).price.model).toBe(
      "claude-sonnet-4-5",
    );
    expect(chooseRunSettings({ choice: { service: "ANTHROPIC" }, preferences: preferences(), template: own, tool }).price.model).toBe("claude-haiku-4-5");
    expect(() => chooseRunSettings({ choice: { service: "ANTHROPIC", model: "gpt-4.1" }, preferences: preferences(), template: null, tool })).toThrow(
      ValidationError,
    );
  });

  it("keep to what the model takes: its output cap, Anthropic's temperature range, no temperature for GPT-5", () => {
    expect(
      chooseRunSettings({ choice: { model: "gpt-4o-mini" }, preferences: preferences({ maxOutputTokens: 100_000 }), template: null, tool }).maxOutputTokens,
    ).toBe(16_384);
    expect(chooseRunSettings({ choice: { service: "ANTHROPIC" }, preferences: preferences({ temperature: 1.6 }), template: null, tool }).temperature).toBe(1);
    expect(chooseRunSettings({ choice: { model: "gpt-5-mini" }, preferences: preferences(), template: null, tool }).temperature).toBeNull();
  });
});
