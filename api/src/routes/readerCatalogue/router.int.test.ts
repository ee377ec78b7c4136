import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile, Book, Chapter, Newsletter, ReaderBook, Series } from "@storyloom/db/models";
import {
  createAuthorSubscription,
  createBook,
  createChapter,
  createCustomDomain,
  createPublishedBook,
  createReaderBook,
  createSeries,
  createSeriesSubscription,
  createSubseries,
  createUser,
  makeSeller,
  unlockChapters,
} from "@storyloom/testkit/factories";
import { RATE_LIMITS } from "@storyloom/domain/rateLimit.ts";
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

interface SignedIn {
  agent: Agent;
  readerId: number;
  authorId: number;
}

async function signedIn(options: { admin?: boolean } = {}): Promise<SignedIn> {
  const { user, password, readerProfile, authorProfile } = await createUser(ctx.db.knex, { admin: options.admin ?? false });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, readerId: readerProfile.id, authorId: authorProfile.id };
}

const anonymous = () => request(ctx.app);

/** A new author's public book of `chapters` chapters, the first `free` free. */
async function publicBook(chapters = 4, free = 2, options: { subscribersOnly?: boolean; seriesId?: number; authorId?: number } = {}) {
  const authorId = options.authorId ?? (await createUser(ctx.db.knex)).authorProfile.id;
  return { authorId, ...(await createPublishedBook(ctx.db.knex, { authorId, chapters, publicChaptersCount: free, ...options })) };
}

const TEXT = (index: number) => `Text of chapter ${index}.`;

describe("GET /api/v1/readers/books", () => {
  it("refuses bad queries, naming each field", async () => {
    const bad = await anonymous().get("/api/v1/readers/books?sort=best&pageSize=101&page=0&genreId=abc&authorId=-1&foo=1").expect(400);
    expect(bad.body.error.fields).toEqual({
      sort: "Must be one of: recommended, new, updated.",
      pageSize: "Must be at most 100.",
      page: "Must be at least 1.",
      genreId: "Must be a whole number.",
      authorId: "Must be a whole number.",
      foo: "Unknown field.",
    });
  });

  it("lists an author's public books only, 48 a page by default, with their cards", async () => {
    const author = await createUser(ctx.db.knex);
    const authorId = author.authorProfile.id;
    const { book } = await publicBook(3, 1, { authorId });
    await ReaderBook.query(ctx.db.knex).insert({
      readerId: (await createUser(ctx.db.knex)).readerProfile.id,
      bookId: book.id,
      rating: 4,
      reviewedAt: new Date(),
    });
    await ReaderBook.query(ctx.db.knex).insert({
      readerId: (await createUser(ctx.db.knex)).readerProfile.id,
      bookId: book.id,
      rating: 5,
      reviewedAt: new Date(),
    });
    await createChapter(ctx.db.knex, { bookId: book.id, status: "DRAFT" });
    const draft = await createBook(ctx.db.knex, { authorId });
    const deleted = (await publicBook(1, 1, { authorId })).book;
    await Book.query(ctx.db.knex).findById(deleted.id).patch({ deleted: true });
    const suspended = (await publicBook(1, 1, { authorId })).book;
    await Book.query(ctx.db.knex).findById(suspended.id).patch({ isSuspended: true });

    const res = await anonymous().get(`/api/v1/readers/books?authorId=${authorId}`).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 48 });
    expect(res.body.items.map((item: { id: number }) => item.id)).toEqual([book.id]);
    expect(res.body.items).not.toContainEqual(expect.objectContaining({ id: draft.id }));
    const lastChapter = await Chapter.query(ctx.db.knex).where({ bookId: book.id, status: "PUBLISHED" }).max("publishedAt as at").first();
    expect(res.body.items[0]).toEqual({
      id: book.id,
      slug: book.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      type: "STORY",
      title: book.title,
      imgUrl: null,
      genre: expect.objectContaining({ id: book.genreId }),
      author: { id: authorId, name: author.authorProfile.name, imgUrl: null },
      rating: 4.5,
      reviewsCount: 2,
      chaptersCount: 3,
      publishedAt: book.publishedAt!.toISOString(),
      lastChapterPublishedAt: (lastChapter as unknown as { at: Date }).at.toISOString(),
    });
  });

  it("orders by recommendation, publication or newest chapter, and pages", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const make = async (title: string, patch: Partial<Book>, chapterAt: Date) => {
      const { book, chapters } = await publicBook(1, 1, { authorId });
      await Book.query(ctx.db.knex)
        .findById(book.id)
        .patch({ title, ...patch });
      await Chapter.query(ctx.db.knex).findById(chapters[0]!.id).patch({ publishedAt: chapterAt });
      return book.id;
    };
    const a = await make("A", { isInRecommendations: false, recommendationWeight: 9, readersCount: 50, publishedAt: day(1) }, day(10));
    const b = await make("B", { isInRecommendations: true, recommendationWeight: 1, readersCount: 0, publishedAt: day(2) }, day(3));
    const c = await make("C", { isInRecommendations: true, recommendationWeight: 5, readersCount: 0, publishedAt: day(3) }, day(4));
    const d = await make("D", { isInRecommendations: true, recommendationWeight: 5, readersCount: 7, publishedAt: day(4) }, day(5));
    const ids = async (sort: string) =>
      (await anonymous().get(`/api/v1/readers/books?authorId=${authorId}&sort=${sort}`).expect(200)).body.items.map((item: { id: number }) => item.id);
    expect(await ids("recommended")).toEqual([d, c, b, a]);
    expect(await ids("new")).toEqual([d, c, b, a]);
    expect(await ids("updated")).toEqual([a, d, c, b]);
    const second = await anonymous().get(`/api/v1/readers/books?authorId=${authorId}&sort=new&page=2&pageSize=3`).expect(200);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.body.items.map((item: { id: number }) => item.id)).toEqual([a]);
    const past = await anonymous().get(`/api/v1/readers/books?authorId=${authorId}&page=9`).expect(200);
    expect(past.body).toMatchObject({ items: [], total: 4 });
  });

  it("filters by genre", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    const genres = await ctx.db.knex("genres").select("id").orderBy("id").limit(2);
    const { book } = await publicBook(1, 1, { authorId });
    const other = (await publicBook(1, 1, { authorId })).book;
    await Book.query(ctx.db.knex).findById(other.id).patch({ genreId: genres[1].id });
    const res = await anonymous().get(`/api/v1/readers/books?authorId=${authorId}&genreId=${genres[1].id}`).expect(200);
    expect(res.body.items.map((item: { id: number }) => item.id)).toEqual([other.id]);
    expect(book.genreId).toBe(genres[0].id);
  });
});

