// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { paymentConnectionStatuses, readerThemes } from "@storyloom/db/enums";
import { count } from "./paging.ts";

/** presentAuthorProfile: the author's own profile as the studio edits it (no payout secrets). */
export const authorProfileView = z
  .object({
    id: count(),
    name: z.string().nullable(),
    website: z.string().nullable(),
    twitter: z.string().nullable(),
    bio: z.string().nullable().describe("Sanitised HTML."),
    imgUrl: z.string().nullable(),
    theme: z.enum(readerThemes).nullable().describe("The theme readers see the author's books in unless they chose their own."),
    editorChaptersCollapsed: z.boolean(),
    hideStatsFromPublic: z.boolean(),
    participateCommunity: z.boolean(),
    aiTermsAccepted: z.boolean(),
    aiSuspendedByModeration: z.boolean(),
    stripeConnected: z.boolean(),
    paymentConnectionStatus: z.enum(paymentConnectionStatuses).nullable(),
    subscriptionEnabled: z.boolean(),
    subscriptionAmount: count().nullable(),
  })
  .meta({ id: "AuthorProfile" });
export type AuthorProfileView = z.output<typeof authorProfileView>;
