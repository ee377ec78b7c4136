import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize } from "./index.ts";
import type { BeatBookSubject } from "./beats.ts";
import type { OutlineTemplateSubject } from "./outlineTemplates.ts";
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

const own: OutlineTemplateSubject = { isGlobal: false, authorId: OWNER_ID + 100 };
const global: OutlineTemplateSubject = { isGlobal: true, authorId: null };
const ownersBook: BeatBookSubject = { authorId: OWNER_ID + 100, deleted: false };

function table(expected: Record<ActorName, Outcome>) {
  return names.map((name) => [name, expected[name]] as const);
}

describe("outline template policies", () => {
  it.each(table({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))("list and create by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.list"))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.create"))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))("update and delete of an own template by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.update", own))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.delete", own))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 403, "another author": 403, owner: 403, admin: 403 }))("update and delete of a global template by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.update", global))).toBe(expected);
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.delete", global))).toBe(expected);
  });

  it.each(table({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))("apply of a global template to the owner's book by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(actors[name], "outlineTemplate.apply", { template: global, book: ownersBook }))).toBe(expected);
  });

  it("apply needs a template the actor may read and a live book of theirs", () => {
    const otherAuthorsTemplate = { isGlobal: false, authorId: 999 };
    expect(outcomeOf(() => authorize(actors.owner, "outlineTemplate.apply", { template: own, book: ownersBook }))).toBe("allow");
    expect(outcomeOf(() => authorize(actors.owner, "outlineTemplate.apply", { template: otherAuthorsTemplate, book: ownersBook }))).toBe(404);
    expect(outcomeOf(() => authorize(actors.owner, "outlineTemplate.apply", { template: global, book: { ...ownersBook, deleted: true } }))).toBe(404);
    expect(outcomeOf(() => authorize(actors["another author"], "outlineTemplate.apply", { template: own, book: ownersBook }))).toBe(404);
  });
});
