import { describe, expect, it } from "vitest";
import { certificateStatusLabel, dnsFindingText, failureReasonText } from "./domainLabels.ts";

const records = [
  { purpose: "ROUTING" as const, type: "CNAME" as const, name: "book.example.com", value: "domains.storyloom.test" },
  { purpose: "VALIDATION" as const, type: "CNAME" as const, name: "_abc.book.example.com", value: "_xyz.acm-validations.aws" },
];

describe("custom domain labels", () => {
  it("names every certificate status", () => {
    expect(Object.keys(certificateStatusLabel).sort()).toEqual(["VALIDATED", "VALIDATION_FAILED", "VALIDATION_PENDING", "VALIDATION_TIMED_OUT", "VALIDATION_TIMED_OUT_AND_RETRYING"]);
  });

  it("says why a certificate failed, in words when it can", () => {
    expect(failureReasonText(null)).toBeNull();
    expect(failureReasonText("CAA_ERROR")).toContain("CAA record");
    expect(failureReasonText("PCA_LIMIT_EXCEEDED")).toBe("the certificate authority answered PCA_LIMIT_EXCEEDED");
  });

  it("says what the DNS lookup found", () => {
    expect(dnsFindingText({ dns: { pointsHere: null, found: null, checkedAt: null }, records })).toBe("Not checked yet.");
    expect(dnsFindingText({ dns: { pointsHere: false, found: "no record", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe("Not yet: the name has no CNAME record yet.");
    expect(dnsFindingText({ dns: { pointsHere: false, found: "CNAME parked.example.net", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe(
      "Not yet: the name answers CNAME parked.example.net, not CNAME domains.storyloom.test.",
    );
    expect(dnsFindingText({ dns: { pointsHere: true, found: "CNAME domains.storyloom.test", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe(
      "Found: the name points here (CNAME domains.storyloom.test).",
    );
  });
});
