import { describe, expect, it } from "vitest";
import { auditActionLabel, auditDetailsLine, auditSubjectLabel } from "./auditLabels.ts";

describe("auditActionLabel", () => {
  it("says what the admin did, and keeps an unknown action's name", () => {
    expect(auditActionLabel("impersonation.write")).toBe("Made a change as the user");
    expect(auditActionLabel("book.suspend")).toBe("Suspended the book");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });
});

describe("auditSubjectLabel", () => {
  it("names what was acted on in words with its id, and keeps an unknown type's name", () => {
    expect(auditSubjectLabel({ type: "reviewReport", id: 2 })).toBe("Report 2");
    expect(auditSubjectLabel({ type: "user", id: 7 })).toBe("Account 7");
    expect(auditSubjectLabel({ type: "chapter", id: 3 })).toBe("chapter 3");
  });
});

describe("auditDetailsLine", () => {
  it("shows the call made under impersonation", () => {
    expect(
      auditDetailsLine({ action: "impersonation.write", details: { method: "PATCH", path: "/api/v1/books/4", route: "/api/v1/books/:bookId", status: 200 } }),
    ).toBe("PATCH /api/v1/books/4");
  });

  it("shows a title, a change of status, an amount or notes", () => {
    expect(auditDetailsLine({ action: "book.suspend", details: { title: "The Tides" } })).toBe("“The Tides”");
    expect(auditDetailsLine({ action: "user.suspend", details: { from: "ACTIVE", to: "SUSPENDED" } })).toBe("ACTIVE → SUSPENDED");
    expect(auditDetailsLine({ action: "user.promoCredit", details: { amount: 1250, note: null } })).toBe("$12.50");
    expect(auditDetailsLine({ action: "reviewReport.notes", details: { notes: "x".repeat(100) } })).toBe(`${"x".repeat(79)}…`);
    expect(auditDetailsLine({ action: "reviewReport.dismiss", details: { reviewId: 12 } })).toBe("Review 12");
  });

  it("is empty when there is nothing to add", () => {
    expect(auditDetailsLine({ action: "impersonation.start", details: {} })).toBe("");
  });
});
