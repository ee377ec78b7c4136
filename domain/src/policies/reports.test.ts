import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import { describeBookPolicies, READABLE } from "./bookPolicyTable.ts";
import { outcomeOf, policyActor } from "./testing.ts";

describe("reports policies: the sales report (no subject: each author's own)", () => {
  it.each([
    ["anonymous", ANONYMOUS, 401],
    ["a reader without an author profile", policyActor(2, { author: false }), 403],
    ["an author", policyActor(3), "allow"],
    ["an admin with an author profile", policyActor(4, { admin: true }), "allow"],
    ["an admin without one", policyActor(5, { admin: true, author: false }), 403],
  ] as const)("reports.view by %s → %s", (_name, actor, expected) => {
    expect(outcomeOf(() => authorize(actor, "reports.view"))).toBe(expected);
  });
});

describeBookPolicies("reports policies: a book's reading funnel (subject: the book)", [["reports.funnel", READABLE]]);
