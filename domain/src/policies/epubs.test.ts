import { describe, expect, it } from "vitest";
import type { ReaderEpubFacts } from "../services/epubs/readerEpubCopy.ts";
import { OWNER_ONLY, describeBookPolicies } from "./bookPolicyTable.ts";
import { authorize } from "./index.ts";
import { outcomeOf, tableActors } from "./testing.ts";
import type { Outcome, TableActorName } from "./testing.ts";

describeBookPolicies("EPUB policies of the author's book", [
  ["epub.read", OWNER_ONLY],
  ["epub.manage", OWNER_ONLY],
]);

function facts(lockedCount: number, chaptersCount = 3): ReaderEpubFacts {
  return { bookId: 7, title: "Book", epubFileKey: "epubs/7/a.epub", chaptersCount, lockedCount, reasons: new Set(["free"]) };
}

// The facts are the caller's own: the rule only asks whether any chapter stays locked to them.
const wholeBookOpen: Record<TableActorName, Outcome> = { anonymous: 401, reader: "allow", "another author": "allow", owner: "allow", admin: "allow" };
const someLocked: Record<TableActorName, Outcome> = { anonymous: 401, reader: 403, "another author": 403, owner: 403, admin: 403 };

describe("readerBook.downloadEpub", () => {
  it.each(Object.entries(wholeBookOpen) as [TableActorName, Outcome][])("every chapter open, by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(tableActors[name], "readerBook.downloadEpub", facts(0)))).toBe(expected);
  });

  it.each(Object.entries(someLocked) as [TableActorName, Outcome][])("one chapter locked, by %s → %s", (name, expected) => {
    expect(outcomeOf(() => authorize(tableActors[name], "readerBook.downloadEpub", facts(1)))).toBe(expected);
  });

  it("a book without a published chapter has nothing to download", () => {
    expect(outcomeOf(() => authorize(tableActors.reader, "readerBook.downloadEpub", facts(0, 0)))).toBe(403);
  });
});
