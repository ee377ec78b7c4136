// Imports only zod and sibling views: see README.md.
import { z } from "zod";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A beat of a template: what it becomes in a book, without a place or chapters. */
export const outlineTemplateBeatView = z.object({
  name: z.string(),
  purpose: z.string().nullable(),
  description: z.string().nullable(),
  act: z.number().int().min(1).max(5).nullable(),
});

/** presentOutlineTemplate: a global template (read-only) or one of the author's own. */
export const outlineTemplateView = z
  .object({
    id: count(),
    name: z.string(),
    description: z.string().nullable(),
    beats: z.array(outlineTemplateBeatView),
    isGlobal: z.boolean().describe("Shipped with Storyloom: anyone may apply it, nobody may change it."),
    isDefault: z.boolean().describe("The suggested template."),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "OutlineTemplate" });
export type OutlineTemplateView = z.output<typeof outlineTemplateView>;
