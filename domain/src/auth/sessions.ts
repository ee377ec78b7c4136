import type { Knex } from "@storyloom/db";
import { Session, User } from "@storyloom/db/models";
import type { ActiveSession, Permission, UserActor } from "./actor.ts";
import { generateToken, sha256Hex } from "./tokens.ts";

// Lucia's design (DESIGN.md): the cookie carries a random token, the
// database only its sha256, so a leaked sessions table signs nobody in.
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding lifetime: every renewal moves expiry to now + 30 days… */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** …but only once fewer than 15 days remain, so an active user writes at most about twice a month. */
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;
/** No session lives longer than 90 days from sign-in, however active. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

type Db = Knex | Knex.Transaction;

export interface CreatedSession {
  token: string;
  session: ActiveSession;
}

function toActiveSession(row: Session): ActiveSession {
  return { id: row.id, userId: row.userId, adminId: row.adminId, expiresAt: row.expiresAt, createdAt: row.createdAt };
}

/** Starts a session with a fresh token; the caller deletes any session it replaces. */
export async function createSession(
  db: Db,
  input: { userId: number; adminId?: number | null; now?: Date },
): Promise<CreatedSession> {
  const now = input.now ?? new Date();
  const token = generateToken(24);
  const row = await Session.query(db).insertAndFetch({
    id: sha256Hex(token),
    userId: input.userId,
    adminId: input.adminId ?? null,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, session: toActiveSession(row) };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await Session.query(db).deleteById(sessionId);
}

/** Ends every session of a user: suspension, password change. Also those in which an admin impersonates them. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  return Session.query(db).where({ userId }).delete();
}

export interface ValidatedSession {
  session: ActiveSession;
  actor: UserActor;
  /** True when expiry moved: the cookie must be sent again with the new date. */
  renewed: boolean;
}

/** The actor a user row (with permissions and profiles loaded) stands for. */
export function actorFromUser(user: User, now: Date, adminId: number | null = null): UserActor {
  const permissions: Permission[] = (user.permissions ?? []).some(
    (p) => p.permission === "ADMIN" && (p.expiresAt === null || p.expiresAt.getTime() > now.getTime()),
  )
    ? ["ADMIN"]
    : [];
  return {
    kind: "user",
    userId: user.id,
    email: user.email,
    authorId: user.authorProfile?.id ?? null,
    readerId: user.readerProfile?.id ?? null,
    readerTheme: user.readerProfile?.theme ?? null,
    permissions,
    ...(adminId !== null ? { adminId } : {}),
  };
}

/** Loads a user with what an actor needs. */
export async function findUserForActor(db: Db, userId: number): Promise<User | undefined> {
  return User.query(db).findById(userId).withGraphFetched("[permissions, authorProfile, readerProfile]");
}

interface SessionLookupRow {
  id: string;
  userId: number;
  adminId: number | null;
  expiresAt: Date;
  createdAt: Date;
  email: string;
  status: User["status"];
  authorId: number | null;
  readerId: number | null;
  readerTheme: UserActor["readerTheme"];
  isAdmin: boolean;
  /** For an impersonation: whether the admin is still active and still holds ADMIN. */
  isImpersonatorAdmin: boolean;
}

/** SQL: whether `userColumn` holds an unexpired ADMIN permission at `now` (the rule of actorFromUser). */
function hasAdminPermission(db: Db, userColumn: string, now: Date): Knex.Raw {
  return db.raw(
    `exists (select 1 from user_permissions p where p.user_id = ${userColumn} and p.permission = 'ADMIN' and (p.expires_at is null or p.expires_at > ?))`,
    [now],
  );
}

/**
 * Resolves a cookie token to its session and actor. Expired sessions, those
 * past the absolute cap, those of suspended users and impersonations whose
 * admin is no longer an active admin are deleted and give null; a session
 * with fewer than 15 days left is extended.
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{16,128}$/.test(token)) return null;
  // Every signed-in request runs this: one indexed query with only the
  // columns an actor needs, not an objection graph (see bench/README.md).
  const row = (await db("sessions")
    .join("users", "users.id", "sessions.userId")
    .leftJoin("authorProfiles", "authorProfiles.userId", "users.id")
    .leftJoin("readerProfiles", "readerProfiles.userId", "users.id")
    .where("sessions.id", sha256Hex(token))
    .first(
      "sessions.id",
      "sessions.userId",
      "sessions.adminId",
      "sessions.expiresAt",
      "sessions.createdAt",
      "users.email",
      "users.status",
      "authorProfiles.id as authorId",
      "readerProfiles.id as readerId",
      "readerProfiles.theme as readerTheme",
      db.raw("? as is_admin", [hasAdminPermission(db, "users.id", now)]),
      // An impersonation lasts only while its admin may impersonate: an expired or
      // revoked permission, or a suspended admin, ends it (no ADMIN, no acting as others).
      db.raw("(sessions.admin_id is null or (? and exists (select 1 from users a where a.id = sessions.admin_id and a.status = 'ACTIVE'))) as is_impersonator_admin", [
        hasAdminPermission(db, "sessions.admin_id", now),
      ]),
    )) as SessionLookupRow | undefined;
  if (!row) return null;
  const hardLimit = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  const expired = now.getTime() >= row.expiresAt.getTime() || now.getTime() >= hardLimit;
  if (row.status !== "ACTIVE" || !row.isImpersonatorAdmin || expired) {
    await deleteSession(db, row.id);
    return null;
  }
  const session: ActiveSession = { id: row.id, userId: row.userId, adminId: row.adminId, expiresAt: row.expiresAt, createdAt: row.createdAt };
  let renewed = false;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, hardLimit));
    if (expiresAt.getTime() > row.expiresAt.getTime()) {
      await Session.query(db).patch({ expiresAt }).where({ id: row.id });
      session.expiresAt = expiresAt;
      renewed = true;
    }
  }
  const actor: UserActor = {
    kind: "user",
    userId: row.userId,
    email: row.email,
    authorId: row.authorId,
    readerId: row.readerId,
    readerTheme: row.readerTheme,
    permissions: row.isAdmin ? ["ADMIN"] : [],
    ...(row.adminId !== null ? { adminId: row.adminId } : {}),
  };
  return { session, actor, renewed };
}

/** The actor of a session just created (impersonation start/stop answer with it). */
export async function actorForSession(db: Db, session: ActiveSession, now = new Date()): Promise<UserActor> {
  const user = await findUserForActor(db, session.userId);
  if (!user) throw new Error(`session ${session.id} has no user`);
  return actorFromUser(user, now, session.adminId);
}
