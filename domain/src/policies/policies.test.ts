import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../auth/actor.ts";
import type { ActiveSession, Actor } from "../auth/actor.ts";
import { authorize, can } from "./index.ts";
import type { AdminTarget } from "./admin.ts";
import { POLICY_TEST_NOW, outcomeOf, policyActor } from "./testing.ts";
import type { Outcome } from "./testing.ts";

const NOW = POLICY_TEST_NOW;
const OWNER_ID = 1;
const actors = {
  anonymous: ANONYMOUS,
  reader: policyActor(2),
  "another user": policyActor(3),
  owner: policyActor(OWNER_ID),
  admin: policyActor(4, { admin: true }),
  "expired admin": policyActor(5, { admin: { expiresAt: new Date(NOW.getTime() - 1) } }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;
const outcome = outcomeOf;

function table(expected: Record<ActorName, Outcome>): [ActorName, Outcome][] {
  return Object.entries(expected) as [ActorName, Outcome][];
}

describe("user policies (subject: the owner's account)", () => {
  const subject = { id: OWNER_ID };
  it.each(table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: "allow", "expired admin": 404 }))(
    "user.read by %s → %s",
    (name, expected) => expect(outcome(() => authorize(actors[name], "user.read", subject))).toBe(expected),
  );
  it.each(table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: 404, "expired admin": 404 }))(
    "user.update by %s → %s",
    (name, expected) => expect(outcome(() => authorize(actors[name], "user.update", subject))).toBe(expected),
  );
  it.each(table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: 404, "expired admin": 404 }))(
    "user.createRedirectToken by %s → %s",
    (name, expected) => expect(outcome(() => authorize(actors[name], "user.createRedirectToken", subject))).toBe(expected),
  );
  it("keeps admins, impersonations and custom domains' sessions on the platform (403 even for their own account)", () => {
    const admin = policyActor(OWNER_ID, { admin: true });
    const reader = policyActor(OWNER_ID);
    const impersonation = { ...reader, adminId: 4 };
    const siteSession = { ...reader, siteHost: "book.example.com" };
    const own = { id: OWNER_ID };
    expect(outcome(() => authorize(reader, "user.createRedirectToken", own))).toBe("allow");
    expect(outcome(() => authorize(admin, "user.createRedirectToken", own))).toBe(403);
    expect(outcome(() => authorize(impersonation, "user.createRedirectToken", own))).toBe(403);
    expect(outcome(() => authorize(siteSession, "user.createRedirectToken", own))).toBe(403);
  });
});

describe("admin policies", () => {
  const target: AdminTarget = { id: OWNER_ID, status: "ACTIVE", isAdmin: false };
  const adminOnly = table({ anonymous: 401, reader: 403, "another user": 403, owner: 403, admin: "allow", "expired admin": 403 });

  it.each(adminOnly)("admin.access by %s → %s", (name, expected) => {
    expect(outcome(() => authorize(actors[name], "admin.access"))).toBe(expected);
    expect(can(actors[name], "admin.access")).toBe(expected === "allow");
  });
  it.each(adminOnly)("admin.listUsers by %s → %s", (name, expected) => expect(outcome(() => authorize(actors[name], "admin.listUsers"))).toBe(expected));
  it.each(adminOnly)("admin.updateUserStatus of the owner by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "admin.updateUserStatus", target))).toBe(expected),
  );
  it.each(adminOnly)("admin.liftAiSuspension of the owner by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "admin.liftAiSuspension", target))).toBe(expected),
  );
  it.each(adminOnly)("admin.impersonate the owner by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "admin.impersonate", target))).toBe(expected),
  );

  it("refuses an admin acting on their own account or impersonating suspended users and admins", () => {
    const self: AdminTarget = { id: 4, status: "ACTIVE", isAdmin: true };
    expect(outcome(() => authorize(actors.admin, "admin.updateUserStatus", self))).toBe(403);
    expect(outcome(() => authorize(actors.admin, "admin.impersonate", self))).toBe(403);
    expect(outcome(() => authorize(actors.admin, "admin.impersonate", { ...target, status: "SUSPENDED" }))).toBe(403);
    expect(outcome(() => authorize(actors.admin, "admin.impersonate", { ...target, isAdmin: true }))).toBe(403);
  });

  it("lets only a session carrying adminId stop impersonating", () => {
    const session = (adminId: number | null): ActiveSession => ({
      id: "s",
      userId: OWNER_ID,
      adminId,
      expiresAt: NOW,
      createdAt: NOW,
      host: null,
      parentSessionId: null,
    });
    expect(outcome(() => authorize(actors.anonymous, "admin.stopImpersonation", null))).toBe(401);
    expect(outcome(() => authorize(actors.owner, "admin.stopImpersonation", session(null)))).toBe(403);
    expect(outcome(() => authorize(actors.admin, "admin.stopImpersonation", session(null)))).toBe(403);
    expect(outcome(() => authorize(actors.owner, "admin.stopImpersonation", session(4)))).toBe("allow");
  });
});

