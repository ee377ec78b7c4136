import { describe, expect, it } from "vitest";
import { formatCost, formatDay, modelLabel, modelOptionLabel, monthlyLimitState, signedAmount, toolLabel, transactionTypeLabel } from "./aiLabels.ts";

describe("toolLabel", () => {
  it("spells a tool's enum name as a phrase, with a few written out by hand", () => {
    expect(toolLabel("GENERATE_SCENE")).toBe("Generate scene");
    expect(toolLabel("THESAURUS")).toBe("Thesaurus");
    expect(toolLabel("CUSTOM_STORY_TOOL")).toBe("Custom story tools");
    expect(toolLabel("FREE_FORM")).toBe("Free-form writing");
  });

  it("files calls without a tool under Other", () => {
    expect(toolLabel(null)).toBe("Other");
    expect(toolLabel("")).toBe("Other");
  });
});

describe("money", () => {
  it("formats costs in micro-cents, naming amounts too small to write out", () => {
    expect(formatCost(500_000_000)).toBe("$5.00");
    expect(formatCost(420_000)).toBe("$0.0042");
    expect(formatCost(0)).toBe("$0.00");
    expect(formatCost(1_200)).toBe("under $0.0001");
  });

  it("signs a transaction by its direction", () => {
    expect(signedAmount({ amount: 500_000_000, isWithdrawal: false })).toBe("+$5.00");
    expect(signedAmount({ amount: 420_000, isWithdrawal: true })).toBe("−$0.0042");
    expect(signedAmount({ amount: -420_000, isWithdrawal: true })).toBe("−$0.0042");
  });

  it("names every transaction type", () => {
    expect(transactionTypeLabel).toEqual({ PROMO: "Promotional credit", STRIPE_CHECKOUT: "Top-up", AI_USAGE: "AI use" });
  });
});

describe("models", () => {
  const models = [
    { service: "OPEN_AI" as const, model: "gpt-4.1-mini", label: "GPT-4.1 mini", inputPerMillion: 0.4, outputPerMillion: 1.6, maxOutputTokens: 32_768 },
  ];

  it("shows a model with its prices per million tokens", () => {
    expect(modelOptionLabel(models[0]!)).toBe("GPT-4.1 mini — $0.40 in, $1.60 out per million tokens");
    expect(modelOptionLabel({ label: "Claude Opus 4.1", inputPerMillion: 15, outputPerMillion: 75 })).toBe(
      "Claude Opus 4.1 — $15 in, $75 out per million tokens",
    );
  });

  it("names a model from the price table, or by its id once the table has dropped it", () => {
    expect(modelLabel(models, "OPEN_AI", "gpt-4.1-mini")).toBe("GPT-4.1 mini");
    expect(modelLabel(models, "OPEN_AI", "gpt-3.5-turbo")).toBe("gpt-3.5-turbo");
    expect(modelLabel(undefined, "OPEN_AI", "gpt-4.1-mini")).toBe("gpt-4.1-mini");
  });
});

describe("formatDay", () => {
  it("writes a UTC usage day the same in every time zone", () => {
    expect(formatDay("2026-06-03")).toBe("Jun 3");
    expect(formatDay("2026-06-03", "long")).toBe("June 3, 2026");
    expect(formatDay("not a day")).toBe("not a day");
  });
});

describe("monthlyLimitState", () => {
  it("tells no limit, under it and reached", () => {
    expect(monthlyLimitState({ aiMonthlyLimit: null, aiMonthlyUsage: 9 })).toBe("none");
    expect(monthlyLimitState({ aiMonthlyLimit: 100, aiMonthlyUsage: 99 })).toBe("under");
    expect(monthlyLimitState({ aiMonthlyLimit: 100, aiMonthlyUsage: 100 })).toBe("reached");
  });
});
