import { describe, expect, it } from "vitest";
import { authorize } from "./index.ts";
import type { AiPlotTemplateSubject } from "./aiPlotTemplates.ts";
import type { ChapterBookSubject } from "./chapters.ts";
import { OWNER_ID, actorTable, outcomeOf, tableActors } from "./testing.ts";

const ownCopy: AiPlotTemplateSubject = { authorId: OWNER_ID + 100 };
const global: AiPlotTemplateSubject = { authorId: null };
const ownersBook: ChapterBookSubject = { authorId: OWNER_ID + 100, deleted: false };

describe("AI plot template policies", () => {
  it.each(actorTable({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))("list by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.list"))).toBe(expected);
  });

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))(
    "update and restore of a global template (the actor's own copy) by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.update", global))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.restore", global))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "update and restore of the owner's copy by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.update", ownCopy))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.restore", ownCopy))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": 404, owner: "allow", admin: 404 }))(
    "compile of a global template for the owner's book by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "aiPlotTemplate.compile", { template: global, book: ownersBook }))).toBe(expected);
    },
  );

  it("compile needs a template the actor may use and a live book of theirs", () => {
    expect(outcomeOf(() => authorize(tableActors.owner, "aiPlotTemplate.compile", { template: ownCopy, book: ownersBook }))).toBe("allow");
    expect(outcomeOf(() => authorize(tableActors.owner, "aiPlotTemplate.compile", { template: { authorId: 999 }, book: ownersBook }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors.owner, "aiPlotTemplate.compile", { template: global, book: { ...ownersBook, deleted: true } }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors["another author"], "aiPlotTemplate.compile", { template: ownCopy, book: ownersBook }))).toBe(404);
  });
});
