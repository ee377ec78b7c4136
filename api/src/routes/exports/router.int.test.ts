import request from "supertest";
import type { Agent, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile, Book } from "@storyloom/db/models";
import { createBook, createChapter, createUser } from "@storyloom/testkit/factories";
import { readDocxHtml, readDocxText } from "@storyloom/domain/services/exports/testing.ts";
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

interface Author {
  agent: Agent;
  authorId: number;
}

async function signedInAuthor(options: { admin?: boolean; name?: string } = {}): Promise<Author> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex, { admin: options.admin ?? false });
  if (options.name) await AuthorProfile.query(ctx.db.knex).patch({ name: options.name }).findById(authorProfile.id);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id };
}

/** The answer's body as bytes (supertest leaves unknown types unparsed unless told). */
function download(call: Test): Test {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const NOT_FOUND = { code: "not_found", message: "Book not found." };

describe("the export routes refuse", () => {
  it("the anonymous with 401", async () => {
    const book = await createBook(ctx.db.knex);
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
    await request(ctx.app).post(`/api/v1/books/${book.id}/export`).expect(401);
    await request(ctx.app).post(`/api/v1/books/${book.id}/chapters/${chapter.id}/export`).expect(401);
  });

  it("a malformed id with 400", async () => {
    const { agent } = await signedInAuthor();
    const res = await agent.post("/api/v1/books/abc/export").expect(400);
    expect(res.body.error.fields).toEqual({ bookId: "Must be a whole number." });
  });

  it("another author's book, an admin, a deleted book and another book's chapter with 404, and show none of their text", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const book = await createBook(ctx.db.knex, { authorId: owner.authorId, title: "Secret Manuscript" });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id, markup: "<p>Hidden words.</p>" });
    for (const agent of [other.agent, admin.agent]) {
      const res = await agent.post(`/api/v1/books/${book.id}/export`).expect(404);
      expect(res.body.error).toEqual(NOT_FOUND);
      expect(res.text).not.toContain("Hidden");
      await agent.post(`/api/v1/books/${book.id}/chapters/${chapter.id}/export`).expect(404);
    }
    const elsewhere = await createChapter(ctx.db.knex, { markup: "<p>Elsewhere.</p>" });
    const wrongBook = await owner.agent.post(`/api/v1/books/${book.id}/chapters/${elsewhere.id}/export`).expect(404);
    expect(wrongBook.body.error).toEqual({ code: "not_found", message: "Chapter not found." });

    await Book.query(ctx.db.knex).patch({ deleted: true }).findById(book.id);
    expect((await owner.agent.post(`/api/v1/books/${book.id}/export`).expect(404)).body.error).toEqual(NOT_FOUND);
    await owner.agent.post(`/api/v1/books/${book.id}/chapters/${chapter.id}/export`).expect(404);
  });
});

describe("POST /api/v1/books/:bookId/export", () => {
  it("answers the book's working text as a DOCX that opens, chapters in order, staged edits included", async () => {
    const { agent, authorId } = await signedInAuthor({ name: "Ada Writer" });
    const book = await createBook(ctx.db.knex, { authorId, title: "The Long Road: Part 1/2" });
    await Book.query(ctx.db.knex).patch({ customChapterNumbering: true }).findById(book.id);
    const first = await createChapter(ctx.db.knex, {
      bookId: book.id,
      title: "Departure",
      markup: "<p>She left at <em>dawn</em>.</p><p>* * *</p><p>Night fell.</p>",
    });
    await first.$query(ctx.db.knex).patch({ customNumbering: "Prologue" });
    const second = await createChapter(ctx.db.knex, { bookId: book.id, title: "Arrival", markup: "<p>Old published text.</p>", status: "PUBLISHED" });
    await second.$query(ctx.db.knex).patch({ stagedMarkup: "<p>New <strong>staged</strong> text.</p>" });

    const res = await download(agent.post(`/api/v1/books/${book.id}/export`)).expect(200);
    expect(res.headers["content-type"]).toBe(DOCX);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="The Long Road Part 12.docx"; filename*=UTF-8''The%20Long%20Road%3A%20Part%2012.docx`,
    );
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const text = await readDocxText(bytes);
    for (const expected of [
      "Ada Writer",
      "The Long Road: Part 1/2",
      "Prologue",
      "Departure",
      "She left at dawn.",
      "#",
      "Night fell.",
      "Chapter 2",
      "Arrival",
      "New staged text.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Old published text.");
    expect(text.indexOf("Prologue")).toBeLessThan(text.indexOf("Chapter 2"));
    expect(await readDocxHtml(bytes)).toContain("<strong>staged</strong>");
  });
});

describe("POST /api/v1/books/:bookId/chapters/:chapterId/export", () => {
  it("answers that chapter alone", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId, title: "Stories" });
    await createChapter(ctx.db.knex, { bookId: book.id, markup: "<p>The first one.</p>" });
    const second = await createChapter(ctx.db.knex, { bookId: book.id, title: "Second", markup: "<p>The second one.</p>" });
    const res = await download(agent.post(`/api/v1/books/${book.id}/chapters/${second.id}/export`)).expect(200);
    expect(res.headers["content-disposition"]).toContain('filename="Stories - Chapter 2.docx"');
    const text = await readDocxText(res.body as Buffer);
    expect(text).toContain("The second one.");
    expect(text).not.toContain("The first one.");
  });
});
