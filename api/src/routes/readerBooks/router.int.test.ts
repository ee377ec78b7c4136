import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, Chapter, ReaderBook } from "@storyloom/db/models";
import { createBook, createChapter, createPublishedBook, createReaderBook, createUser, openBook } from "@storyloom/testkit/factories";
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

interface Reader {
  agent: Agent;
  readerId: number;
  authorId: number;
}

async function signedInReader(): Promise<Reader> {
  const { user, password, readerProfile, authorProfile } = await createUser(ctx.db.knex);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, readerId: readerProfile.id, authorId: authorProfile.id };
}

/** A public book of `chapters` published chapters, the first `free` of them free. */
async function publicBook(chapters = 3, free = 2): Promise<{ book: Book; chapters: Chapter[] }> {
  return createPublishedBook(ctx.db.knex, { chapters, publicChaptersCount: free });
}

const readerBookPath = (bookId: number | string) => `/api/v1/readers/books/${bookId}/reader-book`;

describe("GET /api/v1/readers/books/:bookId/reader-book", () => {
  it("needs a session", async () => {
    const { book } = await publicBook();
    const res = await request(ctx.app).get(readerBookPath(book.id)).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
  });

  it("refuses a malformed book id", async () => {
    const reader = await signedInReader();
    const res = await reader.agent.get(readerBookPath("abc")).expect(400);
    expect(res.body.error.fields).toEqual({ bookId: "Must be a whole number." });
  });

  it("answers 404 for a book that is not public: unknown, draft, deleted or suspended", async () => {
    const reader = await signedInReader();
    const draft = await createBook(ctx.db.knex);
    const { book: deleted } = await publicBook();
    await Book.query(ctx.db.knex).findById(deleted.id).patch({ deleted: true });
    const { book: suspended } = await publicBook();
    await Book.query(ctx.db.knex).findById(suspended.id).patch({ isSuspended: true });
    for (const bookId of [draft.id, deleted.id, suspended.id, 999_999_999]) {
      const res = await reader.agent.get(readerBookPath(bookId)).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Book not found." });
    }
  });

  it("answers null before the reader opens the book, and only the reader's own place after", async () => {
    const reader = await signedInReader();
    const other = await signedInReader();
    const { book, chapters } = await publicBook();
    expect((await reader.agent.get(readerBookPath(book.id)).expect(200)).body).toEqual({ readerBook: null });
    await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 2, currentChapterProgress: 0.25 }).expect(200);
    const res = await reader.agent.get(readerBookPath(book.id)).expect(200);
    expect(res.body.readerBook).toMatchObject({
      bookId: book.id,
      currentChapterIndex: 2,
      currentChapterId: chapters[1]!.id,
      currentChapterProgress: 0.25,
      chaptersRead: 2,
    });
    expect((await other.agent.get(readerBookPath(book.id)).expect(200)).body).toEqual({ readerBook: null });
  });

  it("places the reader's chapter where it is now, after the author unpublishes one before it", async () => {
    const reader = await signedInReader();
    const { book, chapters } = await publicBook(3, 3);
    await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 3, currentChapterProgress: 0.5 }).expect(200);
    await Chapter.query(ctx.db.knex).findById(chapters[0]!.id).patch({ status: "DRAFT" });
    const res = await reader.agent.get(readerBookPath(book.id)).expect(200);
    expect(res.body.readerBook).toMatchObject({ currentChapterIndex: 2, currentChapterId: chapters[2]!.id, chaptersRead: 2 });
  });
});

