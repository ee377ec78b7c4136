// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { newsletterStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A newsletter as its author sees it in the studio, with how its sending went. */
export const newsletterView = z
  .object({
    id: count(),
    subject: z.string(),
    markup: z.string().describe("The editor's markup (sanitised)."),
    status: z.enum(newsletterStatuses),
    scheduledAt: isoDateTime().nullable().describe("When it goes (SCHEDULED) or was to go; null for a draft."),
    sentAt: isoDateTime().nullable(),
    recipientsCount: count().describe("Readers it was written for; 0 before it is sent."),
    deliveredCount: count().describe("Messages the mail server accepted."),
    failedCount: count().describe("Messages given up after every try."),
    openedCount: count().describe("Deliveries opened at least once (images shown: a lower bound)."),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Newsletter" });
export type NewsletterView = z.output<typeof newsletterView>;

/** The e-mail a newsletter is, as readers will get it. */
export const newsletterPreviewView = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
