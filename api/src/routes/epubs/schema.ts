import { z } from "zod";
import { epubView } from "../../presenters/views/epubs.ts";

export { bookParams } from "../chapters/schema.ts";

/** multipart/form-data with the EPUB in the field `file`. */
export const uploadEpubBody = z.object({
  file: z.instanceof(File, { error: "Choose an EPUB file to upload." }),
});

// Answers (presenters/views/epubs.ts holds the shape).

export const epubAnswer = z.object({ epub: epubView });
