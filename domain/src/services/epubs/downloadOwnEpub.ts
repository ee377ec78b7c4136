import type { Readable } from "node:stream";
import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import { NotFoundError } from "../../errors.ts";

export const NO_EPUB_YET = "This book has no EPUB yet.";

/**
 * A file to send: a stream of its bytes from storage (never loaded whole: an
 * EPUB may be 50 MB), its size in bytes and the name it downloads as
 * (without extension). Whoever takes it must read or destroy the stream.
 */
export interface EpubDownload {
  stream: Readable;
  size: number;
  name: string;
}

/** The stored EPUB under `key` as a download; NotFoundError (NO_EPUB_YET) when storage has none. */
export async function openEpubDownload(storage: Storage, key: string, name: string): Promise<EpubDownload> {
  const info = await storage.info(key);
  const stream = info ? await storage.openRead(key) : null;
  if (!info || !stream) throw new NotFoundError(NO_EPUB_YET);
  return { stream, size: info.size, name };
}

/** The book's current EPUB as it is stored (the author's download). */
export async function downloadOwnEpub(input: { db: Knex | Knex.Transaction; storage: Storage; book: Book }): Promise<EpubDownload> {
  const { book } = input;
  if (!book.epubFileKey) throw new NotFoundError(NO_EPUB_YET);
  return openEpubDownload(input.storage, book.epubFileKey, book.title.trim() || "Untitled");
}
