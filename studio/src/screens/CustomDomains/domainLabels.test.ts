import { describe, expect, it } from "vitest";
import { certificateStatusLabel, dnsFindingText, domainStateText, failureReasonText, ownershipDeadline } from "./domainLabels.ts";

const records = [
  { purpose: "ROUTING" as const, type: "CNAME" as const, name: "book.example.com", value: "domains.storyloom.test" },
  { purpose: "VALIDATION" as const, type: "CNAME" as const, name: "_abc.book.example.com", value: "_xyz.acm-validations.aws" },
];

describe("custom domain labels", () => {
  it("names every certificate status", () => {
    expect(Object.keys(certificateStatusLabel).sort()).toEqual([
      "VALIDATED",
      "VALIDATION_FAILED",
      "VALIDATION_PENDING",
      "VALIDATION_TIMED_OUT",
      "VALIDATION_TIMED_OUT_AND_RETRYING",
    ]);
  });

  it("says why a certificate failed, in words when it can", () => {
    expect(failureReasonText(null)).toBeNull();
    expect(failureReasonText("CAA_ERROR")).toContain("CAA record");
    expect(failureReasonText("PCA_LIMIT_EXCEEDED")).toBe("the certificate authority answered PCA_LIMIT_EXCEEDED");
  });

  it("gives a live domain whose ownership record is missing the date it must be there by, and no other domain one", () => {
    const missing = { pointsHere: true, found: "TXT _storyloom-challenge.book.example.com not found", checkedAt: "2026-12-01T10:00:00Z" };
    const nextCheckAt = "2026-12-15T10:00:00Z";
    expect(ownershipDeadline({ certificateStatus: "VALIDATED", dns: missing, nextCheckAt })).toEqual(new Date(nextCheckAt));
    expect(ownershipDeadline({ certificateStatus: "VALIDATION_PENDING", dns: missing, nextCheckAt })).toBeNull();
    expect(ownershipDeadline({ certificateStatus: "VALIDATED", dns: { ...missing, found: "CNAME domains.storyloom.test" }, nextCheckAt })).toBeNull();
  });

  it("says what the DNS lookup found", () => {
    expect(dnsFindingText({ dns: { pointsHere: null, found: null, checkedAt: null }, records })).toBe("Not checked yet.");
    expect(dnsFindingText({ dns: { pointsHere: false, found: "no record", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe(
      "Not yet: the name has no CNAME record yet.",
    );
    expect(dnsFindingText({ dns: { pointsHere: false, found: "CNAME parked.example.net", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe(
      "Not yet: the name answers CNAME parked.example.net, not CNAME domains.storyloom.test.",
    );
    expect(dnsFindingText({ dns: { pointsHere: true, found: "CNAME domains.storyloom.test", checkedAt: "2026-11-25T10:00:00Z" }, records })).toBe(
      "Found: the name points here (CNAME domains.storyloom.test).",
    );
  });

  it("says what is missing, in the order the checks go: ownership, routing, certificate", () => {
    const looked = { checkedAt: "2026-11-25T10:00:00Z" };
    const pending = {
      certificateStatus: "VALIDATION_PENDING" as const,
      ownershipVerifiedAt: null,
      dns: { pointsHere: false, found: "TXT _storyloom-challenge.book.example.com not found", ...looked },
    };
    expect(domainStateText(pending)).toBe("Waiting for the ownership record");
    expect(domainStateText({ ...pending, dns: { pointsHere: null, found: null, checkedAt: null } })).toBe("Waiting for the ownership record");
    const proved = { ...pending, ownershipVerifiedAt: "2026-11-25T10:00:00Z", dns: { pointsHere: false, found: "no record", ...looked } };
    expect(domainStateText(proved)).toBe("Waiting for the routing record");
    expect(domainStateText({ ...proved, dns: { pointsHere: true, found: "CNAME domains.storyloom.test", ...looked } })).toBe("Waiting for the certificate");
    expect(domainStateText({ ...proved, certificateStatus: "VALIDATED", dns: { pointsHere: true, found: "CNAME domains.storyloom.test", ...looked } })).toBe(
      "Live: the certificate is issued",
    );
    expect(domainStateText({ ...pending, certificateStatus: "VALIDATION_TIMED_OUT" })).toBe("The certificate timed out");
  });

  it("says which ownership record is missing, or that the name is someone else's", () => {
    expect(
      dnsFindingText({ dns: { pointsHere: false, found: "TXT _storyloom-challenge.book.example.com not found", checkedAt: "2026-11-25T10:00:00Z" }, records }),
    ).toBe("Not yet: the ownership record (TXT _storyloom-challenge.book.example.com) with your value is not found.");
    expect(
      dnsFindingText({
        dns: { pointsHere: false, found: "This domain is already connected to a book or series.", checkedAt: "2026-11-25T10:00:00Z" },
        records,
      }),
    ).toBe("This domain is already connected to a book or series.");
  });
});
