import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import type { Action } from "./index.ts";
import { POLICY_TEST_NOW, outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

function impersonatedBy(adminId: number, actor: Actor): Actor {
  if (actor.kind !== "user") throw new Error("only a user is impersonated");
  return { ...actor, adminId };
}

const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2),
  author: policyActor(3),
  admin: policyActor(4, { admin: true }),
  "expired admin": policyActor(5, { admin: { expiresAt: new Date(POLICY_TEST_NOW.getTime() - 1) } }),
  // Impersonating, the admin acts as the user, who is no admin.
  "admin impersonating the author": impersonatedBy(4, policyActor(3)),
} satisfies Record<string, Actor>;

const expected: Record<keyof typeof actors, Outcome> = {
  anonymous: 401,
  reader: 403,
  author: 403,
  admin: "allow",
  "expired admin": 403,
  "admin impersonating the author": 403,
};

const moderationActions = [
  "admin.moderateReviews",
  "admin.moderateCatalogue",
  "admin.listAiModerations",
  "admin.readAuditLog",
] as const satisfies readonly Action[];

describe("moderation policies: admins only", () => {
  for (const action of moderationActions) {
    it.each(Object.entries(expected) as Array<[keyof typeof actors, Outcome]>)(`${action} by %s → %s`, (name, outcome) => {
      expect(outcomeOf(() => authorize(actors[name], action))).toBe(outcome);
    });
  }
});
