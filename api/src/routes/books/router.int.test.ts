import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, Chapter, Genre } from "@storyloom/db/models";
import { createBook, createSeries, createSeriesBook, createUser, makeSeller } from "@storyloom/testkit/factories";
import { NOT_OUR_COVER } from "@storyloom/domain/services/files/requireCoverImage.ts";
import { sampleImage } from "@storyloom/domain/services/files/testing.ts";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
let mystery: Genre;
beforeAll(async () => {
  ctx = await createTestContext({ storage: { driver: "local", dir: await mkdtemp(path.join(tmpdir(), "storyloom-files-")) } });
  // Genres are reference data: the migration put them in every database.
  mystery = await Genre.query(ctx.db.knex).findOne({ name: "Mystery", category: "FICTION" }).throwIfNotFound();
});
afterAll(async () => {
  await ctx.close();
});

interface SignedInAuthor {
  agent: Agent;
  authorId: number;
}

async function signedInAuthor(options: { admin?: boolean } = {}): Promise<SignedInAuthor> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex, options);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id };
}

const NOT_FOUND = { code: "not_found", message: "Book not found." };

/** Uploads a cover as the studio does and answers its address. */
async function uploadCover(agent: Agent): Promise<string> {
  const res = await agent
    .post("/api/v1/files/images/upload")
    .attach("file", await sampleImage("png", 30, 45), { filename: "cover.png", contentType: "image/png" })
    .expect(201);
  return res.body.url as string;
}

describe("GET /api/v1/genres", () => {
  it("lists every genre with its category to anyone, by category in the order of docs/product.md (Enumerations)", async () => {
    const res = await request(ctx.app).get("/api/v1/genres").expect(200);
    const items = res.body.items as Array<{ id: number; name: string; category: string }>;
    expect(items).toContainEqual({ id: mystery.id, name: "Mystery", category: "FICTION" });
    expect(items).toHaveLength(24);
    const categories = [...new Set(items.map((g) => g.category))];
    expect(categories).toEqual(["FICTION", "NONFICTION", "FANTASY", "ROMANCE", "SCIENCE_FICTION", "YOUNG_ADULT"]);
  });
});

describe("the books routes need a session", () => {
  it.each([
    ["get", "/api/v1/books"],
    ["post", "/api/v1/books"],
    ["get", "/api/v1/books/1"],
    ["patch", "/api/v1/books/1"],
    ["delete", "/api/v1/books/1"],
    ["get", "/api/v1/books/1/is-publishable"],
  ] as const)("%s %s answers 401 to the anonymous, whatever they send", async (method, path) => {
    const res = await request(ctx.app)[method](path).send({ title: "x" }).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
  });
});

describe("POST /api/v1/books", () => {
  it("refuses bad input naming each field", async () => {
    const { agent } = await signedInAuthor();
    const missing = await agent.post("/api/v1/books").send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ type: "This field is required.", title: "This field is required." });
    const bad = await agent
      .post("/api/v1/books")
      .send({ type: "POEM", title: "x".repeat(201), description: "d".repeat(5001), genreId: 1.5 })
      .expect(400);
    expect(bad.body.error.fields).toEqual({
      type: "Must be one of: STORY, SCRIPT.",
      title: "Input can't be longer than 200 characters.",
      description: "Input can't be longer than 5000 characters.",
      genreId: "Must be a whole number.",
    });
    const blank = await agent.post("/api/v1/books").send({ type: "STORY", title: "   " }).expect(400);
    expect(blank.body.error.fields).toEqual({ title: "This field is required." });
    const unknownGenre = await agent.post("/api/v1/books").send({ type: "STORY", title: "Lost", genreId: 999_999_999 }).expect(400);
    expect(unknownGenre.body.error.fields).toEqual({ genreId: "Choose one of the listed genres." });
    const foreign = await agent.post("/api/v1/books").send({ type: "STORY", title: "Mine", authorId: 1 }).expect(400);
    expect(foreign.body.error.message).toBe("Unknown field: authorId.");
  });

  it("creates a DRAFT book of the signed-in author and answers 201 with it", async () => {
    const { agent, authorId } = await signedInAuthor();
    const res = await agent
      .post("/api/v1/books")
      .send({ type: "SCRIPT", title: "  The Glass Orchard ", description: "A heist.", genreId: mystery.id, imgUrl: await uploadCover(agent) })
      .expect(201);
    expect(res.body.book.imgUrl).toMatch(/\/api\/v1\/files\/images\/[0-9a-f]{32}\.webp$/);
    expect(res.body.book).toMatchObject({
      type: "SCRIPT",
      title: "The Glass Orchard",
      status: "DRAFT",
      description: "A heist.",
      genreId: mystery.id,
      genre: { id: mystery.id, name: "Mystery", category: "FICTION" },
      chaptersCount: 0,
      wordsCount: 0,
      publishedAt: null,
    });
    const stored = await Book.query(ctx.db.knex).findById(res.body.book.id as number);
    expect(stored).toMatchObject({ authorId, title: "The Glass Orchard", deleted: false });
    // The presenter lists its fields: nothing internal leaks.
    expect(Object.keys(res.body.book as object)).not.toContain("authorId");
    expect(Object.keys(res.body.book as object)).not.toContain("deleted");
  });
});

