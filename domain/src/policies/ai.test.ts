import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import { aiPolicies } from "./ai.ts";

const user = (authorId: number | null, admin = false): Actor => ({
  kind: "user",
  userId: 7,
  email: "someone@example.test",
  authorId,
  readerId: 3,
  readerTheme: null,
  permissions: admin ? ["ADMIN"] : [],
});

const actors: Array<[string, Actor]> = [
  ["anonymous", { kind: "anonymous" }],
  ["a reader without an author profile", user(null)],
  ["an author", user(12)],
  ["an admin author", user(13, true)],
];

const expected: Record<keyof typeof aiPolicies, string[]> = {
  "ai.call": ["unauthenticated", "forbidden", "allowed", "allowed"],
  "ai.status": ["unauthenticated", "allowed", "allowed", "allowed"],
  "ai.usage.read": ["unauthenticated", "forbidden", "allowed", "allowed"],
  "ai.preferences.read": ["unauthenticated", "forbidden", "allowed", "allowed"],
  "ai.preferences.update": ["unauthenticated", "forbidden", "allowed", "allowed"],
  "balance.read": ["unauthenticated", "allowed", "allowed", "allowed"],
};

function outcome(decision: ReturnType<(typeof aiPolicies)["ai.call"]>): string {
  if (decision === true) return "allowed";
  return decision.deny;
}

describe("AI policies", () => {
  for (const [action, outcomes] of Object.entries(expected) as Array<[keyof typeof aiPolicies, string[]]>) {
    it(`${action}: ${actors.map(([name], i) => `${name} ${outcomes[i]}`).join(", ")}`, () => {
      expect(actors.map(([, actor]) => outcome(aiPolicies[action](actor)))).toEqual(outcomes);
    });
  }
});