describe("POST /api/v1/readers/books/:bookId/reader-book", () => {
  it("needs a session, whatever the body", async () => {
    const { book } = await publicBook();
    await request(ctx.app).post(readerBookPath(book.id)).send({ currentChapterIndex: "x" }).expect(401);
  });

  it("refuses bad input naming each field", async () => {
    const reader = await signedInReader();
    const { book } = await publicBook();
    const missing = await reader.agent.post(readerBookPath(book.id)).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ currentChapterIndex: "This field is required.", currentChapterProgress: "This field is required." });
    const wrong = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 1.5, currentChapterProgress: "half" }).expect(400);
    expect(wrong.body.error.fields).toEqual({ currentChapterIndex: "Must be a whole number.", currentChapterProgress: "Must be a number from 0 to 1." });
    const outOfRange = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 0, currentChapterProgress: 1.01 }).expect(400);
    expect(outOfRange.body.error.fields).toEqual({ currentChapterIndex: "Must be at least 1.", currentChapterProgress: "Must be a number from 0 to 1." });
    const unknown = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0, chaptersRead: 9 }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: chaptersRead.");
  });

  it("answers 404 for a book that is not public and for an index past the published chapters, and 403 chapter_locked for a locked chapter", async () => {
    const reader = await signedInReader();
    const draft = await createBook(ctx.db.knex);
    await createChapter(ctx.db.knex, { bookId: draft.id, status: "PUBLISHED" });
    const notPublic = await reader.agent.post(readerBookPath(draft.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0 }).expect(404);
    expect(notPublic.body.error.message).toBe("Book not found.");

    const { book } = await publicBook(3, 2);
    await createChapter(ctx.db.knex, { bookId: book.id, status: "DRAFT" });
    const pastEnd = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 4, currentChapterProgress: 0 }).expect(404);
    expect(pastEnd.body.error).toEqual({ code: "not_found", message: "Chapter not found." });
    const locked = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 3, currentChapterProgress: 0 }).expect(403);
    expect(locked.body.error.code).toBe("chapter_locked");
    expect(await ReaderBook.query(ctx.db.knex).where({ bookId: book.id })).toEqual([]);
    expect((await Book.query(ctx.db.knex).findById(book.id))!.readersCount).toBe(0);
  });

  it("opens the book on the first call, counting one reader, and keeps the furthest chapter reached", async () => {
    const reader = await signedInReader();
    const { book, chapters } = await publicBook(3, 3);
    const first = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 3, currentChapterProgress: 0.9 }).expect(200);
    expect(first.body.readerBook).toMatchObject({
      bookId: book.id,
      currentChapterIndex: 3,
      currentChapterId: chapters[2]!.id,
      currentChapterProgress: 0.9,
      chaptersRead: 3,
      paidChaptersCount: 0,
      entireBook: false,
    });
    expect(first.body.readerBook.firstReadAt).toEqual(first.body.readerBook.lastReadAt);

    const back = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0 }).expect(200);
    expect(back.body.readerBook).toMatchObject({ currentChapterIndex: 1, currentChapterId: chapters[0]!.id, currentChapterProgress: 0, chaptersRead: 3 });
    expect(back.body.readerBook.firstReadAt).toBe(first.body.readerBook.firstReadAt);
    expect(Date.parse(back.body.readerBook.lastReadAt)).toBeGreaterThanOrEqual(Date.parse(first.body.readerBook.lastReadAt));
    expect((await Book.query(ctx.db.knex).findById(book.id))!.readersCount).toBe(1);
  });

  it("opens chapters the reader bought, and counts a buyer as a reader when they first open the book", async () => {
    const reader = await signedInReader();
    const { book, chapters } = await publicBook(3, 1);
    await createReaderBook(ctx.db.knex, { readerId: reader.readerId, bookId: book.id, entireBook: true });
    const res = await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 3, currentChapterProgress: 0.1 }).expect(200);
    expect(res.body.readerBook).toMatchObject({ currentChapterId: chapters[2]!.id, entireBook: true });
    expect(res.body.readerBook.firstReadAt).not.toBeNull();
    await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 2, currentChapterProgress: 0.1 }).expect(200);
    expect((await Book.query(ctx.db.knex).findById(book.id))!.readersCount).toBe(1);
  });

  it("lets the book's author save a place in any chapter of their own book", async () => {
    const author = await signedInReader();
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 2, publicChaptersCount: 0 });
    await author.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 2, currentChapterProgress: 0.5 }).expect(200);
  });

  it("creates one ReaderBook and counts one reader when two first calls arrive at once", async () => {
    const reader = await signedInReader();
    const { book } = await publicBook(3, 3);
    const answers = await Promise.all([
      reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0.1 }),
      reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 2, currentChapterProgress: 0.2 }),
      reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0.3 }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await ReaderBook.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(1);
    expect((await Book.query(ctx.db.knex).findById(book.id))!.readersCount).toBe(1);
    expect((await ReaderBook.query(ctx.db.knex).findOne({ bookId: book.id }))!.chaptersRead).toBe(2);
  });
});

