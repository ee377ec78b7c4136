import type { ActiveSession, Actor } from "@storyloom/domain/auth/actor.ts";
import type { SessionAnswer } from "./views/sessions.ts";

export type { SessionAnswer };

/**
 * GET /api/auth/session's answer (the Auth.js session shape of docs/architecture.md, Sign-in and sessions);
 * an empty object when signed out, as the Auth.js client expects.
 */
export function presentSession(actor: Actor, session: ActiveSession | null): SessionAnswer {
  if (actor.kind !== "user" || !session) return {};
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      profile: actor.authorId !== null ? { id: actor.authorId } : null,
      readerProfile: actor.readerId !== null ? { id: actor.readerId, theme: actor.readerTheme ?? "LIGHT" } : null,
      permissions: [...actor.permissions],
      ...(actor.adminId !== undefined ? { adminId: actor.adminId } : {}),
    },
    expires: session.expiresAt.toISOString(),
  };
}
