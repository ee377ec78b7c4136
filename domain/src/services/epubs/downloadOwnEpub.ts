import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import { NotFoundError } from "../../errors.ts";

export const NO_EPUB_YET = "This book has no EPUB yet.";

/** A file to send: its bytes and the name it downloads as (without extension). */
export interface EpubDownload {
  bytes: Buffer;
  name: string;
}

/** The book's current EPUB as it is stored (the author's download). */
export async function downloadOwnEpub(input: { db: Knex | Knex.Transaction; storage: Storage; book: Book }): Promise<EpubDownload> {
  const { book } = input;
  if (!book.epubFileKey) throw new NotFoundError(NO_EPUB_YET);
  const stored = await input.storage.get(book.epubFileKey);
  if (!stored) throw new NotFoundError(NO_EPUB_YET);
  return { bytes: stored.bytes, name: book.title.trim() || "Untitled" };
}
