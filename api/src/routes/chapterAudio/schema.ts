import { z } from "zod";
import { chapterAudioView } from "../../presenters/views/chapterAudio.ts";

export { chapterParams } from "../chapters/schema.ts";

/** multipart/form-data with the audio in the field `file`. */
export const uploadChapterAudioBody = z.object({
  file: z.instanceof(File, { error: "Choose an audio file to upload." }),
});

// Answers (presenters/views/chapterAudio.ts holds the shape).

/** GET .../audio: the chapter's audio, or null when it has none. */
export const chapterAudioAnswer = z.object({ chapterAudio: chapterAudioView.nullable() });
/** POST .../audio: the audio just stored. */
export const uploadedChapterAudioAnswer = z.object({ chapterAudio: chapterAudioView });
/** DELETE .../audio: the chapter has no audio any more. */
export const deletedChapterAudioAnswer = z.object({ chapterAudio: z.null() });
