import { describe, expect, it } from "vitest";
import type { AiPreferencesView } from "@storyloom/api/client";
import { bodyOf, draftOf, parseMaxOutputTokens, parseTemperature } from "./preferencesDraft.ts";

const saved: AiPreferencesView = {
  sceneType: null,
  advancedSettings: { temperature: 0.7, maxOutputTokens: null },
  preferredService: "ANTHROPIC",
  preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" },
};

describe("parseTemperature", () => {
  it("reads empty as the tool's default and a decimal comma as a point", () => {
    expect(parseTemperature("  ")).toEqual({ value: null });
    expect(parseTemperature("0,7")).toEqual({ value: 0.7 });
    expect(parseTemperature(".5")).toEqual({ value: 0.5 });
    expect(parseTemperature("2")).toEqual({ value: 2 });
  });

  it("leaves the range to the server but refuses what is not a number", () => {
    expect(parseTemperature("3")).toEqual({ value: 3 });
    expect(parseTemperature("-1")).toEqual({ value: -1 });
    expect(parseTemperature("warm")).toEqual({ error: "Must be a number." });
    expect(parseTemperature("1e3")).toEqual({ error: "Must be a number." });
  });
});

describe("parseMaxOutputTokens", () => {
  it("reads empty as the tool's default and accepts thousands separators", () => {
    expect(parseMaxOutputTokens("")).toEqual({ value: null });
    expect(parseMaxOutputTokens("4,000")).toEqual({ value: 4000 });
    expect(parseMaxOutputTokens("200 000")).toEqual({ value: 200_000 });
    expect(parseMaxOutputTokens("12")).toEqual({ value: 12 });
  });

  it("refuses what is not a whole number", () => {
    expect(parseMaxOutputTokens("1.5")).toEqual({ error: "Must be a whole number." });
    expect(parseMaxOutputTokens("40,00")).toEqual({ error: "Must be a whole number." });
    expect(parseMaxOutputTokens("lots")).toEqual({ error: "Must be a whole number." });
  });
});

describe("bodyOf", () => {
  it("sends every field, empty ones as null, so what is saved is what the form shows", () => {
    const draft = { ...draftOf(saved), sceneType: "ACTION" as const, temperature: "", maxOutputTokens: "2048" };
    expect(bodyOf(draft)).toEqual({
      body: {
        preferredService: "ANTHROPIC",
        preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" },
        sceneType: "ACTION",
        advancedSettings: { temperature: null, maxOutputTokens: 2048 },
      },
    });
  });

  it("files what is not a number under the API's own field names", () => {
    expect(bodyOf({ ...draftOf(saved), temperature: "hot", maxOutputTokens: "many" })).toEqual({
      errors: { "advancedSettings.temperature": "Must be a number.", "advancedSettings.maxOutputTokens": "Must be a whole number." },
    });
  });

  it("round-trips saved preferences through the form", () => {
    expect(draftOf(saved)).toEqual({
      preferredService: "ANTHROPIC",
      preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" },
      sceneType: "",
      temperature: "0.7",
      maxOutputTokens: "",
    });
  });
});
