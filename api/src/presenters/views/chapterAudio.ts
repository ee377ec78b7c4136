import type { ChapterAudioStatus } from "@storyloom/db/enums";

/** A chapter's audio as the author sees it (the file itself is GET .../audio/file). */
export interface ChapterAudioView {
  id: number;
  chapterId: number;
  audioFileId: number;
  /** COMPLETED once stored: uploads need no processing. */
  status: ChapterAudioStatus;
  deleted: false;
  /** The name of the author's file. */
  fileName: string;
  /** audio/mpeg, audio/mp4 or audio/ogg, told by the file's bytes. */
  contentType: string;
  byteSize: number;
  createdAt: string;
}
