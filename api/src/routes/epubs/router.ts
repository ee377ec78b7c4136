import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { Logger } from "@storyloom/domain/logger.ts";
import { findOwnBook } from "@storyloom/domain/services/books/findOwnBook.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { EPUB_CONTENT_TYPE } from "@storyloom/domain/services/epubs/buildEpub.ts";
import { deleteEpub } from "@storyloom/domain/services/epubs/deleteEpub.ts";
import { downloadOwnEpub } from "@storyloom/domain/services/epubs/downloadOwnEpub.ts";
import type { EpubDownload } from "@storyloom/domain/services/epubs/downloadOwnEpub.ts";
import { findEpubState } from "@storyloom/domain/services/epubs/epubState.ts";
import { downloadReaderEpub, findReaderEpubFacts } from "@storyloom/domain/services/epubs/readerEpubCopy.ts";
import { requestEpubBuild } from "@storyloom/domain/services/epubs/requestEpubBuild.ts";
import { EPUB_UPLOAD_MAX_BYTES, uploadEpub } from "@storyloom/domain/services/epubs/uploadEpub.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentEpub } from "../../presenters/epubs.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { attachmentOf } from "../exports/router.ts";
import { rawAnswer } from "../answers.ts";
import { bookParams, epubAnswer, uploadEpubBody } from "./schema.ts";

/** Room for the largest EPUB and the form's own lines around it. */
const UPLOAD_BODY_LIMIT = EPUB_UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Streams the file from storage (never whole into memory, nor through this
 * process's heap at once). A storage failure once the headers are out can
 * no longer be answered: the response is destroyed, so the client sees a
 * cut download rather than a short file it would take for whole.
 */
async function sendEpub(res: Response, file: EpubDownload, logger: Logger): Promise<undefined> {
  res.status(200).set({
    "Content-Type": EPUB_CONTENT_TYPE,
    "Content-Disposition": attachmentOf(file.name, "epub"),
    "Content-Length": String(file.size),
    "Cache-Control": "private, no-store",
  });
  try {
    await pipeline(file.stream, res);
  } catch (error) {
    // pipeline has destroyed both sides already: the reader went away, or storage failed mid-file.
    res.destroy();
    const readerLeft = error instanceof Error && "code" in error && error.code === "ERR_STREAM_PREMATURE_CLOSE";
    if (!readerLeft) logger.warn({ err: error, file: file.name }, "an EPUB download failed midway");
  }
  return undefined;
}

export const getEpubRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/epub",
  summary: "The book's EPUB: the latest build's state (NONE, BUILDING, READY, FAILED and why) and the current file's name, origin and size.",
  auth: "signedIn",
  authorize: "epub.read",
  schema: { params: bookParams, response: epubAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    return { epub: presentEpub(await findEpubState(deps.knex, book.id)) };
  },
});

export const generateEpubRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/epub/generate",
  summary: "Builds an EPUB 3 of the book's published chapters in the workers (answers 202 with the state BUILDING; poll GET /books/:bookId/epub).",
  status: 202,
  auth: "signedIn",
  authorize: "epub.manage",
  schema: { params: bookParams, response: epubAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const state = await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId });
      authorize(book);
      return requestEpubBuild({ trx, jobs: deps.jobs, book });
    });
    return { epub: presentEpub(state) };
  },
});

export const uploadEpubRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/epub/upload",
  summary:
    "Replaces the book's EPUB with the author's own (multipart field `file`, up to 50 MB), refused with the EPUB checker's first errors when it has any.",
  status: 201,
  auth: "signedIn",
  authorize: "epub.manage",
  schema: { params: bookParams, body: uploadEpubBody, response: epubAnswer },
  bodyFormat: "multipart",
  bodyLimit: String(UPLOAD_BODY_LIMIT),
  handler: async ({ actor, params, body, deps, authorize, req }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    await deps.limiters.epubUpload.consume({ account: String(actor.userId), address: clientAddressKey(req) });
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    return { epub: presentEpub(await uploadEpub({ knex: deps.knex, storage: deps.storage, book, userId: actor.userId, bytes, logger: deps.logger })) };
  },
});

export const deleteEpubRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/books/:bookId/epub",
  summary: "Removes the book's EPUB (and cancels a build under way): readers can no longer download the book.",
  auth: "signedIn",
  authorize: "epub.manage",
  schema: { params: bookParams, response: epubAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const state = await deps.knex.transaction(async (trx) => {
      const book = await findOwnBook({ actor, db: trx, bookId: params.bookId });
      authorize(book);
      return deleteEpub({ trx, storage: deps.storage, bookId: book.id, logger: deps.logger });
    });
    return { epub: presentEpub(state) };
  },
});

export const downloadEpubRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/epub/download",
  summary: "The book's current EPUB file as it is stored (generated or uploaded).",
  auth: "signedIn",
  authorize: "epub.read",
  schema: { params: bookParams, response: rawAnswer(EPUB_CONTENT_TYPE, "The book's current EPUB file as stored, as an attachment.") },
  handler: async ({ actor, params, deps, authorize, res }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId });
    authorize(book);
    return sendEpub(res, await downloadOwnEpub({ db: deps.knex, storage: deps.storage, book }), deps.logger);
  },
});

export const readerDownloadEpubRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId/download/epub",
  summary:
    "A personal EPUB of a public book for a reader who may read all of it (bought, subscribed or free): their name and purchase in its metadata and last page.",
  auth: "signedIn",
  authorize: "readerBook.downloadEpub",
  onCustomDomains: true,
  schema: { params: bookParams, response: rawAnswer(EPUB_CONTENT_TYPE, "The reader's personal copy of the book, as an attachment.") },
  handler: async ({ actor, params, deps, authorize, res }) => {
    const facts = await findReaderEpubFacts({ db: deps.knex, actor, bookId: params.bookId });
    authorize(facts);
    const readerId = requireReaderId(actor);
    return sendEpub(
      res,
      await downloadReaderEpub({
        db: deps.knex,
        storage: deps.storage,
        storageConfig: deps.config.storage,
        actor,
        readerId,
        facts,
        publicUrl: deps.config.publicUrl,
      }),
      deps.logger,
    );
  },
});

export const epubsRoutes: Route[] = [getEpubRoute, generateEpubRoute, uploadEpubRoute, deleteEpubRoute, downloadEpubRoute, readerDownloadEpubRoute];
