import type { User } from "@storyloom/db/models";

/** The public face of an account: what sign-up answers. */
export function presentUser(user: User) {
  return { id: user.id, email: user.email };
}

/** A row of the admin user list. */
export function presentAdminUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.readerProfile?.name ?? user.authorProfile?.name ?? null,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}