describe("GET /api/v1/readers/books/:bookId", () => {
  it("refuses a bad id and answers 404 for a book that is not public", async () => {
    const bad = await anonymous().get("/api/v1/readers/books/abc").expect(400);
    expect(bad.body.error.fields).toEqual({ bookId: "Must be a whole number." });
    const unknownField = await anonymous().get("/api/v1/readers/books/1?x=1").expect(400);
    expect(unknownField.body.error.fields).toEqual({ x: "Unknown field." });
    const draft = await createBook(ctx.db.knex);
    const deleted = (await publicBook()).book;
    await Book.query(ctx.db.knex).findById(deleted.id).patch({ deleted: true });
    const suspended = (await publicBook()).book;
    await Book.query(ctx.db.knex).findById(suspended.id).patch({ isSuspended: true });
    for (const id of [draft.id, deleted.id, suspended.id, 999_999_999]) {
      const res = await anonymous().get(`/api/v1/readers/books/${id}`).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Book not found." });
    }
  });

  it("shows a public book's page, its series, custom domain and sanitised description", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    await AuthorProfile.query(ctx.db.knex).findById(authorId).patch({ theme: "DARK", subscriptionEnabled: true });
    await makeSeller(ctx.db.knex, authorId);
    const series = await createSeries(ctx.db.knex, { authorId, title: "The Ash Cycle" });
    const { book } = await publicBook(3, 1, { authorId, seriesId: series.id });
    await Book.query(ctx.db.knex).findById(book.id).patch({
      number: 2,
      description: '<p>Hello<script>alert(1)</script></p><img src=x onerror="alert(2)">',
      bundle: true,
      bundlePrice: 1200,
      readersCount: 12,
      viewsCount: 34,
      customChapterNumbering: true,
    });
    await createCustomDomain(ctx.db.knex, { seriesId: series.id, name: `series-${book.id}.example.test` });
    const res = await anonymous().get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(res.body.book).toMatchObject({
      id: book.id,
      description: "<p>Hello</p>",
      customChapterNumbering: true,
      publicChaptersCount: 1,
      subscribersOnly: false,
      bundlePrice: 1200,
      series: { id: series.id, title: "The Ash Cycle", number: 2 },
      readersCount: 12,
      viewsCount: 34,
      chaptersCount: 3,
      wordsCount: 12,
      authorTheme: "DARK",
      authorSubscriptionEnabled: true,
      customDomain: `series-${book.id}.example.test`,
    });
    // The book's own domain comes before its series' one; a deleted one is no domain.
    await createCustomDomain(ctx.db.knex, { bookId: book.id, name: `gone-${book.id}.example.test`, isDeleted: true });
    await createCustomDomain(ctx.db.knex, { bookId: book.id, name: `book-${book.id}.example.test` });
    const again = await anonymous().get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(again.body.book.customDomain).toBe(`book-${book.id}.example.test`);
  });

  it("hides the counts when the author hides stats, and a deleted series", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    await AuthorProfile.query(ctx.db.knex).findById(authorId).patch({ hideStatsFromPublic: true });
    const series = await createSeries(ctx.db.knex, { authorId });
    await Series.query(ctx.db.knex).findById(series.id).patch({ deleted: true });
    const { book } = await publicBook(1, 1, { authorId, seriesId: series.id });
    const res = await anonymous().get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(res.body.book).toMatchObject({ readersCount: null, viewsCount: null, series: null, customDomain: null, bundlePrice: null });
  });
});

