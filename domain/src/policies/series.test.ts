import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
import type { SeriesSubject } from "./series.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  "user without author profile": policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

const series: SeriesSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedSeries: SeriesSubject = { ...series, deleted: true };

const ownerOnly = { anonymous: 401, "user without author profile": 404, "another author": 404, owner: "allow", admin: 404 } as const;
const authors = { anonymous: 401, "user without author profile": 403, "another author": "allow", owner: "allow", admin: "allow" } as const;

const subjectActions: [Action, Record<ActorName, Outcome>][] = [
  ["series.read", ownerOnly],
  ["series.update", ownerOnly],
  ["series.delete", ownerOnly],
  ["subseries.create", ownerOnly],
  ["subseries.update", ownerOnly],
  ["subseries.delete", ownerOnly],
  ["book.reorder", ownerOnly],
];
const actorActions: [Action, Record<ActorName, Outcome>][] = [
  ["series.list", authors],
  ["series.create", authors],
];

const rowsOf = (table: [Action, Record<ActorName, Outcome>][]) =>
  table.flatMap(([action, expected]) => (Object.entries(expected) as [ActorName, Outcome][]).map(([name, result]) => [action, name, result] as const));

type Decide = (actor: Actor, action: Action, subject?: SeriesSubject) => void;

describe("series policies", () => {
  it.each(rowsOf(subjectActions))("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => (authorize as Decide)(actors[name], action, series))).toBe(expected);
    expect((can as (actor: Actor, action: Action, subject: SeriesSubject) => boolean)(actors[name], action, series)).toBe(expected === "allow");
  });

  it.each(rowsOf(actorActions))("%s by %s → %s", (action, name, expected) => {
    expect(outcomeOf(() => (authorize as Decide)(actors[name], action))).toBe(expected);
  });

  it.each(subjectActions.map(([action]) => action))("%s of a deleted series (or book) is a 404 for its owner too", (action) => {
    expect(outcomeOf(() => (authorize as Decide)(actors.owner, action, deletedSeries))).toBe(404);
    expect(outcomeOf(() => (authorize as Decide)(actors.anonymous, action, deletedSeries))).toBe(401);
  });
});
