/**
 * An author's reading of a chapter: an MP3, M4A or Ogg file, told by its bytes
 * (never its name or the browser's guess), at most 100 MB. It is stored first,
 * then made the chapter's live audio in one transaction that retires the audio
 * it replaces (whose bytes are removed once that has committed).
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { ChapterAudio, FileRecord } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { removeAfterCommit } from "../epubs/installEpubFile.ts";
import { AUDIO_FORMATS, sniffAudioFormat } from "./audioFormats.ts";
import type { AudioFormat } from "./audioFormats.ts";
import { findChapterAudio } from "./chapterAudioState.ts";
import type { ChapterAudioState } from "./chapterAudioState.ts";

/** The largest audio file per chapter: 100 MB (over two hours at 96 kbit/s); the gateway's cap is a little above. */
export const AUDIO_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const AUDIO_TOO_LARGE = "The audio file is larger than 100 MB.";
export const NOT_AN_AUDIO_FILE = "This is not an MP3, M4A or Ogg audio file.";
export const EMPTY_AUDIO_FILE = "The audio file is empty.";
/** The longest file name kept (longer ones are cut, keeping the extension). */
const FILE_NAME_MAX = 200;

/** Where a chapter's audio is stored: a fresh name per upload, so a retired file never shares a key with a live one. */
export function audioKeyOf(bookId: number, chapterId: number, format: AudioFormat): string {
  return `audio/${bookId}/${chapterId}/${randomUUID()}.${AUDIO_FORMATS[format].extension}`;
}

/** The author's file name, tidied for showing back: no path, no control characters, a sensible length. */
export function displayNameOf(name: string, format: AudioFormat): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  const fallback = `Chapter audio.${AUDIO_FORMATS[format].extension}`;
  if (clean === "") return fallback;
  if (clean.length <= FILE_NAME_MAX) return clean;
  const ending = `….${AUDIO_FORMATS[format].extension}`;
  return `${clean.slice(0, FILE_NAME_MAX - ending.length)}${ending}`;
}

/** The format of the bytes, or the refusal naming what is wrong with them. */
export function checkAudioUpload(bytes: Uint8Array): AudioFormat {
  if (bytes.length === 0) throw new ValidationError(EMPTY_AUDIO_FILE, { file: EMPTY_AUDIO_FILE });
  if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) throw new ValidationError(AUDIO_TOO_LARGE, { file: AUDIO_TOO_LARGE });
  const format = sniffAudioFormat(bytes);
  if (format === null) throw new ValidationError(NOT_AN_AUDIO_FILE, { file: NOT_AN_AUDIO_FILE });
  return format;
}

export interface UploadChapterAudioInput {
  knex: Knex;
  storage: Storage;
  /** The chapter, already found in the author's book. */
  chapter: { id: number; bookId: number };
  userId: number;
  bytes: Uint8Array;
  /** The name of the author's file. */
  fileName: string;
  logger?: Logger;
}

export async function uploadChapterAudio(input: UploadChapterAudioInput): Promise<ChapterAudioState> {
  const { knex, storage, chapter, bytes } = input;
  const format = checkAudioUpload(bytes);
  const { contentType } = AUDIO_FORMATS[format];
  const key = audioKeyOf(chapter.bookId, chapter.id, format);
  await storage.put(key, Buffer.from(bytes), contentType);
  try {
    return await knex.transaction(async (trx) => {
      // The chapter's row is the lock two uploads at once queue on (and a chapter deleted meanwhile is not found).
      const locked = await trx("chapters").where({ id: chapter.id, bookId: chapter.bookId }).forUpdate().first("id");
      if (!locked) throw new ValidationError("The chapter was deleted while its audio was uploading.");
      const oldKey = await retireChapterAudio(trx, chapter.id);
      removeAfterCommit(trx, storage, oldKey, input.logger);
      const file = await FileRecord.query(trx).insert({
        name: displayNameOf(input.fileName, format),
        s3Key: key,
        type: "AUDIO",
        status: "ACTIVE",
        creatorId: input.userId,
        deleted: false,
      });
      await ChapterAudio.query(trx).insert({
        chapterId: chapter.id,
        audioFileId: file.id,
        // Nothing to process: the file is served as uploaded.
        status: "COMPLETED",
        deleted: false,
        byteSize: bytes.length,
        contentType,
        fileName: file.name,
      });
      const state = await findChapterAudio(trx, chapter.id);
      if (!state) throw new Error(`Chapter ${chapter.id}'s audio vanished inside its own transaction.`);
      return state;
    });
  } catch (error) {
    // Never installed: the stored bytes are nobody's.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Soft-deletes the chapter's live audio and its file record (inside the
 * caller's transaction) and answers the stored key to remove after the
 * commit, or null when there was none.
 */
export async function retireChapterAudio(trx: Knex.Transaction, chapterId: number): Promise<string | null> {
  const live = await findChapterAudio(trx, chapterId);
  if (!live) return null;
  await ChapterAudio.query(trx).findById(live.id).patch({ deleted: true });
  await FileRecord.query(trx).findById(live.audioFileId).patch({ status: "INACTIVE", deleted: true });
  return live.key;
}
