/** /api/v1/books/{bookId}/chapters/{chapterId}/audio and the readers' player. Browser-safe. */
import type { z } from "zod";
import type { chapterAudioAnswer, deletedChapterAudioAnswer, uploadedChapterAudioAnswer } from "../routes/chapterAudio/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

/** The largest audio file the API takes (100 MB); the studio refuses bigger files before sending them. */
export const AUDIO_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** What the studio's file picker offers (the API tells the format by the bytes, whatever the name). */
export const AUDIO_ACCEPT = ".mp3,.m4a,.ogg,.oga,.opus,audio/mpeg,audio/mp4,audio/ogg";

/** GET .../audio: the chapter's audio, or null. */
export type ChapterAudioAnswer = z.output<typeof chapterAudioAnswer>;
/** POST .../audio: the audio just stored. */
export type UploadedChapterAudioAnswer = z.output<typeof uploadedChapterAudioAnswer>;
/** DELETE .../audio: no audio any more. */
export type DeletedChapterAudioAnswer = z.output<typeof deletedChapterAudioAnswer>;

const audioPath = (bookId: number, chapterId: number) => `/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(chapterId)}/audio`;

/** Where the author's player streams the chapter's audio (a plain src: the browser asks for ranges). */
export function chapterAudioFilePath(bookId: number, chapterId: number): string {
  return `/api/v1${audioPath(bookId, chapterId)}/file`;
}

/** Where a reader's player streams an open chapter's audio. */
export function readerChapterAudioPath(bookId: number, chapterIndex: number): string {
  return `/api/v1/readers/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(chapterIndex)}/audio`;
}

/** GET .../audio: the chapter's audio, or null. */
export function getChapterAudio(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<ChapterAudioAnswer> {
  return client.get<ChapterAudioAnswer>(audioPath(bookId, chapterId), options);
}

/** POST .../audio: the file as multipart field `file`, replacing the chapter's audio. */
export function uploadChapterAudio(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  file: Blob,
  options?: CallOptions,
): Promise<UploadedChapterAudioAnswer> {
  const form = new FormData();
  form.append("file", file);
  return client.post<UploadedChapterAudioAnswer>(audioPath(bookId, chapterId), form, options);
}

/** DELETE .../audio: readers lose the player at once. */
export function deleteChapterAudio(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<DeletedChapterAudioAnswer> {
  return client.del<DeletedChapterAudioAnswer>(audioPath(bookId, chapterId), options);
}
