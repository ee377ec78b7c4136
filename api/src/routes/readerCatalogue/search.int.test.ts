import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile, Book } from "@storyloom/db/models";
import { RATE_LIMITS } from "@storyloom/domain/rateLimit.ts";
import { createBook, createPublishedBook, createSeries, createSeriesBook, createUser } from "@storyloom/testkit/factories";
import type { SearchHitView } from "../../presenters/views/readerCatalogue.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface SearchPage {
  items: SearchHitView[];
  total: number;
  page: number;
  pageSize: number;
}

async function search(query: string): Promise<SearchPage> {
  const answer = await request(ctx.app).get(`/api/v1/readers/search?${query}`).expect(200);
  return answer.body as SearchPage;
}

/** The titles of a page's hits, books and series alike, in their order. */
const titles = (page: SearchPage) => page.items.map((hit) => (hit.kind === "book" ? hit.book.title : `series: ${hit.series.title}`));

async function author(name: string): Promise<number> {
  const { authorProfile } = await createUser(ctx.db.knex);
  await AuthorProfile.query(ctx.db.knex).patch({ name }).where({ id: authorProfile.id });
  return authorProfile.id;
}

async function publicBook(title: string, options: { authorId?: number; seriesId?: number; description?: string; genre?: string } = {}): Promise<number> {
  const { book } = await createPublishedBook(ctx.db.knex, {
    title,
    chapters: 1,
    publicChaptersCount: 1,
    ...(options.authorId ? { authorId: options.authorId } : {}),
    ...(options.seriesId ? { seriesId: options.seriesId } : {}),
  });
  const patch: Record<string, unknown> = {};
  if (options.description !== undefined) patch.description = options.description;
  if (options.genre !== undefined) patch.genreId = (await ctx.db.knex("genres").where({ name: options.genre }).first<{ id: number }>("id")).id;
  if (Object.keys(patch).length > 0) await Book.query(ctx.db.knex).patch(patch).where({ id: book.id });
  return book.id;
}

