import { describe, expect, it } from "vitest";
import { AiRunError } from "../../api/aiRun.ts";
import { aiFailureLink, aiFailureOf, aiStandingOf, STOPPED_MESSAGE } from "./aiFailure.ts";

describe("an AI run's failure", () => {
  it("keeps the server's message and code, from the proxy or from a compile", () => {
    expect(aiFailureOf(new AiRunError("Your AI balance is too low.", "ai_balance_spent", 402))).toEqual({
      message: "Your AI balance is too low.",
      code: "ai_balance_spent",
    });
    const compile = {
      error: {
        code: "validation_error",
        message: "instruction: Input can't be longer than 750 characters.",
        fields: { instruction: "Input can't be longer than 750 characters." },
      },
    };
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

describe("an author's AI standing, said before a tool runs", () => {
  const fine = { aiTermsAccepted: true, aiSuspendedByModeration: false };
  const funded = { amount: 500_000_000, aiMonthlyLimit: null, aiMonthlyUsage: 0 };

  it("is nothing to say while the author may run the tools, or while it is not known yet", () => {
    expect(aiStandingOf(fine, funded)).toBeNull();
    expect(aiStandingOf(null, null)).toBeNull();
    expect(aiStandingOf(fine, { amount: 1, aiMonthlyLimit: 10, aiMonthlyUsage: 9 })).toBeNull();
  });

  it("names the first reason the server would refuse, in the server's order, with the code that links to the AI page", () => {
    expect(aiStandingOf({ aiTermsAccepted: false, aiSuspendedByModeration: true }, { ...funded, amount: 0 })?.code).toBe("ai_suspended");
    expect(aiStandingOf({ ...fine, aiTermsAccepted: false }, { ...funded, amount: 0 })).toEqual({
      message: "Accept the AI terms on your AI page before the AI tools run for you.",
      code: "ai_terms_not_accepted",
    });
    expect(aiStandingOf(fine, { ...funded, amount: 0 })?.code).toBe("ai_balance_spent");
    expect(aiStandingOf(fine, { amount: 1, aiMonthlyLimit: 10, aiMonthlyUsage: 10 })?.code).toBe("ai_monthly_limit_reached");
  });
});
