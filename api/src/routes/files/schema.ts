import { z } from "zod";
import { storedImageView } from "../../presenters/views/files.ts";

const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

/** multipart/form-data with the image in the field `file`. */
export const uploadImageBody = z.object({
  file: z.instanceof(File, { error: "Choose an image file to upload." }),
});

export const imageParams = z.strictObject({
  name: z.string({ error: "This field is required." }).regex(IMAGE_NAME, "Not an image name."),
});

// Answers (presenters/views/files.ts holds the shape).

export { storedImageView as storedImageAnswer };
