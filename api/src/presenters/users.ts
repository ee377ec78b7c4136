import type { User } from "@storyloom/db/models";
import type { AdminUserView, UserView } from "./views/users.ts";

export type { AdminUserView, UserView };

/** The public face of an account: what sign-up answers. */
export function presentUser(user: User): UserView {
  return { id: user.id, email: user.email };
}

/** A row of the admin user list. */
export function presentAdminUser(user: User): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    name: user.readerProfile?.name ?? user.authorProfile?.name ?? null,
    status: user.status,
    aiSuspendedByModeration: user.authorProfile?.aiSuspendedByModeration ?? false,
    createdAt: user.createdAt.toISOString(),
  };
}
