import { z } from "zod";

export { bookParams } from "../chapters/schema.ts";

/** multipart/form-data with the EPUB in the field `file`. */
export const uploadEpubBody = z.object({
  file: z.instanceof(File, { error: "Choose an EPUB file to upload." }),
});

export type UploadEpubBody = z.infer<typeof uploadEpubBody>;
