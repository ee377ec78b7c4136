/** For tests of the EPUB routes and services: a book's EPUB made and installed as the worker would. */
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Book } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import { buildEpub } from "./buildEpub.ts";
import { epubKeyOf, installEpubFile } from "./installEpubFile.ts";
import { loadEpubBook } from "./loadEpubBook.ts";

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
  await knex.transaction((trx) => installEpubFile({ trx, storage, bookId: book.id, key, byteSize: bytes.length, name: `${book.title}.epub`, source: "GENERATED", creatorId }));
  return key;
}
