// Imports only db enums: see README.md.
import type { ReaderTheme, UserPermission } from "@storyloom/db/enums";

/** presentSession for a signed-in user: the Auth.js session shape DESIGN.md fixes. */
export interface SessionJson {
  user: {
    id: number;
    email: string;
    /** The author profile. */
    profile: { id: number } | null;
    readerProfile: { id: number; theme: ReaderTheme } | null;
    permissions: UserPermission[];
    /** Set while an admin impersonates this user. */
    adminId?: number;
  };
  /** ISO date the session expires unless renewed. */
  expires: string;
}

/** presentSession's answer: the session, or `{}` when signed out (as the Auth.js client expects). */
export type SessionAnswer = SessionJson | Record<string, never>;
