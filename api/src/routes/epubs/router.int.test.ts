import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import request from "supertest";
import type { Agent, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, BookEpub, FileRecord, ReaderBook } from "@storyloom/db/models";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { buildEpub, epubIdentifierOf } from "@storyloom/domain/services/epubs/buildEpub.ts";
import { generateBookEpub } from "@storyloom/domain/services/epubs/generateBookEpub.ts";
import { PERSONAL_COPY_IDLE_MS, sweepPersonalCopies } from "@storyloom/domain/services/epubs/personalCopies.ts";
import { installBuiltEpub } from "@storyloom/domain/services/epubs/testing.ts";
import { createBook, createPublishedBook, createReaderBook, createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Person {
  agent: Agent;
  authorId: number;
  readerId: number;
  name: string;
}

async function signedIn(options: { admin?: boolean; name?: string } = {}): Promise<Person> {
  const { user, password, authorProfile, readerProfile } = await createUser(ctx.db.knex, {
    admin: options.admin ?? false,
    ...(options.name ? { name: options.name } : {}),
  });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id, readerId: readerProfile.id, name: readerProfile.name ?? "" };
}

/** The answer's body as bytes. */
function bytesOf(call: Test): Test {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

function textOf(bytes: Buffer): string {
  return Object.values(unzipSync(bytes))
    .map((content) => strFromU8(content))
    .join("\n");
}

const storage = () => createStorage(ctx.config.storage);
const install = (bookId: number) => installBuiltEpub({ knex: ctx.db.knex, storage: storage(), publicUrl: ctx.config.publicUrl, bookId });

function smallEpub(title = "Own file"): Buffer {
  return buildEpub({
    identifier: epubIdentifierOf(ctx.config.publicUrl, 99),
    title,
    authorName: "Ada",
    language: "en",
    kind: "prose",
    description: null,
    authorNote: null,
    cover: null,
    chapters: [{ heading: "Chapter 1", title: null, markup: "<p>Uploaded words.</p>" }],
    modifiedAt: new Date(),
    publisherLine: "Test.",
  });
}

const NOT_FOUND = { code: "not_found", message: "Book not found." };

describe("the author's EPUB routes refuse", () => {
  it("the anonymous with 401", async () => {
    const book = await createBook(ctx.db.knex);
    await request(ctx.app).get(`/api/v1/books/${book.id}/epub`).expect(401);
    await request(ctx.app).post(`/api/v1/books/${book.id}/epub/generate`).expect(401);
    await request(ctx.app).delete(`/api/v1/books/${book.id}/epub`).expect(401);
    await request(ctx.app).get(`/api/v1/books/${book.id}/epub/download`).expect(401);
    await request(ctx.app).get(`/api/v1/readers/books/${book.id}/download/epub`).expect(401);
  });

  it("a malformed id, an upload without a file and a book without published chapters with 400", async () => {
    const author = await signedIn();
    expect((await author.agent.post("/api/v1/books/abc/epub/generate").expect(400)).body.error.fields).toEqual({ bookId: "Must be a whole number." });
    const book = await createBook(ctx.db.knex, { authorId: author.authorId });
    const noFile = await author.agent.post(`/api/v1/books/${book.id}/epub/upload`).field("note", "x").expect(400);
    expect(noFile.body.error.fields).toEqual({ file: "Choose an EPUB file to upload." });
    const drafts = await author.agent.post(`/api/v1/books/${book.id}/epub/generate`).expect(400);
    expect(drafts.body.error.message).toBe("Publish at least one chapter before making an EPUB.");
  });

  it("another author's book, an admin and a deleted book with 404", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ admin: true });
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: owner.authorId, chapters: 1 });
    await install(book.id);
    for (const agent of [other.agent, admin.agent]) {
      expect((await agent.get(`/api/v1/books/${book.id}/epub`).expect(404)).body.error).toEqual(NOT_FOUND);
      await agent.post(`/api/v1/books/${book.id}/epub/generate`).expect(404);
      await agent.delete(`/api/v1/books/${book.id}/epub`).expect(404);
      await agent.get(`/api/v1/books/${book.id}/epub/download`).expect(404);
      await agent
        .post(`/api/v1/books/${book.id}/epub/upload`)
        .attach("file", smallEpub(), { filename: "b.epub", contentType: "application/epub+zip" })
        .expect(404);
    }
    await Book.query(ctx.db.knex).findById(book.id).patch({ deleted: true });
    await owner.agent.get(`/api/v1/books/${book.id}/epub/download`).expect(404);
  });
});

