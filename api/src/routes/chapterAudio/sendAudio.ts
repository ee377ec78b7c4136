import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import type { ChapterAudioState } from "@storyloom/domain/services/chapterAudio/chapterAudioState.ts";
import { NO_CHAPTER_AUDIO } from "@storyloom/domain/services/chapterAudio/deleteChapterAudio.ts";
import { NotFoundError } from "@storyloom/domain/errors.ts";
import { isRangeStillValid, rangeOf } from "./byteRange.ts";

/** A file's validator: a new upload is a new row, so the id names the bytes. */
export function audioEtagOf(audio: ChapterAudioState): string {
  return `"audio-${audio.id}"`;
}

/**
 * Streams a chapter's audio, the part a player asks for (206 with
 * Content-Range), all of it (200), or 416 for a range past its end. Players
 * ask again for each seek; the bytes come from storage as a stream, never
 * whole into memory. `cacheControl` is private: access is per reader.
 */
export async function sendAudio(input: { req: Request; res: Response; storage: Storage; audio: ChapterAudioState }): Promise<undefined> {
  const { req, res, storage, audio } = input;
  const size = audio.byteSize;
  const etag = audioEtagOf(audio);
  const headers = {
    "Accept-Ranges": "bytes",
    "Content-Type": audio.contentType,
    ETag: etag,
    "Cache-Control": "private, max-age=300",
    "Content-Disposition": "inline",
  };
  const wanted = isRangeStillValid(req.get("If-Range"), etag) ? rangeOf(req.get("Range"), size) : ({ kind: "whole" } as const);
  if (wanted.kind === "unsatisfiable") {
    res.status(416).set({ ...headers, "Content-Range": `bytes */${size}` });
    res.end();
    return undefined;
  }
  const range = wanted.kind === "part" ? { start: wanted.start, end: wanted.end } : undefined;
  const stream = await storage.openRead(audio.key, range);
  // Rows say there is audio but storage has none: gone, as far as the listener can tell.
  if (!stream) throw new NotFoundError(NO_CHAPTER_AUDIO);
  if (range) {
    res.status(206).set({ ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${size}`, "Content-Length": String(range.end - range.start + 1) });
  } else {
    res.status(200).set({ ...headers, "Content-Length": String(size) });
  }
  if (req.method === "HEAD") {
    stream.destroy();
    res.end();
    return undefined;
  }
  try {
    await pipeline(stream, res);
  } catch (error) {
    // The player went away mid-file (it does at every seek): nothing to answer.
    if (res.destroyed || req.destroyed) return undefined;
    throw error;
  }
  return undefined;
}
