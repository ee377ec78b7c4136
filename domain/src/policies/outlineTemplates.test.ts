import { describe, expect, it } from "vitest";
import { authorize } from "./index.ts";
import type { BeatBookSubject } from "./beats.ts";
import type { OutlineTemplateSubject } from "./outlineTemplates.ts";
import { OWNER_ID, actorTable, outcomeOf, tableActors } from "./testing.ts";

const own: OutlineTemplateSubject = { isGlobal: false, authorId: OWNER_ID + 100 };
const global: OutlineTemplateSubject = { isGlobal: true, authorId: null };
const ownersBook: BeatBookSubject = { authorId: OWNER_ID + 100, deleted: false };

describe("outline template policies", () => {
  it.each(actorTable({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))(
    "list and create by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.list"))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.create"))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "update and delete of an own template by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.update", own))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.delete", own))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": 403, owner: 403, admin: 403 }))(
    "update and delete of a global template by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.update", global))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.delete", global))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "apply of a global template to the owner's book by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "outlineTemplate.apply", { template: global, book: ownersBook }))).toBe(expected);
    },
  );

  it("apply needs a template the actor may read and a live book of theirs", () => {
    const otherAuthorsTemplate = { isGlobal: false, authorId: 999 };
    expect(outcomeOf(() => authorize(tableActors.owner, "outlineTemplate.apply", { template: own, book: ownersBook }))).toBe("allow");
    expect(outcomeOf(() => authorize(tableActors.owner, "outlineTemplate.apply", { template: otherAuthorsTemplate, book: ownersBook }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors.owner, "outlineTemplate.apply", { template: global, book: { ...ownersBook, deleted: true } }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors["another author"], "outlineTemplate.apply", { template: own, book: ownersBook }))).toBe(404);
  });
});
