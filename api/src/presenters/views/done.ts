// Imports only zod: see README.md.
import { z } from "zod";

/** The answer of calls whose only news is that they were done. */
export const doneView = z.object({ ok: z.boolean() }).meta({ id: "Done" });
export type DoneAnswer = z.output<typeof doneView>;

/** The answer of calls that answer nothing but their status. */
export const emptyView = z.object({}).strict().meta({ id: "Empty" });
