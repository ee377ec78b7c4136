import { z } from "zod";
import { aiServices } from "@storyloom/db/enums";
import { assistantMessageView, assistantView } from "../../presenters/views/assistants.ts";
import { count, pageOf } from "../../presenters/views/paging.ts";
import { pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";

export const bookParams = z.strictObject({ bookId: pathId });
export const assistantParams = z.strictObject({ bookId: pathId, assistantId: pathId });

const name = z
  .string({ error: required("Must be text.") })
  .trim()
  .min(1, "This field is required.")
  .max(80, tooLong(80));

export const createAssistantBody = z.strictObject({
  name: name.optional(),
  service: z.enum(aiServices, { error: `Must be one of: ${aiServices.join(", ")}.` }).optional(),
  model: z.string({ error: "Must be text." }).max(80, tooLong(80)).optional(),
  instructions: z.string({ error: "Must be text." }).max(2000, tooLong(2000)).optional(),
});

export const renameAssistantBody = z.strictObject({ name });

export const messagesQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(50),
});

export const askBody = z.strictObject({
  content: z
    .string({ error: required("Must be text.") })
    .trim()
    .min(1, "This field is required.")
    .max(2000, tooLong(2000)),
});

export const noBody = z.strictObject({});

// Answers (presenters/views/assistants.ts holds the shapes).

export const assistantListAnswer = z.object({ items: z.array(assistantView) });
export const assistantAnswer = z.object({ assistant: assistantView });
export const assistantDeletedAnswer = z.object({ deleted: z.boolean() });
export const assistantMessagePage = pageOf(assistantMessageView);
export const assistantSyncAnswer = z.object({
  assistant: assistantView,
  indexed: count().describe("Chapters indexed again."),
  unchanged: count().describe("Chapters unchanged since the last sync."),
});