describe("GET /api/v1/books", () => {
  it("refuses bad paging and sorting naming each field", async () => {
    const { agent } = await signedInAuthor();
    const res = await agent.get("/api/v1/books?page=0&pageSize=101&sort=rating").expect(400);
    expect(res.body.error.fields).toEqual({
      page: "Must be at least 1.",
      pageSize: "Must be at most 100.",
      sort: "Must be one of: updatedAt, title, createdAt.",
    });
  });

  it("lists only the author's own books that are not deleted, most recently updated first", async () => {
    const { agent, authorId } = await signedInAuthor();
    const other = await signedInAuthor();
    const older = await createBook(ctx.db.knex, { authorId, title: "Older" });
    const newer = await createBook(ctx.db.knex, { authorId, title: "Newer" });
    const gone = await createBook(ctx.db.knex, { authorId, title: "Gone" });
    await Book.query(ctx.db.knex).patch({ deleted: true }).findById(gone.id);
    await createBook(ctx.db.knex, { authorId: other.authorId, title: "Someone else's" });
    // Through knex: the models stamp updatedAt with the current time on every patch.
    await ctx.db
      .knex("books")
      .where({ id: older.id })
      .update({ updatedAt: new Date(Date.now() - 60_000) });
    await Chapter.query(ctx.db.knex).insert({ bookId: newer.id, number: 1, markup: "<p>One</p>" });
    await Chapter.query(ctx.db.knex).insert({ bookId: older.id, number: 1, markup: "<p>Two more words.</p>" });
    await Chapter.query(ctx.db.knex).insert({ bookId: older.id, number: 2, markup: "<p>And five <em>more</em> here.</p>" });

    const res = await agent.get("/api/v1/books").expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.body.items.map((b: { title: string }) => b.title)).toEqual(["Newer", "Older"]);
    expect(res.body.items.map((b: { chaptersCount: number; wordsCount: number }) => [b.chaptersCount, b.wordsCount])).toEqual([
      [1, 1],
      [2, 7],
    ]);
  });

  it("searches titles literally (case-insensitive, % and _ are plain characters), sorts and pages", async () => {
    const { agent, authorId } = await signedInAuthor();
    for (const title of ["beta 100%", "Alpha", "gamma_ray", "Beta blocker", "Delta"]) await createBook(ctx.db.knex, { authorId, title });

    const byTitle = await agent.get("/api/v1/books?sort=title&pageSize=2&page=2").expect(200);
    expect(byTitle.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(byTitle.body.items.map((b: { title: string }) => b.title)).toEqual(["Beta blocker", "Delta"]);

    const search = await agent.get(`/api/v1/books?search=${encodeURIComponent("BETA")}&sort=title`).expect(200);
    expect(search.body.items.map((b: { title: string }) => b.title)).toEqual(["beta 100%", "Beta blocker"]);
    const percent = await agent.get(`/api/v1/books?search=${encodeURIComponent("%")}`).expect(200);
    expect(percent.body.items.map((b: { title: string }) => b.title)).toEqual(["beta 100%"]);
    const underscore = await agent.get(`/api/v1/books?search=${encodeURIComponent("a_r")}`).expect(200);
    expect(underscore.body.items.map((b: { title: string }) => b.title)).toEqual(["gamma_ray"]);
  });
});

