/** Shared by the policies' table-driven tests: actors built the way sessions build them, and outcomes as HTTP answers. */
import type { User } from "@storyloom/db/models";
import { ANONYMOUS } from "../auth/actor.ts";
import type { Actor } from "../auth/actor.ts";
import { actorFromUser } from "../auth/sessions.ts";
import { AuthenticationError, ChapterLockedError, ForbiddenError, NotFoundError } from "../errors.ts";

export const POLICY_TEST_NOW = new Date("2026-11-22T12:00:00Z");

export interface PolicyActorOptions {
  /** true: an ADMIN permission that never expires; { expiresAt }: one that expires then. */
  admin?: boolean | { expiresAt: Date | null };
  /** false: no author profile. */
  author?: boolean;
}

/** User N as sessions make it: author profile N + 100, reader profile N + 200. */
export function policyActor(id: number, options: PolicyActorOptions = {}): Actor {
  const admin = options.admin === true ? { expiresAt: null } : options.admin || null;
  const user = {
    id,
    email: `user${id}@example.test`,
    permissions: admin ? [{ permission: "ADMIN", expiresAt: admin.expiresAt }] : [],
    authorProfile: options.author === false ? null : { id: id + 100 },
    readerProfile: { id: id + 200, theme: "LIGHT" },
  } as unknown as User;
  return actorFromUser(user, POLICY_TEST_NOW);
}

export type Outcome = "allow" | 401 | 403 | 404;

/** What a policy check would answer: allowed, or the status its error maps to. */
export function outcomeOf(run: () => void): Outcome {
  try {
    run();
    return "allow";
  } catch (error) {
    if (error instanceof AuthenticationError) return 401;
    if (error instanceof ForbiddenError || error instanceof ChapterLockedError) return 403;
    if (error instanceof NotFoundError) return 404;
    throw error;
  }
}

/** The user who owns the subject in the tables below: their author profile is OWNER_ID + 100. */
export const OWNER_ID = 1;

/** The five actors most policy tables ask about: nobody, a reader (no author profile), another author, the owner and an admin. */
export const tableActors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2, { author: false }),
  "another author": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
} satisfies Record<string, Actor>;
export type TableActorName = keyof typeof tableActors;

/** The rows of an `it.each`: each of the five actors with the outcome it should get. */
export function actorTable(expected: Record<TableActorName, Outcome>): Array<readonly [TableActorName, Outcome]> {
  return (Object.keys(tableActors) as TableActorName[]).map((name) => [name, expected[name]] as const);
}
