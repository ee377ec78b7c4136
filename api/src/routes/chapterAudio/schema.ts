import { z } from "zod";

export { chapterParams } from "../chapters/schema.ts";
export { chapterParams as readerChapterParams, noQuery } from "../readerCatalogue/schema.ts";

/** multipart/form-data with the audio in the field `file`. */
export const uploadChapterAudioBody = z.object({
  file: z.instanceof(File, { error: "Choose an audio file to upload." }),
});

export type UploadChapterAudioBody = z.infer<typeof uploadChapterAudioBody>;
