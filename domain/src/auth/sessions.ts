import type { Knex } from "@storyloom/db";
import { Session, User } from "@storyloom/db/models";
import type { ActiveSession, Permission, UserActor } from "./actor.ts";
import { generateToken, sha256Hex } from "./tokens.ts";

// Lucia's design (docs/architecture.md, Sign-in and sessions): the cookie carries a random token, the
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
  return {
    id: row.id,
    userId: row.userId,
    adminId: row.adminId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    host: row.host,
    parentSessionId: row.parentSessionId,
  };
}

/** The longest a session may live from its creation: 90 days on the platform, 30 on a custom domain (never renewed past it). */
export function maxAgeOf(session: { host: string | null }): number {
  return session.host === null ? SESSION_MAX_AGE_MS : SESSION_TTL_MS;
}

/**
 * Starts a session with a fresh token; the caller deletes any session it
 * replaces. A reader's session on a custom domain names its `host` and the
 * platform session that consented to it (`parentSessionId`).
 */
export async function createSession(
  db: Db,
  input: { userId: number; adminId?: number | null; now?: Date; site?: { host: string; parentSessionId: string } },
): Promise<CreatedSession> {
  const now = input.now ?? new Date();
  const token = generateToken(24);
  const row = await Session.query(db).insertAndFetch({
    id: sha256Hex(token),
    userId: input.userId,
    adminId: input.adminId ?? null,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    host: input.site?.host ?? null,
    parentSessionId: input.site?.parentSessionId ?? null,
  });
  return { token, session: toActiveSession(row) };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await Session.query(db).deleteById(sessionId);
}

/**
 * Ends every session that acts with a user's rights: their own, those in which
 * an admin impersonates them, and those in which they impersonate someone
 * (stopping such an impersonation would otherwise hand them back a full
 * session). A password reset, a suspension or a permission change calls this.
 */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  return Session.query(db).where({ userId }).orWhere({ adminId: userId }).delete();
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
  /** Which lookup of its batch the row answers (1-based). */
  lookup: number;
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
  /** The custom domain the session is bound to (null: the platform). */
  host: string | null;
  parentSessionId: string | null;
  /**
   * For a custom domain's session: whether the platform session that consented
   * is still live and the domain still a live site (docs/security.md); true
   * for the platform's own sessions.
   */
  isGrantLive: boolean;
}

/** SQL: whether `userColumn` holds an ADMIN permission unexpired at the lookup's time (the rule of actorFromUser). */
function hasAdminPermission(userColumn: string): string {
  return `exists (select 1 from user_permissions p where p.user_id = ${userColumn} and p.permission = 'ADMIN' and (p.expires_at is null or p.expires_at > q.now))`;
}

/**
 * SQL: whether `hostColumn` names a live custom domain (not deleted, ownership
 * proved, certificate validated): the rule of findLiveCustomDomain
 * (services/sites/findCustomDomain.ts: not deleted, ownership verified, VALIDATED), read here in the same statement.
 */
function isLiveCustomDomain(hostColumn: string): string {
  return `exists (select 1 from custom_domains d where lower(d.name) = ${hostColumn} and not d.is_deleted and d.ownership_verified_at is not null and d.certificate_status = 'VALIDATED')`;
}

const SESSION_LOOKUP_COLUMNS = `q.lookup, s.id, s.user_id as "userId", s.admin_id as "adminId", s.expires_at as "expiresAt", s.created_at as "createdAt",
  u.email, u.status, ap.id as "authorId", rp.id as "readerId", rp.theme as "readerTheme",
  ${hasAdminPermission("u.id")} as "isAdmin",
  (s.admin_id is null or (${hasAdminPermission("s.admin_id")} and exists (select 1 from users a where a.id = s.admin_id and a.status = 'ACTIVE'))) as "isImpersonatorAdmin",
  s.host, s.parent_session_id as "parentSessionId",
  (s.host is null or (
    exists (select 1 from sessions ps where ps.id = s.parent_session_id and ps.expires_at > q.now and ps.host is null)
    and ${isLiveCustomDomain("s.host")}
  )) as "isGrantLive"`;

const lookupSqlBySize = new Map<number, string>();

/**
 * The lookup of up to `size` sessions at once; bindings: a session id (sha256
 * of the token) and the time of its lookup, for each. The rows are spelled
 * out, so PostgreSQL's plan (made once per statement and connection) fits
 * every execution: with an array parameter (unnest) it re-planned every small
 * batch, as its reused plan assumes ten elements. Raw rows skip
 * knexSnakeCaseMappers, so every column is aliased to its SessionLookupRow name.
 */
