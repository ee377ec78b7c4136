import type { ReaderProfile } from "@storyloom/db/models";

export type Permission = "ADMIN";

/** Who is making a request, resolved once per request by middlewares/authenticate.ts. */
export type Actor = AnonymousActor | UserActor;

export interface AnonymousActor {
  kind: "anonymous";
}

export interface UserActor {
  kind: "user";
  userId: number;
  email: string;
  /** AuthorProfile id (the session's `profile.id`). */
  authorId: number | null;
  /** ReaderProfile id (the session's `readerProfile.id`). */
  readerId: number | null;
  readerTheme: ReaderProfile["theme"] | null;
  /** ['ADMIN'] only while an unexpired ADMIN permission row exists. */
  permissions: Permission[];
  /** The admin impersonating this user, when there is one. */
  adminId?: number;
  /**
   * The custom domain whose reader's session this is (a consented grant,
   * docs/security.md): it reaches only the routes marked for custom domains
   * (reading, progress, settings, bookshelf, reviews, buying), on that host.
   */
  siteHost?: string;
}

/** The session row behind a signed-in request. */
export interface ActiveSession {
  id: string;
  userId: number;
  adminId: number | null;
  expiresAt: Date;
  createdAt: Date;
  /** The custom domain the session is bound to; null for the platform's sessions. */
  host: string | null;
  /** For a custom domain's session: the platform session that consented to it. */
  parentSessionId: string | null;
}

export const ANONYMOUS: AnonymousActor = Object.freeze({ kind: "anonymous" });

export function isAdmin(actor: Actor): actor is UserActor {
  return actor.kind === "user" && actor.permissions.includes("ADMIN");
}
