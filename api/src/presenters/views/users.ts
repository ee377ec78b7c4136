// Imports only db enums: see README.md.
import type { UserStatus } from "@storyloom/db/enums";

export type { UserStatus };

/** presentUser: the public face of an account. */
export interface UserView {
  id: number;
  email: string;
}

/** presentAdminUser: a row of the admin user list. */
export interface AdminUserView {
  id: number;
  email: string;
  /** The reader profile's name, else the author profile's. */
  name: string | null;
  status: UserStatus;
  /** A moderation flag suspended the author's AI tools; an admin may lift it. */
  aiSuspendedByModeration: boolean;
  /** ISO date. */
  createdAt: string;
}

/** Where the consent page sends the browser: the custom domain's redemption URL with the one-time code (rt) and its flow's state. */
export interface RedirectTokenView {
  url: string;
}