describe("GET /api/v1/readers/search", () => {
  it("refuses a missing, too short or too long search, and bad paging, naming each field", async () => {
    const missing = await request(ctx.app).get("/api/v1/readers/search").expect(400);
    expect(missing.body.error.fields).toEqual({ q: "This field is required." });
    const short = await request(ctx.app).get("/api/v1/readers/search?q=%20a%20%20&page=0&pageSize=101&seriesId=x&sort=new").expect(400);
    expect(short.body.error.fields).toEqual({
      q: "Must be at least 2 characters.",
      page: "Must be at least 1.",
      pageSize: "Must be at most 100.",
      seriesId: "Must be a whole number.",
      sort: "Unknown field.",
    });
    const long = await request(ctx.app)
      .get(`/api/v1/readers/search?q=${"a".repeat(101)}`)
      .expect(400);
    expect(long.body.error.fields).toEqual({ q: "Input can't be longer than 100 characters." });
  });

  it("finds a title despite a typo, in any case, best match first", async () => {
    await publicBook("The Marrowind Lantern");
    await publicBook("Songs of the Marrowind Coast", { description: "<p>A lantern maker crosses the sea.</p>" });
    await publicBook("An Unrelated Almanac");

    const found = await search("q=marowind%20LANTREN");
    expect(titles(found)[0]).toBe("The Marrowind Lantern");
    expect(titles(found)).not.toContain("An Unrelated Almanac");
    // One typo in a single word of seven letters (half its trigrams) passes in a title; descriptions are matched by their words.
    expect(titles(await search("q=lantren"))).toEqual(["The Marrowind Lantern"]);
    expect(titles(await search("q=lantern%20makers"))).toEqual(["Songs of the Marrowind Coast", "The Marrowind Lantern"]);
    expect(found).toMatchObject({ page: 1, pageSize: 24 });
    const [first] = found.items;
    expect(first?.kind === "book" && first.book).toMatchObject({ slug: "the-marrowind-lantern", chaptersCount: 1, author: { name: expect.any(String) } });
  });

  it("forgives accents both ways", async () => {
    await publicBook("Café Éléonore");
    await publicBook("Zoe and the Naive Orchard");
    expect(titles(await search("q=cafe%20eleonore"))).toEqual(["Café Éléonore"]);
    expect(titles(await search(`q=${encodeURIComponent("Zoë naïve")}`))).toEqual(["Zoe and the Naive Orchard"]);
  });

  it("finds an author's public books by their name, and never a draft, a deleted or a suspended book", async () => {
    const authorId = await author("Ysolde Farrowmere");
    await publicBook("Glass Harbour", { authorId });
    await publicBook("Second Tide", { authorId });
    await createBook(ctx.db.knex, { authorId, title: "Farrowmere Draft" });
    const deleted = await publicBook("Farrowmere Deleted", { authorId });
    const suspended = await publicBook("Farrowmere Suspended", { authorId });
    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: deleted });
    await Book.query(ctx.db.knex).patch({ isSuspended: true }).where({ id: suspended });

    const found = await search("q=farowmere");
    expect(titles(found).sort()).toEqual(["Glass Harbour", "Second Tide"]);
    expect(found.total).toBe(2);
  });

  it("finds books by their description and their genre, a title match first", async () => {
    await publicBook("Quietwater", { description: "<p>A cartographer maps the Vellichor marshes.</p>" });
    await publicBook("Vellichor", { description: "<p>Nothing about maps.</p>" });
    expect(titles(await search("q=vellichor"))).toEqual(["Vellichor", "Quietwater"]);

    await publicBook("Neon Rain Over Kessa", { genre: "Cyberpunk" });
    expect(titles(await search("q=cyberpunk"))).toContain("Neon Rain Over Kessa");
    await publicBook("Fogbound", { genre: "Mystery" });
    expect(titles(await search("q=mistery"))).toContain("Fogbound");
  });

  it("finds public series (with a public book) among the books, and keeps a series' site to its own books", async () => {
    const authorId = await author("Series Writer");
    const series = await createSeries(ctx.db.knex, { authorId, title: "The Thornwick Chronicles" });
    const empty = await createSeries(ctx.db.knex, { authorId, title: "Thornwick Sketches" });
    await publicBook("Thornwick Rising", { authorId, seriesId: series.id });
    await publicBook("Thornwick Alone", { authorId });
    await createSeriesBook(ctx.db.knex, { seriesId: empty.id, title: "Thornwick Unpublished" });

    const everywhere = await search("q=thornwick");
    expect(titles(everywhere).sort()).toEqual(["Thornwick Alone", "Thornwick Rising", "series: The Thornwick Chronicles"]);
    const [seriesHit] = everywhere.items.filter((hit) => hit.kind === "series");
    expect(seriesHit).toMatchObject({ kind: "series", series: { id: series.id, booksCount: 1 } });

    const onItsSite = await search(`q=thornwick&seriesId=${series.id}`);
    expect(titles(onItsSite)).toEqual(["Thornwick Rising"]);
    expect(onItsSite.total).toBe(1);
  });

  it("pages a long answer with its total, past the end too", async () => {
    const authorId = await author("Paging Author");
    for (const number of [1, 2, 3, 4, 5]) await publicBook(`Brambleworth Volume ${number}`, { authorId });
    const pages = [
      await search("q=brambleworth&pageSize=2"),
      await search("q=brambleworth&pageSize=2&page=2"),
      await search("q=brambleworth&pageSize=2&page=3"),
    ];
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(new Set(pages.flatMap(titles)).size).toBe(5);
    const past = await search("q=brambleworth&pageSize=2&page=9");
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
    expect(await search("q=zzqqxxjj")).toMatchObject({ items: [], total: 0 });
  });

  it("answers 120 searches a minute from one address, then 429 naming the wait; another address still searches", async () => {
    const limit = RATE_LIMITS.search.rules.address.points;
    const from = (address: string) => request(ctx.app).get("/api/v1/readers/search?q=anything").set("X-Forwarded-For", address);
    for (let i = 0; i < limit; i += 1) await from("198.51.100.61").expect(200);
    const limited = await from("198.51.100.61").expect(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: "Too many searches from this network. Please wait a minute and try again." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await from("198.51.100.62").expect(200);
  });
});