describe("PATCH /api/v1/readers/books/:bookId/views-count", () => {
  const views = (bookId: number) =>
    Book.query(ctx.db.knex)
      .findById(bookId)
      .then((book) => book!.viewsCount);

  it("counts a viewer once per window, by address and browser or by reader", async () => {
    const { book } = await publicBook(1, 1);
    const path = `/api/v1/readers/books/${book.id}/views-count`;
    const first = await anonymous().patch(path).set("X-Forwarded-For", "10.9.9.1").set("User-Agent", "Browser A").send({}).expect(200);
    expect(first.body).toEqual({ viewsCount: 1, isCounted: true });
    const again = await anonymous().patch(path).set("X-Forwarded-For", "10.9.9.1").set("User-Agent", "Browser A").expect(200);
    expect(again.body).toEqual({ viewsCount: 1, isCounted: false });
    await anonymous().patch(path).set("X-Forwarded-For", "10.9.9.1").set("User-Agent", "Browser B").expect(200);
    await anonymous().patch(path).set("X-Forwarded-For", "10.9.9.2").set("User-Agent", "Browser A").expect(200);
    const reader = await signedIn();
    expect((await reader.agent.patch(path).set("User-Agent", "Phone").expect(200)).body).toEqual({ viewsCount: 4, isCounted: true });
    expect((await reader.agent.patch(path).set("User-Agent", "Laptop").expect(200)).body).toEqual({ viewsCount: 4, isCounted: false });
    expect(await views(book.id)).toBe(4);
    const keys = await ctx.redis.keys(`${ctx.config.redisPrefix}views:book:${book.id}:*`);
    expect(keys).toHaveLength(4);
    expect(keys.join(" ")).not.toContain("10.9.9.1");
    expect(await ctx.redis.ttl(keys[0]!)).toBeGreaterThan(29 * 60);
  });

  it("answers 404 for a book that is not public and 400 for a bad id", async () => {
    const draft = await createBook(ctx.db.knex);
    const res = await anonymous().patch(`/api/v1/readers/books/${draft.id}/views-count`).expect(404);
    expect(res.body.error.message).toBe("Book not found.");
    expect(await views(draft.id)).toBe(0);
    const bad = await anonymous().patch("/api/v1/readers/books/0/views-count").expect(400);
    expect(bad.body.error.fields).toEqual({ bookId: "Must be a whole number." });
  });

  it("counts but does not show the count when the author hides stats", async () => {
    const { book, authorId } = await publicBook(1, 1);
    await AuthorProfile.query(ctx.db.knex).findById(authorId).patch({ hideStatsFromPublic: true });
    const res = await anonymous().patch(`/api/v1/readers/books/${book.id}/views-count`).expect(200);
    expect(res.body).toEqual({ viewsCount: null, isCounted: true });
    expect(await views(book.id)).toBe(1);
  });

  it("answers at most BOOK_VIEW_LIMIT calls a minute from one address, then 429; another address is still counted", async () => {
    const limit = RATE_LIMITS.bookView.rules.address.points;
    const { book } = await publicBook(1, 1);
    const from = (address: string) => anonymous().patch(`/api/v1/readers/books/${book.id}/views-count`).set("X-Forwarded-For", address);
    for (let i = 0; i < limit; i += 1) await from("198.51.100.41").expect(200);
    const limited = await from("198.51.100.41").expect(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: "Too many book views counted from this network. Please wait a minute and try again." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await from("198.51.100.42").expect(200)).body).toEqual({ viewsCount: 2, isCounted: true });
  });
});