describe("GET, PATCH and DELETE /api/v1/books/:bookId", () => {
  it("refuses a malformed id and bad changes naming each field", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId });
    const badId = await agent.get("/api/v1/books/abc").expect(400);
    expect(badId.body.error.fields).toEqual({ bookId: "Must be a whole number." });
    const bad = await agent
      .patch(`/api/v1/books/${book.id}`)
      .send({ title: "", imgUrl: "ftp://example.test/cover.png", subscribersOnly: "yes", publicChaptersCount: -1 })
      .expect(400);
    expect(bad.body.error.fields).toEqual({
      title: "This field is required.",
      imgUrl: "Must be a web address.",
      subscribersOnly: "Must be true or false.",
      publicChaptersCount: "Must be at least 0.",
    });
    const fraction = await agent.patch(`/api/v1/books/${book.id}`).send({ publicChaptersCount: 2.5 }).expect(400);
    expect(fraction.body.error.fields).toEqual({ publicChaptersCount: "Must be a whole number." });
    const empty = await agent.patch(`/api/v1/books/${book.id}`).send({}).expect(400);
    expect(empty.body.error.message).toBe(
      "Send at least one of title, description, genreId, imgUrl, subscribersOnly, customChapterNumbering, publicChaptersCount, chapterPrice, bundle, bundlePrice, paidLatestChaptersCount, freeAfterDays, subscriberEarlyDays.",
    );
    const elsewhere = await agent.patch(`/api/v1/books/${book.id}`).send({ imgUrl: "https://cdn.example.test/c.webp" }).expect(400);
    expect(elsewhere.body.error.fields).toEqual({ imgUrl: NOT_OUR_COVER });
    // An address of ours whose image was never uploaded is no cover either.
    const unknown = await agent
      .patch(`/api/v1/books/${book.id}`)
      .send({ imgUrl: `${ctx.config.publicUrl}/api/v1/files/images/${"0".repeat(32)}.webp` })
      .expect(400);
    expect(unknown.body.error.fields).toEqual({ imgUrl: NOT_OUR_COVER });
    const noConfirm = await agent.delete(`/api/v1/books/${book.id}`).send({}).expect(400);
    expect(noConfirm.body.error.fields).toEqual({ confirmTitle: "This field is required." });
    const wrongTitle = await agent.delete(`/api/v1/books/${book.id}`).send({ confirmTitle: "Not the title" }).expect(400);
    expect(wrongTitle.body.error.fields).toEqual({ confirmTitle: "Type the book's title exactly to delete it." });
    expect(await Book.query(ctx.db.knex).findById(book.id)).toMatchObject({ deleted: false });
  });

  it("answers 404 for another author's book, as for one that does not exist, and changes nothing", async () => {
    const owner = await signedInAuthor();
    const { agent } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId: owner.authorId, title: "Private" });
    for (const path of [`/api/v1/books/${book.id}`, "/api/v1/books/999999999"]) {
      expect((await agent.get(path).expect(404)).body.error).toEqual(NOT_FOUND);
      expect((await agent.patch(path).send({ title: "Stolen" }).expect(404)).body.error).toEqual(NOT_FOUND);
      expect((await agent.delete(path).send({ confirmTitle: "Private" }).expect(404)).body.error).toEqual(NOT_FOUND);
      expect((await agent.get(`${path}/is-publishable`).expect(404)).body.error).toEqual(NOT_FOUND);
    }
    expect(await Book.query(ctx.db.knex).findById(book.id)).toMatchObject({ title: "Private", deleted: false });
  });

  it("lets an admin read another author's book, but not change it", async () => {
    const owner = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const book = await createBook(ctx.db.knex, { authorId: owner.authorId, title: "Reviewed" });
    expect((await admin.agent.get(`/api/v1/books/${book.id}`).expect(200)).body.book).toMatchObject({ id: book.id, title: "Reviewed" });
    await admin.agent.patch(`/api/v1/books/${book.id}`).send({ title: "Edited by admin" }).expect(404);
  });

  it("reads, updates and soft-deletes the author's own book; a deleted book is 404 for everyone", async () => {
    const { agent, authorId } = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const book = await createBook(ctx.db.knex, { authorId, title: "Draft" });

    expect((await agent.get(`/api/v1/books/${book.id}`).expect(200)).body.book).toMatchObject({ id: book.id, title: "Draft", genre: null });
    const cover = await uploadCover(agent);
    const updated = await agent
      .patch(`/api/v1/books/${book.id}`)
      .send({
        title: "Final",
        description: "Told twice.",
        genreId: mystery.id,
        imgUrl: cover,
        subscribersOnly: true,
        customChapterNumbering: true,
        publicChaptersCount: 4,
      })
      .expect(200);
    expect(updated.body.book).toMatchObject({
      title: "Final",
      description: "Told twice.",
      genre: { id: mystery.id, name: "Mystery", category: "FICTION" },
      imgUrl: cover,
      subscribersOnly: true,
      customChapterNumbering: true,
      publicChaptersCount: 4,
    });
    const cleared = await agent.patch(`/api/v1/books/${book.id}`).send({ description: "", genreId: null, imgUrl: null }).expect(200);
    expect(cleared.body.book).toMatchObject({ title: "Final", description: null, genreId: null, genre: null, imgUrl: null });

    expect((await agent.delete(`/api/v1/books/${book.id}`).send({ confirmTitle: "Final" }).expect(200)).body).toEqual({ ok: true });
    expect(await Book.query(ctx.db.knex).findById(book.id)).toMatchObject({ deleted: true });
    expect((await agent.get(`/api/v1/books/${book.id}`).expect(404)).body.error).toEqual(NOT_FOUND);
    await agent.patch(`/api/v1/books/${book.id}`).send({ title: "Back" }).expect(404);
    await agent.delete(`/api/v1/books/${book.id}`).send({ confirmTitle: "Final" }).expect(404);
    await admin.agent.get(`/api/v1/books/${book.id}`).expect(404);
    expect((await agent.get("/api/v1/books").expect(200)).body.total).toBe(0);
  });
});

