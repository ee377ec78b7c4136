// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, assistantMessageRoles } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

export const assistantView = z
  .object({
    id: count(),
    bookId: count(),
    name: z.string(),
    instructions: z.string().nullable(),
    service: z.enum(aiServices),
    model: z.string().nullable(),
    lastSyncedAt: isoDateTime().nullable(),
    createdAt: isoDateTime(),
  })
  .meta({ id: "Assistant" });
export type AssistantView = z.output<typeof assistantView>;

/** A passage an answer was given: the chapter (its number and title), the paragraph it starts at, an excerpt. */
export const citationView = z.object({
  chapterId: count(),
  chapterNumber: count(),
  chapterTitle: z.string().nullable(),
  firstParagraph: count(),
  excerpt: z.string(),
});
export type CitationView = z.output<typeof citationView>;

export const assistantMessageView = z.object({
  id: count(),
  role: z.enum(assistantMessageRoles),
  content: z.string(),
  citations: z.array(citationView),
  createdAt: isoDateTime(),
});
export type AssistantMessageView = z.output<typeof assistantMessageView>;