describe("generating, downloading and deleting the author's EPUB", () => {
  it("answers 202 BUILDING, and once the worker has built it the state is READY with the file, which downloads as an EPUB", async () => {
    const author = await signedIn();
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 2, title: "Salt: A Tale" });
    expect((await author.agent.get(`/api/v1/books/${book.id}/epub`).expect(200)).body.epub).toMatchObject({ status: "NONE", file: null });
    const started = await author.agent.post(`/api/v1/books/${book.id}/epub/generate`).expect(202);
    expect(started.body.epub).toMatchObject({ status: "BUILDING", error: null, file: null });
    const row = await BookEpub.query(ctx.db.knex).findOne({ bookId: book.id }).throwIfNotFound();
    // What the workers do for the job the route added.
    expect(
      await generateBookEpub({ knex: ctx.db.knex, storage: storage(), publicUrl: ctx.config.publicUrl }, { bookId: book.id, requestNumber: row.requestNumber }),
    ).toBe("built");

    const state = (await author.agent.get(`/api/v1/books/${book.id}/epub`).expect(200)).body.epub;
    expect(state).toMatchObject({ status: "READY", error: null, file: { name: "Salt: A Tale.epub", source: "GENERATED", byteSize: expect.any(Number) } });
    const file = await bytesOf(author.agent.get(`/api/v1/books/${book.id}/epub/download`)).expect(200);
    expect(file.headers["content-type"]).toBe("application/epub+zip");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="Salt A Tale.epub"; filename*=UTF-8''Salt%3A%20A%20Tale.epub`);
    expect((file.body as Buffer).length).toBe(state.file.byteSize);
    expect(textOf(file.body as Buffer)).toContain("Text of chapter 2.");
    const reloaded = await Book.query(ctx.db.knex).findById(book.id).throwIfNotFound();
    const record = await FileRecord.query(ctx.db.knex)
      .findOne({ s3Key: reloaded.epubFileKey ?? "" })
      .throwIfNotFound();
    expect(record).toMatchObject({ type: "EPUB", status: "ACTIVE", deleted: false });

    const deleted = await author.agent.delete(`/api/v1/books/${book.id}/epub`).expect(200);
    expect(deleted.body.epub).toMatchObject({ status: "NONE", file: null });
    expect(await FileRecord.query(ctx.db.knex).findById(record.id)).toMatchObject({ status: "INACTIVE", deleted: true });
    expect((await Book.query(ctx.db.knex).findById(book.id))?.epubFileKey).toBeNull();
    const gone = await author.agent.get(`/api/v1/books/${book.id}/epub/download`).expect(404);
    expect(gone.body.error.message).toBe("This book has no EPUB yet.");
    await expect.poll(() => storage().exists(record.s3Key)).toBe(false);
  });
});

describe("POST /api/v1/books/:bookId/epub/upload", () => {
  it("refuses a file that is not an EPUB, and an EPUB the checker finds errors in with its first messages", async () => {
    const author = await signedIn();
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1 });
    const notZip = await author.agent
      .post(`/api/v1/books/${book.id}/epub/upload`)
      .attach("file", Buffer.from("plain text"), { filename: "a.epub" })
      .expect(400);
    expect(notZip.body.error.fields.file).toMatch(/^This is not an EPUB file/);

    const { mimetype: _mimetype, ...files } = unzipSync(smallEpub());
    const broken = zipSync({
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      ...files,
      "OEBPS/chapter-001.xhtml": strToU8("<html><body><p>Unclosed</body></html>"),
    });
    const refused = await author.agent.post(`/api/v1/books/${book.id}/epub/upload`).attach("file", Buffer.from(broken), { filename: "b.epub" }).expect(400);
    expect(refused.body.error.message).toMatch(
      /^The EPUB checker found \d+ errors?: [A-Z]+-\d+ OEBPS\/chapter-001\.xhtml:\d+:\d+ [^;]+; RSC-005 OEBPS\/chapter-001\.xhtml /,
    );
    expect((await Book.query(ctx.db.knex).findById(book.id))?.epubFileKey).toBeNull();
  }, 180_000);

  it("refuses a zip bomb (a 1,000:1 entry) from its central directory with 400, naming the limit, before the checker runs", async () => {
    const author = await signedIn();
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1 });
    const { mimetype: _mimetype, ...files } = unzipSync(smallEpub());
    const bomb = zipSync({
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      ...files,
      "OEBPS/zeros.xhtml": [new Uint8Array(50 * 1024 * 1024), { level: 9 }],
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await author.agent.post(`/api/v1/books/${book.id}/epub/upload`).attach("file", Buffer.from(bomb), { filename: "bomb.epub" }).expect(400);
    expect(refused.body.error.fields.file).toMatch(
      /^The EPUB's file "OEBPS\/zeros\.xhtml" inflates to [\d,]+ times its compressed size; the limit is 100 times for files over 256 KB\.$/,
    );
    expect((await Book.query(ctx.db.knex).findById(book.id))?.epubFileKey).toBeNull();
  });

  it("stores a valid EPUB as the book's, replacing the one before", async () => {
    const author = await signedIn();
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1 });
    const oldKey = await install(book.id);
    // One file for both: each build stamps its own modification time, so two builds may differ by a byte.
    const upload = smallEpub();
    const res = await author.agent
      .post(`/api/v1/books/${book.id}/epub/upload`)
      .attach("file", upload, { filename: "mine.epub", contentType: "application/epub+zip" })
      .expect(201);
    expect(res.body.epub).toMatchObject({ status: "READY", file: { source: "UPLOADED", byteSize: upload.length } });
    const file = await bytesOf(author.agent.get(`/api/v1/books/${book.id}/epub/download`)).expect(200);
    expect(textOf(file.body as Buffer)).toContain("Uploaded words.");
    expect(await FileRecord.query(ctx.db.knex).findOne({ s3Key: oldKey })).toMatchObject({ status: "INACTIVE", deleted: true });
  }, 180_000);
});

describe("GET /api/v1/readers/books/:bookId/download/epub", () => {
  it("refuses a reader who may not read every chapter (403), and a book that is not public or has no EPUB (404)", async () => {
    const reader = await signedIn();
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 2, publicChaptersCount: 1 });
    await install(book.id);
    const locked = await reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`).expect(403);
    expect(locked.body.error.message).toBe("Only readers who may read the whole book can download it: buy the book or subscribe first.");

    const draft = await createBook(ctx.db.knex);
    expect((await reader.agent.get(`/api/v1/readers/books/${draft.id}/download/epub`).expect(404)).body.error).toEqual(NOT_FOUND);
    const { book: free } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1 });
    expect((await reader.agent.get(`/api/v1/readers/books/${free.id}/download/epub`).expect(404)).body.error.message).toBe("This book has no EPUB yet.");
  });

  it("gives a reader who bought the book a personal copy with their name, served from the cache afterwards, and counts each download", async () => {
    const reader = await signedIn({ name: "Rita Reader" });
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 2, publicChaptersCount: 0, title: "Paid Book" });
    await install(book.id);
    await createReaderBook(ctx.db.knex, { readerId: reader.readerId, bookId: book.id, entireBook: true });
    const first = await bytesOf(reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`)).expect(200);
    expect(first.headers["content-type"]).toBe("application/epub+zip");
    expect(first.headers["content-disposition"]).toContain('filename="Paid Book.epub"');
    // Streamed from storage with its size announced, not chunked.
    expect(Number(first.headers["content-length"])).toBe((first.body as Buffer).length);
    const text = textOf(first.body as Buffer);
    expect(text).toContain('<dc:rights xmlns:dc="http://purl.org/dc/elements/1.1/">Personal copy of Rita Reader (bought on ');
    expect(text).toContain("This copy was made for Rita Reader (bought on ");
    expect(text).toContain("Text of chapter 2.");
    const second = await bytesOf(reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`)).expect(200);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect((await ReaderBook.query(ctx.db.knex).findOne({ readerId: reader.readerId, bookId: book.id }))?.downloadsCount).toBe(2);
  });

  it("records each personal copy; the sweep deletes those made from a replaced file and those nobody downloaded for 30 days", async () => {
    const reader = await signedIn({ name: "Sam Sweep" });
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1 });
    await install(book.id);
    const copyOf = () => ctx.db.knex("personalCopies").where({ bookId: book.id, readerId: reader.readerId }).orderBy("createdAt");
    await bytesOf(reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`)).expect(200);
    const [first] = await copyOf();
    expect(first).toMatchObject({ sourceKey: (await Book.query(ctx.db.knex).findById(book.id))?.epubFileKey });
    expect(await storage().exists(first.storageKey)).toBe(true);
    // Downloaded recently from the book's current file: kept.
    expect(await sweepPersonalCopies({ knex: ctx.db.knex, storage: storage() })).toEqual({ deleted: 0 });
    expect(await storage().exists(first.storageKey)).toBe(true);

    // The author's file is replaced: the copy made from the old one goes at the next sweep, and the next download makes one anew.
    await ctx.db
      .knex("books")
      .where({ id: book.id })
      .update({ epubFileKey: `${first.sourceKey}.replaced` });
    await sweepPersonalCopies({ knex: ctx.db.knex, storage: storage() });
    expect(await storage().exists(first.storageKey)).toBe(false);
    expect(await copyOf()).toEqual([]);
    await ctx.db.knex("books").where({ id: book.id }).update({ epubFileKey: first.sourceKey });
    await bytesOf(reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`)).expect(200);
    const [again] = await copyOf();
    expect(again.storageKey).toBe(first.storageKey);
    expect(await storage().exists(again.storageKey)).toBe(true);

    // Nobody asked for it for 30 days and a minute: deleted; the row of a copy served since would keep it.
    const later = new Date(Date.now() + PERSONAL_COPY_IDLE_MS + 60_000);
    await sweepPersonalCopies({ knex: ctx.db.knex, storage: storage(), now: later });
    expect(await storage().exists(again.storageKey)).toBe(false);
    expect(await copyOf()).toEqual([]);
  });

  it("answers 404 when the book's file is gone from storage (the EPUB thread finds no source), counting nothing", async () => {
    const reader = await signedIn({ name: "Gus Gone" });
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1 });
    await install(book.id);
    const fileKey = (await Book.query(ctx.db.knex).findById(book.id))?.epubFileKey;
    expect(fileKey).toBeTruthy();
    await storage().delete(fileKey ?? "");
    const res = await reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`).expect(404);
    expect(res.body.error.message).toBe("This book has no EPUB yet.");
    expect(await ReaderBook.query(ctx.db.knex).findOne({ readerId: reader.readerId, bookId: book.id })).toBeUndefined();
  });

  it("gives a free book to any signed-in reader, marked free to read", async () => {
    const reader = await signedIn({ name: "Fay Free" });
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 2, publicChaptersCount: 2 });
    expect((await request(ctx.app).get(`/api/v1/readers/books/${book.id}`).expect(200)).body.book.hasEpub).toBe(false);
    await install(book.id);
    // The storefront offers the download only for a book that has an EPUB.
    expect((await request(ctx.app).get(`/api/v1/readers/books/${book.id}`).expect(200)).body.book.hasEpub).toBe(true);
    const res = await bytesOf(reader.agent.get(`/api/v1/readers/books/${book.id}/download/epub`)).expect(200);
    expect(textOf(res.body as Buffer)).toContain("Personal copy of Fay Free (free to read).");
    expect((await ReaderBook.query(ctx.db.knex).findOne({ readerId: reader.readerId, bookId: book.id }))?.downloadsCount).toBe(1);
  });
});