describe("GET /api/v1/readers/bookshelf", () => {
  it("needs a session", async () => {
    await request(ctx.app).get("/api/v1/readers/bookshelf").expect(401);
  });

  it("refuses bad paging", async () => {
    const reader = await signedInReader();
    const res = await reader.agent.get("/api/v1/readers/bookshelf?page=0&pageSize=101").expect(400);
    expect(res.body.error.fields).toEqual({ page: "Must be at least 1.", pageSize: "Must be at most 100." });
    const words = await reader.agent.get("/api/v1/readers/bookshelf?pageSize=ten").expect(400);
    expect(words.body.error.fields).toEqual({ pageSize: "Must be a whole number." });
  });

  it("lists the reader's public books, last read first, with the card, the chapters count and the chapter to continue with", async () => {
    const reader = await signedInReader();
    const other = await signedInReader();
    const { book: older } = await createPublishedBook(ctx.db.knex, { chapters: 2, publicChaptersCount: 2, title: "The Older Read" });
    const { book: newer, chapters } = await createPublishedBook(ctx.db.knex, { chapters: 3, publicChaptersCount: 3, title: "The Newer Read" });
    const { book: bought } = await createPublishedBook(ctx.db.knex, { chapters: 1, title: "Bought Not Opened" });
    const { book: hidden } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1 });
    await openBook(ctx.db.knex, { readerId: reader.readerId, bookId: older.id, readAt: new Date("2026-01-01T10:00:00Z") });
    await reader.agent.post(readerBookPath(newer.id)).send({ currentChapterIndex: 2, currentChapterProgress: 0.4 }).expect(200);
    await createReaderBook(ctx.db.knex, { readerId: reader.readerId, bookId: bought.id, entireBook: true });
    await reader.agent.post(readerBookPath(hidden.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0 }).expect(200);
    await Book.query(ctx.db.knex).findById(hidden.id).patch({ status: "DRAFT" });
    await Book.query(ctx.db.knex).findById(newer.id).patch({ customChapterNumbering: true });
    await Chapter.query(ctx.db.knex).findById(chapters[1]!.id).patch({ customNumbering: "Interlude" });
    await other.agent.post(readerBookPath(older.id)).send({ currentChapterIndex: 1, currentChapterProgress: 0 }).expect(200);

    const res = await reader.agent.get("/api/v1/readers/bookshelf").expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 48 });
    expect(res.body.items.map((item: { book: { title: string } }) => item.book.title)).toEqual(["The Newer Read", "The Older Read", "Bought Not Opened"]);
    const [first, second, third] = res.body.items;
    expect(first).toMatchObject({
      book: { id: newer.id, slug: "the-newer-read", title: "The Newer Read", chaptersCount: 3 },
      readerBook: { bookId: newer.id, currentChapterIndex: 2, currentChapterProgress: 0.4, chaptersRead: 2 },
      chaptersCount: 3,
      currentChapterHeading: "Interlude",
      currentChapterTitle: "Chapter title 2",
    });
    expect(second).toMatchObject({ chaptersCount: 2, currentChapterHeading: null, currentChapterTitle: null, readerBook: { currentChapterIndex: 0 } });
    expect(third).toMatchObject({ readerBook: { entireBook: true, firstReadAt: null, lastReadAt: null }, currentChapterHeading: null });

    const paged = await reader.agent.get("/api/v1/readers/bookshelf?page=2&pageSize=2").expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items.map((item: { book: { id: number } }) => item.book.id)).toEqual([bought.id]);
  });

  it("names the chapter to continue with 'Chapter N' by its place among the published chapters", async () => {
    const reader = await signedInReader();
    const { book } = await publicBook(3, 3);
    await reader.agent.post(readerBookPath(book.id)).send({ currentChapterIndex: 3, currentChapterProgress: 0.5 }).expect(200);
    const res = await reader.agent.get("/api/v1/readers/bookshelf").expect(200);
    expect(res.body.items[0]).toMatchObject({ currentChapterHeading: "Chapter 3", chaptersCount: 3 });
  });
});
