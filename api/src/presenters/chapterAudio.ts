import type { ChapterAudioState } from "@storyloom/domain/services/chapterAudio/chapterAudioState.ts";
import type { ChapterAudioView } from "./views/chapterAudio.ts";

export type { ChapterAudioView };

/** A chapter's audio without where it is stored; dates as ISO strings. */
export function presentChapterAudio(state: ChapterAudioState): ChapterAudioView {
  return {
    id: state.id,
    chapterId: state.chapterId,
    audioFileId: state.audioFileId,
    status: state.status,
    deleted: false,
    fileName: state.fileName,
    contentType: state.contentType,
    byteSize: state.byteSize,
    createdAt: state.createdAt.toISOString(),
  };
}
