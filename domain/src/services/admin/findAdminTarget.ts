import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { actorFromUser } from "../../auth/sessions.ts";
import { NotFoundError } from "../../errors.ts";
import type { AdminTarget } from "../../policies/admin.ts";

/** Loads the account an admin acts on, as the admin policies see it. */
export async function findAdminTarget(db: Knex | Knex.Transaction, userId: number): Promise<AdminTarget> {
  const user = await User.query(db).findById(userId).withGraphFetched("permissions");
  if (!user || user.deletedAt) throw new NotFoundError("User not found.");
  const isAdmin = actorFromUser(user, new Date()).permissions.includes("ADMIN");
  return { id: user.id, status: user.status, isAdmin };
}
