/** For tests of the EPUB routes and services: a book's EPUB made and installed as the worker would, and checked by EPUBCheck. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, expect } from "vitest";
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Book } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createLocalStorage } from "../../integrations/storage.ts";
import type { Storage } from "../../integrations/storage.ts";
import { buildEpub } from "./buildEpub.ts";
import { describeMessage } from "./checkEpub.ts";
import { epubKeyOf, installEpubFile } from "./installEpubFile.ts";
import { loadEpubBook } from "./loadEpubBook.ts";
import { startWarmEpubChecker } from "./warmEpubChecker.ts";
import type { WarmEpubChecker } from "./warmEpubChecker.ts";

/** Builds the book's EPUB from its published chapters, stores it and makes it the book's current one; answers its key. */
export async function installBuiltEpub(input: { knex: Knex; storage: Storage; publicUrl: string; bookId: number }): Promise<string> {
  const { knex, storage } = input;
  const book = await Book.query(knex).findById(input.bookId).throwIfNotFound();
  const bytes = buildEpub(await loadEpubBook({ db: knex, storage, publicUrl: input.publicUrl }, book));
  return installEpubBytes({ knex, storage, bookId: book.id, bytes });
}

/** Stores the given EPUB and makes it the book's current one, as if generated; answers its key. */
export async function installEpubBytes(input: { knex: Knex; storage: Storage; bookId: number; bytes: Buffer }): Promise<string> {
  const { knex, storage, bytes } = input;
  const book = await Book.query(knex).findById(input.bookId).throwIfNotFound();
  const key = epubKeyOf(book.id, bytes);
  await storage.put(key, bytes, "application/epub+zip");
  const creatorId = (await AuthorProfile.query(knex).findById(book.authorId).throwIfNotFound()).userId;
  await knex.transaction((trx) =>
    installEpubFile({ trx, storage, bookId: book.id, key, byteSize: bytes.length, name: `${book.title}.epub`, source: "GENERATED", creatorId }),
  );
  return key;
}

/** What a test file that checks EPUBs runs against. */
export interface EpubCheckContext {
  db: TestDatabase;
  /** Local storage in a folder of the file's own. */
  storage: Storage;
  /** One Java process checks every EPUB of the file (a Java start per file took most of its time). */
  checker: WarmEpubChecker;
}

/** Made before the file's first test and handed to `use` (which keeps what it needs), closed after its last. */
export function useEpubCheckContext(use: (ctx: EpubCheckContext) => void): void {
  let ctx: EpubCheckContext | undefined;
  let filesDir: string | undefined;
  beforeAll(async () => {
    const checker = startWarmEpubChecker();
    const db = await useTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), "storyloom-epub-files-"));
    ctx = { db, storage: createLocalStorage(filesDir), checker };
    use(ctx);
  });
  afterAll(async () => {
    await ctx?.checker.close();
    await ctx?.db.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });
}

/** The EPUB the book's published chapters make. */
export async function epubOfBook(input: { knex: Knex; storage: Storage; publicUrl: string }, bookId: number): Promise<Buffer> {
  const book = await Book.query(input.knex).findById(bookId).throwIfNotFound();
  return buildEpub(await loadEpubBook({ db: input.knex, storage: input.storage, publicUrl: input.publicUrl }, book));
}

/** An EPUB's files by name: their text, or "(image)" for a picture. */
export function epubFiles(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, content]) => [name, /\.(jpe?g|png)$/.test(name) ? "(image)" : strFromU8(content)]));
}

/** Expects EPUBCheck to find no error in the EPUB; `label` names it in a failure. */
export async function expectValidEpub(checker: WarmEpubChecker, bytes: Uint8Array, label?: string): Promise<void> {
  const report = await checker.check(bytes);
  expect(report.errors.map(describeMessage), label).toEqual([]);
}