function sessionLookupSql(size: number): string {
  let sql = lookupSqlBySize.get(size);
  if (!sql) {
    const lookups = Array.from({ length: size }, (_, index) => (index === 0 ? "(?::text, ?::timestamptz, 1)" : `(?, ?, ${index + 1})`));
    sql = `select ${SESSION_LOOKUP_COLUMNS}
from (values ${lookups.join(", ")}) as q(session_id, now, lookup)
join sessions s on s.id = q.session_id
join users u on u.id = s.user_id
left join author_profiles ap on ap.user_id = u.id
left join reader_profiles rp on rp.user_id = u.id`;
    lookupSqlBySize.set(size, sql);
  }
  return sql;
}

/** A batch is padded up to a power of two: seven statements cover every batch, and each soon runs on a plan PostgreSQL keeps. */
function statementSize(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

interface PendingLookup {
  sessionId: string;
  now: Date;
  resolve(row: SessionLookupRow | undefined): void;
  reject(error: unknown): void;
}

const MAX_LOOKUPS_PER_QUERY = 64;
/** Per knex instance (or transaction): the lookups the next query will answer. */
const openBatches = new WeakMap<Db, PendingLookup[]>();

async function runLookups(db: Db, lookups: PendingLookup[]): Promise<void> {
  try {
    const size = statementSize(lookups.length);
    // Padding rows (null id) match no session.
    const bindings = Array.from({ length: size }, (_, index) => [lookups[index]?.sessionId ?? null, lookups[index]?.now ?? null]).flat();
    // A named statement: PostgreSQL plans it once per connection, not per
    // query (planning took about 0.3 ms, four times the execution).
    const { rows } = await db.raw<{ rows: SessionLookupRow[] }>(sessionLookupSql(size), bindings).options({ name: `storyloom_session_lookup_${size}` });
    const byLookup = new Map(rows.map((row) => [row.lookup, row]));
    lookups.forEach((lookup, index) => lookup.resolve(byLookup.get(index + 1)));
  } catch (error) {
    for (const lookup of lookups) lookup.reject(error);
  }
}

/**
 * The session row of one lookup, read fresh from the database. Lookups made
 * in the same turn of the event loop (the requests that arrived together)
 * share one query: under load a round trip to PostgreSQL cost the API more
 * CPU than everything else a request does (bench/README.md).
 */
function lookUpSession(db: Db, sessionId: string, now: Date): Promise<SessionLookupRow | undefined> {
  return new Promise((resolve, reject) => {
    let batch = openBatches.get(db);
    if (!batch) {
      const opened: PendingLookup[] = [];
      openBatches.set(db, opened);
      // setImmediate, not a microtask: it runs once every socket read in this
      // turn has been handled, so the batch holds all of their lookups.
      setImmediate(() => {
        if (openBatches.get(db) === opened) openBatches.delete(db);
        void runLookups(db, opened);
      });
      batch = opened;
    }
    batch.push({ sessionId, now, resolve, reject });
    if (batch.length >= MAX_LOOKUPS_PER_QUERY) openBatches.delete(db);
  });
}

/**
 * Resolves a cookie token to its session and actor on the host that presented
 * it: `site` is the request's custom domain (hostnameOf), null on the platform.
 * A session counts only on its own host: the platform's on the platform, a
 * custom domain's on that domain (elsewhere it gives null and is kept).
 * Expired sessions, those past the absolute cap, those of suspended users,
 * impersonations whose admin is no longer an active admin and custom-domain
 * sessions whose consenting platform session or domain is gone are deleted and
 * give null; a session with fewer than 15 days left is extended (a custom
 * domain's never past 30 days from its start).
 */
export async function validateSessionToken(db: Db, token: string, now = new Date(), site: string | null = null): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{16,128}$/.test(token)) return null;
  // Every signed-in request runs this: one indexed read with only the columns
  // an actor needs, not an objection graph (see bench/README.md).
  const row = await lookUpSession(db, sha256Hex(token), now);
  if (!row || row.host !== site) return null;
  const hardLimit = row.createdAt.getTime() + maxAgeOf(row);
  const expired = now.getTime() >= row.expiresAt.getTime() || now.getTime() >= hardLimit;
  // An impersonation lasts only while its admin may impersonate: an expired or
  // revoked permission, or a suspended admin, ends it (no ADMIN, no acting as others).
  if (row.status !== "ACTIVE" || !row.isImpersonatorAdmin || !row.isGrantLive || expired) {
    await deleteSession(db, row.id);
    return null;
  }
  const session: ActiveSession = {
    id: row.id,
    userId: row.userId,
    adminId: row.adminId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    host: row.host,
    parentSessionId: row.parentSessionId,
  };
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
    ...(row.host !== null ? { siteHost: row.host } : {}),
  };
  return { session, actor, renewed };
}

/** The actor of a session just created (impersonation start/stop answer with it). */
export async function actorForSession(db: Db, session: ActiveSession, now = new Date()): Promise<UserActor> {
  const user = await findUserForActor(db, session.userId);
  if (!user) throw new Error(`session ${session.id} has no user`);
  return actorFromUser(user, now, session.adminId);
}