describe("GET /api/v1/readers/series and /series/:seriesId", () => {
  it("lists live series holding a public book, with their first cover", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    const series = await createSeries(ctx.db.knex, { authorId, title: "Shown" });
    const first = (await publicBook(1, 1, { authorId, seriesId: series.id })).book;
    const second = (await publicBook(1, 1, { authorId, seriesId: series.id })).book;
    await Book.query(ctx.db.knex).findById(first.id).patch({ number: 1 });
    await Book.query(ctx.db.knex).findById(second.id).patch({ number: 2, imgUrl: "https://img.example.test/2.png" });
    const onlyDrafts = await createSeries(ctx.db.knex, { authorId, title: "Drafts" });
    await Book.query(ctx.db.knex).insert({ authorId, title: "Draft", seriesId: onlyDrafts.id });
    const deleted = await createSeries(ctx.db.knex, { authorId, title: "Deleted" });
    await publicBook(1, 1, { authorId, seriesId: deleted.id });
    await Series.query(ctx.db.knex).findById(deleted.id).patch({ deleted: true });

    const res = await anonymous().get(`/api/v1/readers/series?authorId=${authorId}`).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 48 });
    expect(res.body.items).toEqual([
      {
        id: series.id,
        title: "Shown",
        imgUrl: null,
        author: expect.objectContaining({ id: authorId }),
        booksCount: 2,
        coverUrl: "https://img.example.test/2.png",
      },
    ]);
    const bad = await anonymous().get("/api/v1/readers/series?pageSize=0&x=1").expect(400);
    expect(bad.body.error.fields).toEqual({ pageSize: "Must be at least 1.", x: "Unknown field." });
    const badId = await anonymous().get("/api/v1/readers/series/abc").expect(400);
    expect(badId.body.error.fields).toEqual({ seriesId: "Must be a whole number." });
    for (const id of [onlyDrafts.id, deleted.id, 999_999_999]) {
      const missing = await anonymous().get(`/api/v1/readers/series/${id}`).expect(404);
      expect(missing.body.error).toEqual({ code: "not_found", message: "Collection not found." });
    }
  });

  it("shows a series with its public books in order and the subseries holding them", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    await AuthorProfile.query(ctx.db.knex).findById(authorId).patch({ theme: "GREY" });
    const series = await createSeries(ctx.db.knex, { authorId, title: "Saga" });
    await Series.query(ctx.db.knex).findById(series.id).patch({ description: "<p>Long<script>x</script></p>", subscriptionEnabled: true });
    const part = await createSubseries(ctx.db.knex, { seriesId: series.id, title: "Part One" });
    const emptyPart = await createSubseries(ctx.db.knex, { seriesId: series.id, title: "Part Two" });
    const second = (await publicBook(1, 1, { authorId, seriesId: series.id })).book;
    const first = (await publicBook(1, 1, { authorId, seriesId: series.id })).book;
    await Book.query(ctx.db.knex).findById(first.id).patch({ number: 1, subseriesId: part.id, numberInSubseries: 1 });
    await Book.query(ctx.db.knex).findById(second.id).patch({ number: 2 });
    await Book.query(ctx.db.knex).insert({ authorId, title: "Unpublished", seriesId: series.id, number: 3, subseriesId: emptyPart.id });
    await createCustomDomain(ctx.db.knex, { seriesId: series.id, name: `saga-${series.id}.example.test` });

    const res = await anonymous().get(`/api/v1/readers/series/${series.id}`).expect(200);
    expect(res.body.series).toMatchObject({
      id: series.id,
      title: "Saga",
      description: "<p>Long</p>",
      booksCount: 2,
      authorTheme: "GREY",
      subscriptionEnabled: true,
      customDomain: `saga-${series.id}.example.test`,
      subseries: [{ id: part.id, title: "Part One", description: null, number: 1, bookIds: [first.id] }],
    });
    expect(res.body.series.books.map((book: { id: number; number: number }) => [book.id, book.number])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(res.body.series.books[0]).toMatchObject({ subseriesId: part.id, numberInSubseries: 1, chaptersCount: 1, slug: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain("Unpublished");
  });
});

