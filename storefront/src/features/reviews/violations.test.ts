import { describe, expect, it } from "vitest";
import { VIOLATION_OPTIONS, isViolation } from "./violations.ts";

describe("review violations", () => {
  it("offers every violation of docs/product.md (Enumerations) once, with a readable label", () => {
    const values = VIOLATION_OPTIONS.map((option) => option.value).sort();
    expect(values).toEqual([
      "DISRUPTION_OF_SERVICE",
      "DOXING",
      "HARASSMENT_OR_THREATS",
      "HATE_SPEECH",
      "ILLEGAL_CONDUCT_OR_ACTIVITY",
      "MALICIOUS_CODE_OR_SPAM",
      "PROHIBITED_SEXUAL_DEPICTIONS",
      "SCRAPING_OR_MINING",
      "SOLICITATION",
      "UNAUTHORISED_ACCESS",
    ]);
    for (const option of VIOLATION_OPTIONS) expect(option.label).toMatch(/^[A-Z][a-z' ()]+$/);
  });

  it("recognises only the listed values", () => {
    expect(isViolation("HATE_SPEECH")).toBe(true);
    expect(isViolation("hate_speech")).toBe(false);
    expect(isViolation("toString")).toBe(false);
  });
});
