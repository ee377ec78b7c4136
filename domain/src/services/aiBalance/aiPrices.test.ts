import { describe, expect, it } from "vitest";
import { AI_MODELS, affordableOutputTokens, costOf, findAiModel } from "./aiPrices.ts";

const mini = findAiModel("OPEN_AI", "gpt-4o-mini")!;

describe("AI prices", () => {
  it("refuse a model that is not in the table, or asked of the other provider", () => {
    expect(findAiModel("OPEN_AI", "gpt-4o-mini")).not.toBeNull();
    expect(findAiModel("OPEN_AI", "llama3.1")).toBeNull();
    expect(findAiModel("ANTHROPIC", "gpt-4o-mini")).toBeNull();
  });

  it("price tokens in micro-cents, exactly for whole prices", () => {
    // $0.15 and $0.60 per million tokens: 15 and 60 micro-cents per token.
    expect(costOf(mini, { inputTokens: 1000, outputTokens: 500 })).toBe(1000 * 15 + 500 * 60);
    const sonnet = findAiModel("ANTHROPIC", "claude-sonnet-4-5")!;
    // A million input tokens of Sonnet: $3, 300 cents.
    expect(costOf(sonnet, { inputTokens: 1_000_000, outputTokens: 0 })).toBe(300 * 1_000_000);
  });

  it("round each side up to the next micro-cent, so no call is free", () => {
    const nano = findAiModel("OPEN_AI", "gpt-4.1-nano")!;
    expect(costOf(nano, { inputTokens: 1, outputTokens: 1 })).toBe(10 + 40);
    expect(costOf(mini, { inputTokens: 0, outputTokens: 0 })).toBe(0);
    for (const price of AI_MODELS) expect(costOf(price, { inputTokens: 1, outputTokens: 0 })).toBeGreaterThan(0);
  });

  it("cap the output at what the budget pays for and at the model's own limit", () => {
    const budget = costOf(mini, { inputTokens: 100, outputTokens: 250 });
    expect(affordableOutputTokens(mini, 100, budget)).toBe(250);
    expect(affordableOutputTokens(mini, 100, costOf(mini, { inputTokens: 100, outputTokens: 0 }))).toBe(0);
    expect(affordableOutputTokens(mini, 100, Number.MAX_SAFE_INTEGER / 2)).toBe(mini.maxOutputTokens);
  });
});
