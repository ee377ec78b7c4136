import { describe, expect, it } from "vitest";
import { authorize } from "./index.ts";
import type { StoryToolBookSubject, StoryToolSubject } from "./storyTools.ts";
import { OWNER_ID, actorTable, outcomeOf, tableActors } from "./testing.ts";

const own: StoryToolSubject = { isGlobal: false, authorId: OWNER_ID + 100 };
const global: StoryToolSubject = { isGlobal: true, authorId: null };
const ownersBook: StoryToolBookSubject = { authorId: OWNER_ID + 100, deleted: false };

describe("story tool policies", () => {
  it.each(actorTable({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))(
    "list and create by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.list"))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.create"))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "update and delete of an own tool by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.update", own))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.delete", own))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": 403, owner: 403, admin: 403 }))(
    "update and delete of a global tool by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.update", global))).toBe(expected);
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.delete", global))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" }))(
    "settings of a global tool by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.updateSettings", global))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 403, "another author": 404, owner: "allow", admin: 404 }))(
    "settings of an own tool by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.updateSettings", own))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "the tools of the owner's book for %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.listForBook", ownersBook))).toBe(expected);
    },
  );

  it.each(actorTable({ anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 }))(
    "compiling a global tool in the owner's book by %s → %s",
    (name, expected) => {
      expect(outcomeOf(() => authorize(tableActors[name], "storyTool.compile", { tool: global, book: ownersBook }))).toBe(expected);
    },
  );

  it("compiling needs a live book of the actor's and a tool they may use", () => {
    const othersTool: StoryToolSubject = { isGlobal: false, authorId: 999 };
    expect(outcomeOf(() => authorize(tableActors.owner, "storyTool.compile", { tool: own, book: ownersBook }))).toBe("allow");
    expect(outcomeOf(() => authorize(tableActors.owner, "storyTool.compile", { tool: othersTool, book: ownersBook }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors.owner, "storyTool.compile", { tool: global, book: { ...ownersBook, deleted: true } }))).toBe(404);
    expect(outcomeOf(() => authorize(tableActors.owner, "storyTool.listForBook", { ...ownersBook, deleted: true }))).toBe(404);
  });

  it("names the reason of a 403", () => {
    expect(() => authorize(tableActors.owner, "storyTool.update", global)).toThrow(
      "The story tools shipped with Storyloom can't be changed. Create a tool of your own instead.",
    );
    expect(() => authorize(tableActors.reader, "storyTool.create")).toThrow("Only authors can have story tools.");
  });
});
