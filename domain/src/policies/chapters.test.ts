import { describe, expect, it } from "vitest";
import type { User } from "@storyloom/db/models";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { actorFromUser } from "../auth/sessions.ts";
import { AuthenticationError, ForbiddenError, NotFoundError } from "../errors.ts";
import { authorize, can } from "./index.ts";
import type { Action } from "./index.ts";
import type { ChapterBookSubject } from "./chapters.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

/** An actor built the way sessions build it; user N has the author profile N + 100 (none when `author` is false). */
function actorFor(id: number, options: { admin?: boolean; author?: boolean } = {}): Actor {
  const user = {
    id,
    email: `user${id}@example.test`,
    permissions: options.admin ? [{ permission: "ADMIN", expiresAt: null }] : [],
    authorProfile: options.author === false ? null : { id: id + 100 },
    readerProfile: { id: id + 200, theme: "LIGHT" },
  } as unknown as User;
  return actorFromUser(user, NOW);
}

const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: actorFor(2, { author: false }),
  "another author": actorFor(3),
  owner: actorFor(OWNER_ID),
  admin: actorFor(4, { admin: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;
type Outcome = "allow" | 401 | 403 | 404;

function outcome(run: () => void): Outcome {
  try {
    run();
    return "allow";
  } catch (error) {
    if (error instanceof AuthenticationError) return 401;
    if (error instanceof ForbiddenError) return 403;
    if (error instanceof NotFoundError) return 404;
    throw error;
  }
}

const book: ChapterBookSubject = { authorId: OWNER_ID + 100, deleted: false };
const deletedBook: ChapterBookSubject = { ...book, deleted: true };

const readable = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: "allow" } as const;
const ownerOnly = { anonymous: 401, reader: 404, "another author": 404, owner: "allow", admin: 404 } as const;

const expectations: [Action, Record<ActorName, Outcome>][] = [
  ["chapter.list", readable],
  ["chapter.read", readable],
  ["chapter.create", ownerOnly],
  ["chapter.update", ownerOnly],
  ["chapter.delete", ownerOnly],
  ["chapter.move", ownerOnly],
  ["chapterVersion.list", readable],
  ["chapterVersion.read", readable],
  ["chapterVersion.create", ownerOnly],
  ["chapterVersion.update", ownerOnly],
  ["chapterVersion.restore", ownerOnly],
];

const rows = expectations.flatMap(([action, expected]) =>
  (Object.entries(expected) as [ActorName, Outcome][]).map(([name, outcomeOf]) => [action, name, outcomeOf] as const),
);

/** Calls a chapter policy; every chapter action takes the same subject, the chapter's book. */
function decide(actor: Actor, action: Action, subject: ChapterBookSubject): void {
  (authorize as (actor: Actor, action: Action, subject: ChapterBookSubject) => void)(actor, action, subject);
}

describe("chapter policies (subject: the chapter's book)", () => {
  it.each(rows)("%s by %s → %s", (action, name, expected) => {
    expect(outcome(() => decide(actors[name], action, book))).toBe(expected);
    expect((can as (actor: Actor, action: Action, subject: ChapterBookSubject) => boolean)(actors[name], action, book)).toBe(expected === "allow");
  });

  it.each(expectations.map(([action]) => action))("%s of a deleted book is a 404 for the owner and admins alike", (action) => {
    expect(outcome(() => decide(actors.owner, action, deletedBook))).toBe(404);
    expect(outcome(() => decide(actors.admin, action, deletedBook))).toBe(404);
    expect(outcome(() => decide(actors.anonymous, action, deletedBook))).toBe(401);
  });
});
