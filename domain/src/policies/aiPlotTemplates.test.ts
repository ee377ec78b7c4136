import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import type { AiPlotTemplateSubject } from "./aiPlotTemplates.ts";
import type { ChapterBookSubject } from "./chapters.ts";
import { outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;
const names = Object.keys(actors) as ActorName[];

const ownCopy: AiPlotTemplateSubject = { authorId: OWNER_ID + 100 };
const global: AiPlotTemplateSubject = { authorId: null };
const ownersBook: ChapterBookSubject = { authorId: OWNER_ID + 100, deleted: false };

function table(expected: Record<ActorName, Outcome>) {
  return names.map((name) => [name, expected[name]] as const);
}

describe("AI plot template policies", () => {
  it.each(table({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))("list by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.list"))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))("update and restore of a global template (the actor's own copy) by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.update", global))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.restore", global))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))("update and restore of the owner's copy by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.update", ownCopy))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.restore", ownCopy))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 403, "another author": 404, owner: "allow", admin: 404 }))("compile of a global template for the owner's book by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "aiPlotTemplate.compile", { template: global, book: ownersBook }))).toBe(expected);
  });

  it("compile needs a template the actor may use and a live book of theirs", () => {
    expect(outcomeOf(() => authorize(actors.owner, "aiPlotTemplate.compile", { template: ownCopy, book: ownersBook }))).toBe("allow");
    expect(outcomeOf(() => authorize(actors.owner, "aiPlotTemplate.compile", { template: { authorId: 999 }, book: ownersBook }))).toBe(404);
    expect(outcomeOf(() => authorize(actors.owner, "aiPlotTemplate.compile", { template: global, book: { ...ownersBook, deleted: true } }))).toBe(404);
    expect(outcomeOf(() => authorize(actors["another author"], "aiPlotTemplate.compile", { template: ownCopy, book: ownersBook }))).toBe(404);
  });
});
