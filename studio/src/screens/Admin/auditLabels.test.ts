import { describe, expect, it } from "vitest";
import { auditActionLabel, auditDetailsLine } from "./auditLabels.ts";

describe("auditActionLabel", () => {
  it("says what the admin did, and keeps an unknown action's name", () => {
    expect(auditActionLabel("impersonation.write")).toBe("Made a change as the user");
    expect(auditActionLabel("book.suspend")).toBe("Suspended the book");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });
});

describe("auditDetailsLine", () => {
  it("shows the call made under impersonation", () => {
    expect(auditDetailsLine({ action: "impersonation.write", details: { method: "PATCH", path: "/api/v1/books/4", route: "/api/v1/books/:bookId", status: 200 } })).toBe("PATCH /api/v1/books/4");
  });

  it("shows a title, a change of status, an amount or notes", () => {
    expect(auditDetailsLine({ action: "book.suspend", details: { title: "The Tides" } })).toBe("“The Tides”");
    expect(auditDetailsLine({ action: "user.suspend", details: { from: "ACTIVE", to: "SUSPENDED" } })).toBe("ACTIVE → SUSPENDED");
    expect(auditDetailsLine({ action: "user.promoCredit", details: { amount: 1250, note: null } })).toBe("$12.50");
    expect(auditDetailsLine({ action: "reviewReport.notes", details: { notes: "x".repeat(100) } })).toBe(`${"x".repeat(79)}…`);
  });

  it("is empty when there is nothing to add", () => {
    expect(auditDetailsLine({ action: "impersonation.start", details: {} })).toBe("");
  });
});
