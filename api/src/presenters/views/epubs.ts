// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { epubBuildStatuses, epubSources } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A book's EPUB as the author sees it: the latest build's state, and the current file (kept while a new one builds). */
export const epubView = z
  .object({
    status: z
      .enum(epubBuildStatuses)
      .describe("NONE: never made or deleted; BUILDING: a build is under way; READY: the latest request is the current file; FAILED: see `error`."),
    requestedAt: isoDateTime().nullable(),
    finishedAt: isoDateTime().nullable(),
    error: z.string().nullable(),
    file: z.object({ name: z.string(), source: z.enum(epubSources), byteSize: count(), createdAt: isoDateTime() }).nullable(),
  })
  .meta({ id: "Epub" });
export type EpubView = z.output<typeof epubView>;
