// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A reader's choice of e-mails from one author (ReaderNotification). */
export const authorEmailChoiceView = z
  .object({
    authorId: count(),
    authorName: z.string().nullable(),
    getEmails: z.boolean(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "AuthorEmailChoice" });
export type AuthorEmailChoiceView = z.output<typeof authorEmailChoiceView>;
