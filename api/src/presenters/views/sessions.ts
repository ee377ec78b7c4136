// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { readerThemes, userPermissions } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { emptyView } from "./done.ts";
import { count } from "./paging.ts";

/** presentSession for a signed-in user: the Auth.js session shape of docs/architecture.md (Sign-in and sessions). */
export const sessionView = z
  .object({
    user: z.object({
      id: count(),
      email: z.string(),
      profile: z.object({ id: count() }).nullable().describe("The author profile."),
      readerProfile: z.object({ id: count(), theme: z.enum(readerThemes) }).nullable(),
      permissions: z.array(z.enum(userPermissions)),
      adminId: count().optional().describe("Set while an admin impersonates this user."),
    }),
    expires: isoDateTime().describe("When the session expires unless renewed."),
  })
  .meta({ id: "Session" });
export type SessionJson = z.output<typeof sessionView>;

/** presentSession's answer: the session, or `{}` when signed out (as the Auth.js client expects). */
export const sessionAnswer = z.union([sessionView, emptyView]);
export type SessionAnswer = z.output<typeof sessionAnswer>;
