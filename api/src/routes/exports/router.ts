import type { Response } from "express";
import { findOwnBook } from "@storyloom/domain/services/books/findOwnBook.ts";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { exportManuscript } from "@storyloom/domain/services/exports/exportManuscript.ts";
import type { ManuscriptFile } from "@storyloom/domain/services/exports/exportManuscript.ts";
import { bookParams, chapterParams } from "../chapters/schema.ts";
import { rawAnswer } from "../answers.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Content-Disposition of a download: a plain ASCII name every client reads
 * (no quotes, slashes or control characters) and the real one as filename*.
 */
export function attachmentOf(name: string, extension: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\/:*?<>|%;]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const safe = `${ascii || "manuscript"}.${extension}`;
  const printable = Array.from(name)
    .filter((c) => c >= " " && c !== "\u007f" && c !== "/" && c !== "\\")
    .join("")
    .slice(0, 100);
  // RFC 5987 wants ' ( ) * encoded too, which encodeURIComponent leaves.
  const encoded = encodeURIComponent(`${printable || "manuscript"}.${extension}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encoded}`;
}

function sendDocx(res: Response, file: ManuscriptFile): undefined {
  res.status(200).set({ "Content-Type": DOCX, "Content-Disposition": attachmentOf(file.name, "docx"), "Content-Length": String(file.bytes.length) });
  res.end(file.bytes);
  return undefined;
}

export const exportBookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/export",
  summary: "The book's working text (staged edits included) as a standard-manuscript DOCX file.",
  auth: "signedIn",
  authorize: "book.export",
  schema: { params: bookParams, response: rawAnswer(DOCX, "The book as a standard-manuscript DOCX file (an attachment).") },
  handler: async ({ actor, params, deps, authorize, res }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    return sendDocx(res, await exportManuscript({ db: deps.knex, book }));
  },
});

export const exportChapterRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/export",
  summary: "One chapter's working text as a standard-manuscript DOCX file.",
  auth: "signedIn",
  authorize: "book.export",
  schema: { params: chapterParams, response: rawAnswer(DOCX, "The chapter as a standard-manuscript DOCX file (an attachment).") },
  handler: async ({ actor, params, deps, authorize, res }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    const chapter = await findChapter(deps.knex, { bookId: book.id, chapterId: params.chapterId });
    return sendDocx(res, await exportManuscript({ db: deps.knex, book, chapterId: chapter.id }));
  },
});

export const exportsRoutes: Route[] = [exportBookRoute, exportChapterRoute];
