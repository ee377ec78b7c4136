/**
 * A published book's parts as buildEpub wants them: its published chapters in
 * reading order with their published text (never the staged edits), the
 * author's name and bio, and the cover read through the storage module.
 */
import sharp from "sharp";
import type { Knex } from "@storyloom/db";
import { AuthorProfile } from "@storyloom/db/models";
import type { Book } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { ValidationError } from "../../errors.ts";
import { chapterHeadingOf } from "../exports/exportManuscript.ts";
import { imageKeyOf, imageNameOfUrl } from "../files/coverImages.ts";
import { epubIdentifierOf } from "./buildEpub.ts";
import type { EpubBook, EpubCover } from "./buildEpub.ts";

export const NO_PUBLISHED_CHAPTERS = "Publish at least one chapter before making an EPUB.";

/** The book's language: books carry none yet, and the platform writes English. */
export const EPUB_LANGUAGE = "en";

export interface EpubSources {
  db: Knex | Knex.Transaction;
  storage: Storage;
  /** The platform's origin: the book's identifier and covers' addresses are made of it. */
  publicUrl: string;
  logger?: Logger;
}

/**
 * The cover as JPEG (covers are stored as WebP, which EPUB 3.2 readers need
 * not show), or null when the book has none or it cannot be read: a missing
 * cover never stops a book being made.
 */
export async function readCover(sources: EpubSources, imgUrl: string | null): Promise<EpubCover | null> {
  if (!imgUrl) return null;
  const name = imageNameOfUrl(sources.publicUrl, imgUrl);
  if (!name) return null;
  try {
    const stored = await sources.storage.get(imageKeyOf(name));
    if (!stored) return null;
    const bytes = await sharp(stored.bytes, { limitInputPixels: 40_000_000 }).flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer();
    return { bytes, mediaType: "image/jpeg" };
  } catch (error) {
    sources.logger?.warn({ err: error, imgUrl }, "epub: cover could not be read, left out");
    return null;
  }
}

/** Everything buildEpub needs about the book; ValidationError when it has no published chapter. */
export async function loadEpubBook(sources: EpubSources, book: Book, now: Date = new Date()): Promise<EpubBook> {
  const { db } = sources;
  const rows: Array<{ title: string | null; customNumbering: string | null; markup: string | null }> = await db("chapters")
    .where({ bookId: book.id, status: "PUBLISHED" })
    .orderBy("number")
    .select("title", "customNumbering", "markup");
  if (rows.length === 0) throw new ValidationError(NO_PUBLISHED_CHAPTERS);
  const author = await AuthorProfile.query(db).findById(book.authorId).select("name", "bio");
  return {
    identifier: epubIdentifierOf(sources.publicUrl, book.id),
    title: book.title.trim() || "Untitled",
    authorName: author?.name?.trim() || "Anonymous",
    language: EPUB_LANGUAGE,
    kind: book.type === "SCRIPT" ? "script" : "prose",
    description: book.description,
    authorNote: author?.bio ?? null,
    cover: await readCover(sources, book.imgUrl),
    // Numbered by place among the published chapters, as readers see them on the site.
    chapters: rows.map((row, place) => ({
      heading: chapterHeadingOf(book, { number: place + 1, customNumbering: row.customNumbering }),
      title: row.title,
      markup: row.markup,
    })),
    modifiedAt: now,
    publisherLine: `Published on Storyloom (${sources.publicUrl}).`,
  };
}
