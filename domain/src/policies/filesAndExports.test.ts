import { describe, expect, it } from "vitest";
import { authorize } from "./index.ts";
import type { ExportBookSubject } from "./exports.ts";
import { OWNER_ID, outcomeOf, tableActors } from "./testing.ts";
import type { Outcome, TableActorName } from "./testing.ts";

const book: ExportBookSubject = { authorId: OWNER_ID + 100, deleted: false };

const uploads: Record<TableActorName, Outcome> = { anonymous: 401, reader: 403, "another author": "allow", owner: "allow", admin: "allow" };
const exports: Record<TableActorName, Outcome> = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 };

describe("file and export policies", () => {
  it.each(Object.entries(uploads) as [TableActorName, Outcome][])("file.uploadImage by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(tableActors[name], "file.uploadImage"))).toBe(expected);
  });

  it.each(Object.entries(exports) as [TableActorName, Outcome][])("book.export by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(tableActors[name], "book.export", book))).toBe(expected);
  });

  it("book.export of a deleted book is a 404 for its owner too", () => {
    expect(outcomeOf(() => authorize(tableActors.owner, "book.export", { ...book, deleted: true }))).toBe(404);
  });
});