describe("DELETE /api/v1/books/:bookId in a collection", () => {
  it("closes the gap: the collection's later books move up", async () => {
    const { agent, authorId } = await signedInAuthor();
    const series = await createSeries(ctx.db.knex, { authorId, title: "The Tides" });
    const [first, second, third] = [
      await createSeriesBook(ctx.db.knex, { seriesId: series.id, title: "One" }),
      await createSeriesBook(ctx.db.knex, { seriesId: series.id, title: "Two" }),
      await createSeriesBook(ctx.db.knex, { seriesId: series.id, title: "Three" }),
    ];

    await agent.delete(`/api/v1/books/${second!.id}`).send({ confirmTitle: "Two" }).expect(200);

    const numbers = await Book.query(ctx.db.knex).whereIn("id", [first!.id, third!.id]).orderBy("number").select("id", "number");
    expect(numbers.map((book) => [book.id, book.number])).toEqual([
      [first!.id, 1],
      [third!.id, 2],
    ]);
  });
});

describe("GET /api/v1/books/:bookId/is-publishable", () => {
  it("names what is missing until the book has a title, a description, a genre and a chapter with text", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId, title: "Almost" });
    const path = `/api/v1/books/${book.id}/is-publishable`;
    expect((await agent.get(path).expect(200)).body).toMatchObject({ isPublishable: false, missing: ["description", "genre", "chapterWithText"] });

    // An emptied editor leaves tags behind: that is no text.
    await Chapter.query(ctx.db.knex).insert({ bookId: book.id, number: 1, markup: "<p><br></p>", stagedMarkup: "<p>&nbsp; </p>" });
    await agent.patch(`/api/v1/books/${book.id}`).send({ description: "Blurb.", genreId: mystery.id }).expect(200);
    expect((await agent.get(path).expect(200)).body).toMatchObject({ isPublishable: false, missing: ["chapterWithText"] });

    await Chapter.query(ctx.db.knex).insert({ bookId: book.id, number: 2, stagedMarkup: "<p>It began at dusk.</p>" });
    expect((await agent.get(path).expect(200)).body).toMatchObject({ isPublishable: true, missing: [] });
  });

  it("says what readers could read if the book were published now, by the readers' own rule", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId, title: "Verdict" });
    const path = `/api/v1/books/${book.id}/is-publishable`;
    for (const number of [1, 2, 3])
      await Chapter.query(ctx.db.knex).insert({ bookId: book.id, number, markup: `<p>Chapter ${number}.</p>`, status: "PUBLISHED", publishedAt: new Date() });
    await Chapter.query(ctx.db.knex).insert({ bookId: book.id, number: 4, markup: "<p>Not yet.</p>" });

    // The defaults charge nothing: every published chapter is free to read (docs/decisions/reading.md, "Free until the author sets a paywall").
    expect((await agent.get(path).expect(200)).body.readers).toEqual({ publishedChapters: 3, free: 3, forSale: 0, forSubscribers: 0, closed: 0 });

    // One free chapter and a price, but no payout account yet: the price sells nothing.
    await agent.patch(`/api/v1/books/${book.id}`).send({ publicChaptersCount: 1, chapterPrice: 99 }).expect(200);
    expect((await agent.get(path).expect(200)).body.readers).toEqual({ publishedChapters: 3, free: 1, forSale: 0, forSubscribers: 0, closed: 2 });

    await makeSeller(ctx.db.knex, authorId);
    expect((await agent.get(path).expect(200)).body.readers).toEqual({ publishedChapters: 3, free: 1, forSale: 2, forSubscribers: 0, closed: 0 });
  });
});
