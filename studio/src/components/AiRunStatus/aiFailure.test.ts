import { describe, expect, it } from "vitest";
import { AiRunError } from "../../api/aiRun.ts";
import { aiFailureLink, aiFailureOf, STOPPED_MESSAGE } from "./aiFailure.ts";

describe("an AI run's failure", () => {
  it("keeps the server's message and code, from the proxy or from a compile", () => {
    expect(aiFailureOf(new AiRunError("Your AI balance is too low.", "ai_balance_spent", 402))).toEqual({ message: "Your AI balance is too low.", code: "ai_balance_spent" });
    const compile = { error: { code: "validation_error", message: "instruction: Input can't be longer than 750 characters.", fields: { instruction: "Input can't be longer than 750 characters." } } };
    expect(aiFailureOf(compile)).toEqual({ message: "instruction: Input can't be longer than 750 characters.", code: "validation_error" });
  });

  it("says a stopped run keeps nothing, and a lost connection to try again", () => {
    expect(aiFailureOf(new DOMException("The user aborted a request.", "AbortError"))).toEqual({ message: STOPPED_MESSAGE, code: "aborted" });
    expect(aiFailureOf(new TypeError("Failed to fetch"))).toEqual({ message: "Something went wrong. Please try again.", code: "" });
  });

  it("sends a spent balance and missing terms to the AI page, and nothing else anywhere", () => {
    expect(aiFailureLink("ai_balance_spent")).toBe("See your AI balance and limits");
    expect(aiFailureLink("ai_monthly_limit_reached")).toBe("See your AI balance and limits");
    expect(aiFailureLink("ai_terms_not_accepted")).toBe("Read and accept the AI terms");
    expect(aiFailureLink("ai_suspended")).toBeNull();
    expect(aiFailureLink("ai_input_flagged")).toBeNull();
  });
});