describe("reader policies (subject: the owner's reader profile)", () => {
  // policyActor gives user N the reader profile N + 200.
  const subject = { id: OWNER_ID + 200, userId: OWNER_ID };
  const ownerOnly = table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: 404, "expired admin": 404 });
  it.each(ownerOnly)("readerProfile.read by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "readerProfile.read", subject))).toBe(expected),
  );
  it.each(ownerOnly)("readerProfile.update by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "readerProfile.update", subject))).toBe(expected),
  );
});

describe("author profile policies (subject: the owner's author profile)", () => {
  // policyActor gives user N the author profile N + 100.
  const subject = { id: OWNER_ID + 100, userId: OWNER_ID };
  const ownerOnly = table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: 404, "expired admin": 404 });
  it.each(ownerOnly)("authorProfile.read by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "authorProfile.read", subject))).toBe(expected),
  );
  it.each(ownerOnly)("authorProfile.update by %s → %s", (name, expected) =>
    expect(outcome(() => authorize(actors[name], "authorProfile.update", subject))).toBe(expected),
  );
});

describe("book policies (subject: a book of the owner's author profile)", () => {
  // policyActor gives user N the author profile N + 100.
  const book = { authorId: OWNER_ID + 100, deleted: false };
  const deleted = { ...book, deleted: true };
  const ownerOnly = table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: 404, "expired admin": 404 });
  const nobody = table({ anonymous: 401, reader: 404, "another user": 404, owner: 404, admin: 404, "expired admin": 404 });
  const anyAuthor = table({ anonymous: 401, reader: "allow", "another user": "allow", owner: "allow", admin: "allow", "expired admin": "allow" });

  it.each(anyAuthor)("book.list and book.create by %s → %s", (name, expected) => {
    expect(outcome(() => authorize(actors[name], "book.list"))).toBe(expected);
    expect(outcome(() => authorize(actors[name], "book.create"))).toBe(expected);
  });
  it.each(table({ anonymous: 401, reader: 404, "another user": 404, owner: "allow", admin: "allow", "expired admin": 404 }))(
    "book.read by %s → %s",
    (name, expected) => expect(outcome(() => authorize(actors[name], "book.read", book))).toBe(expected),
  );
  it.each(ownerOnly)("book.update by %s → %s", (name, expected) => expect(outcome(() => authorize(actors[name], "book.update", book))).toBe(expected));
  it.each(ownerOnly)("book.delete by %s → %s", (name, expected) => expect(outcome(() => authorize(actors[name], "book.delete", book))).toBe(expected));
  it.each(nobody)("a deleted book is not found by %s (read, update, delete)", (name, expected) => {
    expect(outcome(() => authorize(actors[name], "book.read", deleted))).toBe(expected);
    expect(outcome(() => authorize(actors[name], "book.update", deleted))).toBe(expected);
    expect(outcome(() => authorize(actors[name], "book.delete", deleted))).toBe(expected);
  });

  it("refuses lists and new books to a user without an author profile, and never matches a missing profile to a book", () => {
    const owner = actors.owner;
    if (owner.kind !== "user") throw new Error("The owner is signed in.");
    const noProfile: Actor = { ...owner, authorId: null };
    expect(outcome(() => authorize(noProfile, "book.list"))).toBe(403);
    expect(outcome(() => authorize(noProfile, "book.create"))).toBe(403);
    expect(outcome(() => authorize(noProfile, "book.read", book))).toBe(404);
  });
});
