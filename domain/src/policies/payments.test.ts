import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const BUYER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  "the buyer": policyActor(BUYER_ID),
  admin: policyActor(4, { admin: true }),
  "the buyer without reader profile": ((actor: Actor) => (actor.kind === "user" ? { ...actor, readerId: null } : actor))(policyActor(BUYER_ID)),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

function table(expected: Record<ActorName, Outcome>): [ActorName, Outcome][] {
  return Object.entries(expected) as [ActorName, Outcome][];
}

describe("a reader's purchases", () => {
  // policyActor: user N reads with reader profile N + 200.
  const payment = { readerId: BUYER_ID + 200 };

  it.each(table({ anonymous: 401, reader: 404, "another author": 404, "the buyer": "allow", admin: 404, "the buyer without reader profile": 404 }))(
    "purchases.read (a receipt) by %s → %s",
    (name, expected) => expect(outcomeOf(() => authorize(actors[name], "purchases.read", payment))).toBe(expected),
  );

  it.each(table({ anonymous: 401, reader: "allow", "another author": "allow", "the buyer": "allow", admin: "allow", "the buyer without reader profile": 404 }))(
    "purchases.list (their own) by %s → %s",
    (name, expected) => expect(outcomeOf(() => authorize(actors[name], "purchases.list"))).toBe(expected),
  );
});
