/**
 * The table test of the policies whose subject is a book (chapters and their
 * versions, beats, scenes…): every action as anonymous, a reader, another
 * author, the owner and an admin, and every action on a deleted book.
 */
import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
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
export type BookActorName = keyof typeof actors;

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

export function describeBookPolicies(title: string, expectations: Array<[Action, Record<BookActorName, Outcome>]>): void {
  const rows = expectations.flatMap(([action, expected]) =>
    (Object.entries(expected) as Array<[BookActorName, Outcome]>).map(([name, outcome]) => [action, name, outcome] as const),
  );

  describe(title, () => {
    it.each(rows)("%s by %s → %s", (action, name, expected) => {
      expect(outcomeOf(() => decide(actors[name], action, book))).toBe(expected);
      expect(isAllowed(actors[name], action, book)).toBe(expected === "allow");
    });

    it.each(expectations.map(([action]) => action))("%s of a deleted book is a 404 for the owner and admins alike", (action) => {
      expect(outcomeOf(() => decide(actors.owner, action, deletedBook))).toBe(404);
      expect(outcomeOf(() => decide(actors.admin, action, deletedBook))).toBe(404);
      expect(outcomeOf(() => decide(actors.anonymous, action, deletedBook))).toBe(401);
    });
  });
}
