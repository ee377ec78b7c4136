// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { userStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** presentUser: the public face of an account. */
export const userView = z.object({ id: count(), email: z.string() }).meta({ id: "User" });
export type UserView = z.output<typeof userView>;

/** presentAdminUser: a row of the admin user list. */
export const adminUserView = z
  .object({
    id: count(),
    email: z.string(),
    name: z.string().nullable().describe("The reader profile's name, else the author profile's."),
    status: z.enum(userStatuses),
    aiSuspendedByModeration: z.boolean().describe("A moderation flag suspended the author's AI tools; an admin may lift it."),
    createdAt: isoDateTime(),
  })
  .meta({ id: "AdminUser" });
export type AdminUserView = z.output<typeof adminUserView>;
export type UserStatus = AdminUserView["status"];

/** Where the consent page sends the browser: the custom domain's redemption URL with the one-time code (rt) and its flow's state. */
export const redirectTokenView = z.object({ url: z.string() });
export type RedirectTokenView = z.output<typeof redirectTokenView>;
