// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { chapterAudioStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A chapter's audio as the author sees it (the file itself is GET .../audio/file). */
export const chapterAudioView = z
  .object({
    id: count(),
    chapterId: count(),
    audioFileId: count(),
    status: z.enum(chapterAudioStatuses).describe("COMPLETED once stored: uploads need no processing."),
    deleted: z.literal(false),
    fileName: z.string().describe("The name of the author's file."),
    contentType: z.string().describe("audio/mpeg, audio/mp4 or audio/ogg, told by the file's bytes."),
    byteSize: count(),
    createdAt: isoDateTime(),
  })
  .meta({ id: "ChapterAudio" });
export type ChapterAudioView = z.output<typeof chapterAudioView>;
