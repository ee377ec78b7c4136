/**
 * The table test of the policies whose subject is a book (chapters and their
 * versions, beats, scenes…): every action as anonymous, a reader, another
 * author, the owner and an admin, and every action on a deleted book.
 */
import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
import { OWNER_ID, outcomeOf, tableActors } from "./testing.ts";
import type { Outcome, TableActorName } from "./testing.ts";

/** The owner, and admins (who look at a book when handling a report or a support request). */
export const READABLE = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: "allow" } as const;
/** The owner only; to anyone else the book does not exist. */
export const OWNER_ONLY = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 } as const;

interface BookSubject {
  authorId: number;
  deleted: boolean;
}
const book: BookSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedBook: BookSubject = { ...book, deleted: true };

// Every action listed takes the same kind of subject, the book: one signature for all of them.
const decide = authorize as (actor: Actor, action: Action, subject: BookSubject) => void;
const isAllowed = can as (actor: Actor, action: Action, subject: BookSubject) => boolean;

export function describeBookPolicies(title: string, expectations: Array<[Action, Record<TableActorName, Outcome>]>): void {
  const rows = expectations.flatMap(([action, expected]) =>
    (Object.entries(expected) as Array<[TableActorName, Outcome]>).map(([name, outcome]) => [action, name, outcome] as const),
  );

  describe(title, () => {
    it.each(rows)("%s by %s → %s", (action, name, expected) => {
      expect(outcomeOf(() => decide(tableActors[name], action, book))).toBe(expected);
      expect(isAllowed(tableActors[name], action, book)).toBe(expected === "allow");
    });

    it.each(expectations.map(([action]) => action))("%s of a deleted book is a 404 for the owner and admins alike", (action) => {
      expect(outcomeOf(() => decide(tableActors.owner, action, deletedBook))).toBe(404);
      expect(outcomeOf(() => decide(tableActors.admin, action, deletedBook))).toBe(404);
      expect(outcomeOf(() => decide(tableActors.anonymous, action, deletedBook))).toBe(401);
    });
  });
}