describe("reader chapters: who reads what", () => {
  /**
   * A book of five published chapters (two free) and a draft between 2 and 3,
   * which no index counts; chapter 3 has staged edits no reader may see.
   */
  async function bookWithChapters(options: { subscribersOnly?: boolean } = {}) {
    const author = await signedIn();
    const series = await createSeries(ctx.db.knex, { authorId: author.authorId });
    await AuthorProfile.query(ctx.db.knex).findById(author.authorId).patch({ subscriptionEnabled: true });
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, seriesId: series.id, publicChaptersCount: 2, ...options });
    const chapters: Chapter[] = [];
    for (let index = 1; index <= 5; index += 1) {
      if (index === 3) await createChapter(ctx.db.knex, { bookId: book.id, markup: "<p>Draft secret.</p>", status: "DRAFT" });
      chapters.push(await createChapter(ctx.db.knex, { bookId: book.id, title: `Title ${index}`, markup: `<p>${TEXT(index)}</p>`, status: "PUBLISHED" }));
    }
    await chapters[2]!.$query(ctx.db.knex).patch({ stagedMarkup: "<p>Staged secret.</p>", stagedTitle: "Staged title" });
    return { author, series, book, chapters };
  }

  const chaptersPath = (bookId: number) => `/api/v1/readers/books/${bookId}/chapters`;
  const accessOf = async (agent: Agent | ReturnType<typeof anonymous>, bookId: number) =>
    ((await agent.get(chaptersPath(bookId)).expect(200)).body.chapters as { access: string }[]).map((chapter) => chapter.access);

  it("lists the published chapters in order with headings and no text", async () => {
    const { book } = await bookWithChapters();
    const res = await anonymous().get(chaptersPath(book.id)).expect(200);
    expect(res.body.chapters).toHaveLength(5);
    expect(res.body.chapters[2]).toEqual({
      index: 3,
      title: "Title 3",
      heading: "Chapter 3",
      wordCount: expect.any(Number),
      publishedAt: expect.any(String),
      access: "locked",
      hasAudio: false,
    });
    expect(res.text).not.toMatch(/Text of chapter|secret|Staged title|markup/);
    await Book.query(ctx.db.knex).findById(book.id).patch({ customChapterNumbering: true });
    await Chapter.query(ctx.db.knex).where({ bookId: book.id, title: "Title 1" }).patch({ customNumbering: "Prologue" });
    const custom = await anonymous().get(chaptersPath(book.id)).expect(200);
    expect(custom.body.chapters.map((chapter: { heading: string }) => chapter.heading)).toEqual([
      "Prologue",
      "Chapter 2",
      "Chapter 3",
      "Chapter 4",
      "Chapter 5",
    ]);
  });

  it("gives each kind of reader the access the rule says", async () => {
    const { author, series, book, chapters } = await bookWithChapters();
    const reader = await signedIn();
    const admin = await signedIn({ admin: true });
    expect(await accessOf(anonymous(), book.id)).toEqual(["free", "free", "locked", "locked", "locked"]);
    expect(await accessOf(reader.agent, book.id)).toEqual(["free", "free", "locked", "locked", "locked"]);
    expect(await accessOf(author.agent, book.id)).toEqual(["author", "author", "author", "author", "author"]);
    expect(await accessOf(admin.agent, book.id)).toEqual(["admin", "admin", "admin", "admin", "admin"]);

    await unlockChapters(ctx.db.knex, { readerId: reader.readerId, bookId: book.id, chapterIds: [chapters[3]!.id] });
    expect(await accessOf(reader.agent, book.id)).toEqual(["free", "free", "locked", "bought", "locked"]);
    await createReaderBook(ctx.db.knex, { readerId: reader.readerId, bookId: book.id, entireBook: true });
    expect(await accessOf(reader.agent, book.id)).toEqual(["free", "free", "bought", "bought", "bought"]);

    const authorFan = await signedIn();
    await createAuthorSubscription(ctx.db.knex, { readerId: authorFan.readerId, authorId: author.authorId });
    expect(await accessOf(authorFan.agent, book.id)).toEqual(["free", "free", "subscribed", "subscribed", "subscribed"]);
    const seriesFan = await signedIn();
    await createSeriesSubscription(ctx.db.knex, { readerId: seriesFan.readerId, seriesId: series.id });
    expect(await accessOf(seriesFan.agent, book.id)).toEqual(["free", "free", "subscribed", "subscribed", "subscribed"]);
    const lapsed = await signedIn();
    await createAuthorSubscription(ctx.db.knex, { readerId: lapsed.readerId, authorId: author.authorId, isActive: false });
    await createSeriesSubscription(ctx.db.knex, { readerId: lapsed.readerId, seriesId: series.id, isActive: false });
    // Another author's subscription opens nothing here.
    await createAuthorSubscription(ctx.db.knex, { readerId: lapsed.readerId, authorId: reader.authorId });
    expect(await accessOf(lapsed.agent, book.id)).toEqual(["free", "free", "locked", "locked", "locked"]);
  });

  it("serves an open chapter's published text, never the staged one", async () => {
    const { author, book } = await bookWithChapters();
    const free = await anonymous()
      .get(`${chaptersPath(book.id)}/2`)
      .expect(200);
    expect(free.body.chapter).toEqual({
      index: 2,
      title: "Title 2",
      heading: "Chapter 2",
      wordCount: 4,
      publishedAt: expect.any(String),
      access: "free",
      hasAudio: false,
      bookId: book.id,
      markup: `<p>${TEXT(2)}</p>`,
      previousIndex: 1,
      nextIndex: 3,
      chaptersCount: 5,
    });
    const own = await author.agent.get(`${chaptersPath(book.id)}/3`).expect(200);
    expect(own.body.chapter).toMatchObject({ index: 3, title: "Title 3", markup: `<p>${TEXT(3)}</p>`, access: "author" });
    expect(own.text).not.toContain("Staged");
    const last = await author.agent.get(`${chaptersPath(book.id)}/5`).expect(200);
    expect(last.body.chapter).toMatchObject({ previousIndex: 4, nextIndex: null });
  });

  it("refuses a locked chapter with chapter_locked and none of its text", async () => {
    const { book } = await bookWithChapters();
    await Book.query(ctx.db.knex).findById(book.id).patch({ chapterPrice: 99 });
    await makeSeller(ctx.db.knex, book.authorId);
    const reader = await signedIn();
    for (const agent of [anonymous(), reader.agent]) {
      const res = await agent.get(`${chaptersPath(book.id)}/3`).expect(403);
      expect(res.body).toEqual({ error: { code: "chapter_locked", message: "This chapter is locked." } });
      expect(res.text).not.toMatch(/Text of chapter|secret|Title 3/);
    }
    const access = await reader.agent.get(`${chaptersPath(book.id)}/3/check-access`).expect(200);
    expect(access.body).toEqual({
      access: {
        chapterIndex: 3,
        isOpen: false,
        reason: "locked",
        unlock: {
          needsSignIn: false,
          freeChaptersCount: 2,
          canBuyChapters: true,
          chapterPrice: 99,
          bundlePrice: null,
          canSubscribe: true,
          unlocksFreeAt: null,
          subscribersOnlyUntil: null,
          // Chapters 3 to 5 are left to buy from here: no pack of more.
          chapterPacks: [1, 2, 3],
        },
      },
    });
    expect(access.text).not.toMatch(/Text of chapter|secret/);
    const anon = await anonymous()
      .get(`${chaptersPath(book.id)}/4/check-access`)
      .expect(200);
    expect(anon.body.access.unlock.needsSignIn).toBe(true);
    const open = await anonymous()
      .get(`${chaptersPath(book.id)}/1/check-access`)
      .expect(200);
    expect(open.body.access).toEqual({ chapterIndex: 1, isOpen: true, reason: "free", unlock: null });
  });

  it("opens bought and subscribed chapters, and keeps a purchase when chapters move", async () => {
    const { author, book, chapters } = await bookWithChapters();
    const reader = await signedIn();
    await unlockChapters(ctx.db.knex, { readerId: reader.readerId, bookId: book.id, chapterIds: [chapters[3]!.id] });
    const bought = await reader.agent.get(`${chaptersPath(book.id)}/4`).expect(200);
    expect(bought.body.chapter).toMatchObject({ markup: `<p>${TEXT(4)}</p>`, access: "bought" });
    await reader.agent.get(`${chaptersPath(book.id)}/3`).expect(403);

    // The draft before chapter 3 is published: the bought chapter is fifth now, and the new fourth stays locked.
    await Chapter.query(ctx.db.knex).where({ bookId: book.id, status: "DRAFT" }).patch({ status: "PUBLISHED", publishedAt: new Date() });
    expect(await accessOf(reader.agent, book.id)).toEqual(["free", "free", "locked", "locked", "bought", "locked"]);
    const moved = await reader.agent.get(`${chaptersPath(book.id)}/5`).expect(200);
    expect(moved.body.chapter.markup).toBe(`<p>${TEXT(4)}</p>`);
    const newFourth = await reader.agent.get(`${chaptersPath(book.id)}/4`).expect(403);
    expect(newFourth.text).not.toContain(TEXT(3));

    const fan = await signedIn();
    await createAuthorSubscription(ctx.db.knex, { readerId: fan.readerId, authorId: author.authorId });
    const subscribed = await fan.agent.get(`${chaptersPath(book.id)}/6`).expect(200);
    expect(subscribed.body.chapter).toMatchObject({ markup: `<p>${TEXT(5)}</p>`, access: "subscribed", nextIndex: null });
  });

  it("frees a paid chapter at its unlock time and says when, and sells nothing of a subscribers-only book", async () => {
    const { book, chapters } = await bookWithChapters({ subscribersOnly: true });
    await Book.query(ctx.db.knex).findById(book.id).patch({ chapterPrice: 99 });
    const unlockAt = new Date(Date.now() + 86_400_000);
    await chapters[2]!.$query(ctx.db.knex).patch({ scheduledUnlockAt: unlockAt });
    const res = await anonymous()
      .get(`${chaptersPath(book.id)}/3/check-access`)
      .expect(200);
    expect(res.body.access).toMatchObject({
      isOpen: false,
      unlock: { canBuyChapters: false, chapterPrice: null, bundlePrice: null, unlocksFreeAt: unlockAt.toISOString() },
    });
    await anonymous()
      .get(`${chaptersPath(book.id)}/3`)
      .expect(403);
    await chapters[2]!.$query(ctx.db.knex).patch({ scheduledUnlockAt: new Date(Date.now() - 1000) });
    await anonymous()
      .get(`${chaptersPath(book.id)}/3`)
      .expect(200);
    // A free chapter stays free whatever its unlock time.
    await chapters[1]!.$query(ctx.db.knex).patch({ scheduledUnlockAt: unlockAt });
    await anonymous()
      .get(`${chaptersPath(book.id)}/2`)
      .expect(200);
  });

  it("answers 404 past the last published chapter or for a book that is not public, 400 for a bad index", async () => {
    const { book } = await bookWithChapters();
    for (const path of [`${chaptersPath(book.id)}/6`, `${chaptersPath(book.id)}/6/check-access`]) {
      const res = await anonymous().get(path).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Chapter not found." });
    }
    const bad = await anonymous()
      .get(`${chaptersPath(book.id)}/0`)
      .expect(400);
    expect(bad.body.error.fields).toEqual({ chapterIndex: "Must be at least 1." });
    const word = await anonymous()
      .get(`${chaptersPath(book.id)}/one/check-access`)
      .expect(400);
    expect(word.body.error.fields).toEqual({ chapterIndex: "Must be a whole number." });
    const draft = await createBook(ctx.db.knex);
    await createChapter(ctx.db.knex, { bookId: draft.id, status: "PUBLISHED" });
    const deleted = (await publicBook(3, 3)).book;
    await Book.query(ctx.db.knex).findById(deleted.id).patch({ deleted: true });
    for (const id of [draft.id, deleted.id]) {
      for (const path of [chaptersPath(id), `${chaptersPath(id)}/1`, `${chaptersPath(id)}/1/check-access`]) {
        const res = await anonymous().get(path).expect(404);
        expect(res.body.error.message).toBe("Book not found.");
        expect(res.text).not.toContain("Once upon a time");
      }
    }
  });
});

