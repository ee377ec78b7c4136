import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import { outcomeOf, policyActor } from "./testing.ts";

// The services scope every newsletter to the asking author (another's is 404 there); the policy says who may ask at all.
describe("newsletters policies", () => {
  it.each([
    ["anonymous", ANONYMOUS, 401],
    ["a reader without an author profile", policyActor(2, { author: false }), 403],
    ["an author", policyActor(3), "allow"],
    ["an admin with an author profile", policyActor(4, { admin: true }), "allow"],
    ["an admin without one", policyActor(5, { admin: true, author: false }), 403],
  ] as const)("newsletters.manage by %s → %s", (_name, actor, expected) => {
    expect(outcomeOf(() => authorize(actor, "newsletters.manage"))).toBe(expected);
  });
});
