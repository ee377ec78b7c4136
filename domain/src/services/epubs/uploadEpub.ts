/**
 * An author's own EPUB: refused unless it is a ZIP whose first entry is an
 * uncompressed `mimetype` of `application/epub+zip` (cheap, before anything
 * else runs), whose central directory keeps within the archive limits
 * (zipLimits.ts) and whose every entry then inflates to what the directory
 * says (on an EPUB thread), and the EPUB checker finds no error in it
 * (warnings pass). Then it is stored and installed like a generated one.
 */
import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { ValidationError } from "../../errors.ts";
import { EPUB_CONTENT_TYPE } from "./buildEpub.ts";
import { checkEpub, describeMessage } from "./checkEpub.ts";
import type { EpubCheckReport } from "./checkEpub.ts";
import { runEpubTask } from "./epubThreads.ts";
import { findEpubState } from "./epubState.ts";
import type { EpubState } from "./epubState.ts";
import { epubKeyOf, installEpubFile } from "./installEpubFile.ts";
import { readZipDirectory, ZipRefusal } from "./zipLimits.ts";

/** The largest EPUB an author may upload: 50 MB (images make books big; the gateway's cap is a little above). */
export const EPUB_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const EPUB_TOO_LARGE = "The EPUB is larger than 50 MB.";
export const NOT_AN_EPUB_FILE = "This is not an EPUB file: its first entry must be an uncompressed 'mimetype' of application/epub+zip.";
/** How many of the checker's messages the refusal names. */
export const CHECKER_MESSAGES_SHOWN = 5;

const MIMETYPE = "application/epub+zip";

/** Whether the bytes open as an EPUB must: a ZIP local header, the name `mimetype`, stored, holding exactly the EPUB type. */
export function hasEpubSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 30 + 8 + MIMETYPE.length) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x04034b50) return false;
  const method = view.getUint16(8, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const name = Buffer.from(bytes.subarray(30, 30 + nameLength)).toString("latin1");
  const start = 30 + nameLength + extraLength;
  const content = Buffer.from(bytes.subarray(start, start + MIMETYPE.length)).toString("latin1");
  return method === 0 && name === "mimetype" && content === MIMETYPE;
}

/** The refusal of a file the checker found errors in, naming its first messages. */
export function checkerRefusal(report: EpubCheckReport): ValidationError {
  const shown = report.errors.slice(0, CHECKER_MESSAGES_SHOWN).map(describeMessage);
  const more = report.errors.length > shown.length ? ` (and ${report.errors.length - shown.length} more)` : "";
  const message = `The EPUB checker found ${report.errors.length} ${report.errors.length === 1 ? "error" : "errors"}${more}: ${shown.join("; ")}`;
  return new ValidationError(message, { file: message });
}

export interface UploadEpubInput {
  knex: Knex;
  storage: Storage;
  book: Book;
  userId: number;
  /** Moved to an EPUB thread to be checked and back: the caller must not use them afterwards. */
  bytes: Uint8Array;
  /** The name the author's file had; the download is named after the book. */
  logger?: Logger;
  /** The checker's jar and time limit (tests). */
  checker?: { jar?: string; timeoutMs?: number };
}

const refusalOf = (message: string) => new ValidationError(message, { file: message });

/**
 * The archive's limits, from its central directory here (no inflating), then
 * every entry inflated on an EPUB thread against a directory that may lie;
 * answers the same bytes (they travel to the thread and back).
 */
async function checkArchive(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    readZipDirectory(bytes);
  } catch (error) {
    throw error instanceof ZipRefusal ? refusalOf(error.message) : error;
  }
  try {
    return (await runEpubTask(() => Promise.resolve({ kind: "verify", bytes }))) ?? bytes;
  } catch (error) {
    throw error instanceof ValidationError ? refusalOf(error.message) : error;
  }
}

export async function uploadEpub(input: UploadEpubInput): Promise<EpubState> {
  const { knex, storage, book } = input;
  if (input.bytes.length > EPUB_UPLOAD_MAX_BYTES) throw new ValidationError(EPUB_TOO_LARGE, { file: EPUB_TOO_LARGE });
  if (!hasEpubSignature(input.bytes)) throw new ValidationError(NOT_AN_EPUB_FILE, { file: NOT_AN_EPUB_FILE });
  const bytes = await checkArchive(input.bytes);
  const report = await checkEpub(bytes, input.checker ?? {});
  if (report.errors.length > 0) throw checkerRefusal(report);
  const key = epubKeyOf(book.id, bytes);
  await storage.put(key, Buffer.from(bytes), EPUB_CONTENT_TYPE);
  const name = `${book.title.trim() || "Untitled"}.epub`;
  return knex.transaction(async (trx) => {
    await installEpubFile({
      trx,
      storage,
      bookId: book.id,
      key,
      byteSize: bytes.length,
      name,
      source: "UPLOADED",
      creatorId: input.userId,
      ...(input.logger ? { logger: input.logger } : {}),
    });
    return findEpubState(trx, book.id);
  });
}