describe("GET /api/v1/readers/author-profiles/:authorId and its newsletters", () => {
  it("shows an author's public page with their public books only", async () => {
    const { user, authorProfile } = await createUser(ctx.db.knex);
    await AuthorProfile.query(ctx.db.knex)
      .findById(authorProfile.id)
      .patch({ bio: "<p>Hi<script>x</script></p>", website: "https://a.example.test", subscriptionEnabled: true, subscriptionAmount: 500 });
    const { book } = await publicBook(2, 1, { authorId: authorProfile.id });
    await Book.query(ctx.db.knex).findById(book.id).patch({ readersCount: 3 });
    const draft = await createBook(ctx.db.knex, { authorId: authorProfile.id });
    const res = await anonymous().get(`/api/v1/readers/author-profiles/${authorProfile.id}`).expect(200);
    expect(res.body.authorProfile).toMatchObject({
      id: authorProfile.id,
      name: authorProfile.name,
      bio: "<p>Hi</p>",
      website: "https://a.example.test",
      subscriptionEnabled: true,
      subscriptionAmount: 500,
      publishedBooksCount: 1,
      readersCount: 3,
    });
    expect(res.body.authorProfile.books.map((card: { id: number }) => card.id)).toEqual([book.id]);
    expect(JSON.stringify(res.body)).not.toContain(draft.title);
    expect(res.body.authorProfile).not.toHaveProperty("stripeId");
    await ctx.db.knex("users").where({ id: user.id }).update({ status: "SUSPENDED" });
    const gone = await anonymous().get(`/api/v1/readers/author-profiles/${authorProfile.id}`).expect(404);
    expect(gone.body.error.message).toBe("Author not found.");
    const bad = await anonymous().get("/api/v1/readers/author-profiles/x").expect(400);
    expect(bad.body.error.fields).toEqual({ authorId: "Must be a whole number." });
  });

  it("lists sent newsletters newest first, one page at a time", async () => {
    const authorId = (await createUser(ctx.db.knex)).authorProfile.id;
    const at = (n: number) => new Date(Date.UTC(2026, 5, n));
    const older = await Newsletter.query(ctx.db.knex).insertAndFetch({
      authorId,
      subject: "Older",
      markup: "<p>One<script>x</script></p>",
      status: "SENT",
      sentAt: at(1),
    });
    const newer = await Newsletter.query(ctx.db.knex).insertAndFetch({ authorId, subject: "Newer", markup: null, status: "SENT", sentAt: at(2) });
    await Newsletter.query(ctx.db.knex).insert({ authorId, subject: "Draft", status: "DRAFT" });
    await Newsletter.query(ctx.db.knex).insert({ authorId, subject: "Removed", status: "SENT", sentAt: at(3), deleted: true });
    const path = `/api/v1/readers/author-profiles/${authorId}/newsletters`;
    const res = await anonymous().get(path).expect(200);
    expect(res.body).toEqual({
      items: [
        { id: newer.id, subject: "Newer", markup: null, sentAt: at(2).toISOString() },
        { id: older.id, subject: "Older", markup: "<p>One</p>", sentAt: at(1).toISOString() },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const second = await anonymous().get(`${path}?page=2&pageSize=1`).expect(200);
    expect(second.body).toMatchObject({ items: [{ id: older.id }], total: 2, page: 2, pageSize: 1 });
    const bad = await anonymous().get(`${path}?pageSize=500`).expect(400);
    expect(bad.body.error.fields).toEqual({ pageSize: "Must be at most 100." });
    const missing = await anonymous().get("/api/v1/readers/author-profiles/999999999/newsletters").expect(404);
    expect(missing.body.error.message).toBe("Author not found.");
  });
});
