import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublishedBook, createReaderBook, createSeries, createUser, unlockChapters } from "@storyloom/testkit/factories";
import type { PageTag } from "@storyloom/domain/services/publicPages/pageTags.ts";
import { ADMIT_AFTER_RENDERS, createRenderCache } from "@storyloom/domain/services/publicPages/renderCacheStore.ts";
import type { RenderCache } from "@storyloom/domain/services/publicPages/renderCacheStore.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { signIn } from "../../auth/testing.ts";

let ctx: TestContext;
let cache: RenderCache;
beforeAll(async () => {
  ctx = await createTestContext();
  cache = createRenderCache({ redis: ctx.redis, redisPrefix: ctx.config.redisPrefix, buildId: "suspension-test" });
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<{ agent: Agent; id: number; readerId: number }> {
  const { user, password, readerProfile } = await createUser(ctx.db.knex, options);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password, options.admin ? "admin-credentials" : "credentials").expect(200);
  return { agent, id: user.id, readerId: readerProfile.id };
}

/** The storefront's side: renders `url` until the cache keeps it. */
async function cachePage(url: string, tags: PageTag[]): Promise<void> {
  for (let render = 1; render <= ADMIT_AFTER_RENDERS; render += 1) {
    const found = await cache.lookup(url);
    if (found.kind !== "miss") throw new Error(`${url}: expected a miss, got ${found.kind}`);
    await cache.store(url, found.clock, { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(url), sharedWithSignedIn: true }, tags);
  }
}

/** The invalidation runs after the commit and is not awaited by the route: poll it, bounded. */
async function expectStale(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await cache.lookup(url)).kind === "miss") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} is still cached`);
}

const ids = (res: request.Response) => (res.body.items ?? res.body.books ?? []).map((item: { id: number }) => item.id);

describe("a suspended book", () => {
  it("is refused to non-admins and unknown books are 404", async () => {
    await request(ctx.app).post("/api/v1/admin/books/1/suspend").send({}).expect(401);
    const reader = await signedIn();
    await reader.agent.post("/api/v1/admin/books/1/suspend").send({}).expect(403);
    const admin = await signedIn({ admin: true });
    expect((await admin.agent.post("/api/v1/admin/books/999999999/suspend").send({}).expect(404)).body.error.message).toBe("Book not found.");
    expect((await admin.agent.post("/api/v1/admin/books/x/suspend").send({}).expect(400)).body.error.fields).toEqual({ id: "Must be a whole number." });
  });

  it("is gone from every storefront page and call but its buyers keep access, and are told", async () => {
    const author = await createUser(ctx.db.knex, { name: "Suspended Author" });
    const series = await createSeries(ctx.db.knex, { authorId: author.authorProfile.id });
    const { book, chapters } = await createPublishedBook(ctx.db.knex, {
      authorId: author.authorProfile.id,
      seriesId: series.id,
      chapters: 3,
      publicChaptersCount: 1,
    });
    const { book: sibling } = await createPublishedBook(ctx.db.knex, {
      authorId: author.authorProfile.id,
      seriesId: series.id,
      chapters: 1,
      publicChaptersCount: 1,
    });
    const buyer = await signedIn({ name: "Whole Book Buyer" });
    await createReaderBook(ctx.db.knex, { readerId: buyer.readerId, bookId: book.id, entireBook: true });
    const chapterBuyer = await signedIn();
    await unlockChapters(ctx.db.knex, { readerId: chapterBuyer.readerId, bookId: book.id, chapterIds: [chapters[1]!.id] });
    const stranger = await signedIn();
    const pages: Array<[string, PageTag[]]> = [
      [`http://storyloom.test/book/slug/${book.id}`, [`book:${book.id}`]],
      [`http://storyloom.test/collection/${series.id}`, [`series:${series.id}`]],
      [`http://storyloom.test/author/${author.authorProfile.id}`, [`author:${author.authorProfile.id}`]],
      ["http://storyloom.test/read", ["catalogue"]],
    ];
    for (const [url, tags] of pages) await cachePage(url, tags);

    const admin = await signedIn({ admin: true });
    const suspended = await admin.agent.post(`/api/v1/admin/books/${book.id}/suspend`).send({}).expect(200);
    expect(suspended.body.book).toEqual({ id: book.id, isSuspended: true });
    await admin.agent.post(`/api/v1/admin/books/${book.id}/suspend`).send({}).expect(409);
    for (const [url] of pages) await expectStale(url);

    // Gone for the anonymous and for a reader who holds nothing.
    for (const agent of [request(ctx.app), stranger.agent]) {
      expect(ids(await agent.get("/api/v1/readers/books?sort=new&pageSize=100").expect(200))).not.toContain(book.id);
      expect(ids(await agent.get(`/api/v1/readers/books?authorId=${author.authorProfile.id}`).expect(200))).toEqual([sibling.id]);
      await agent.get(`/api/v1/readers/books/${book.id}`).expect(404);
      await agent.get(`/api/v1/readers/books/${book.id}/chapters`).expect(404);
      await agent.get(`/api/v1/readers/books/${book.id}/chapters/1`).expect(404);
      await agent.get(`/api/v1/readers/books/${book.id}/chapters/1/check-access`).expect(404);
      await agent.get(`/api/v1/readers/books/${book.id}/reviews`).expect(404);
      await agent
        .post(`/api/v1/readers/books/${book.id}/reader-book`)
        .send({ currentChapterIndex: 1, currentChapterProgress: 0 })
        .expect(agent === stranger.agent ? 404 : 401);
      const seriesPage = await agent.get(`/api/v1/readers/series/${series.id}`).expect(200);
      expect(seriesPage.body.series.books.map((item: { id: number }) => item.id)).toEqual([sibling.id]);
      const authorPage = await agent.get(`/api/v1/readers/author-profiles/${author.authorProfile.id}`).expect(200);
      expect(authorPage.body.authorProfile.books.map((item: { id: number }) => item.id)).toEqual([sibling.id]);
    }

    // The whole-book buyer reads everything, is told on the page, can buy nothing more.
    const page = await buyer.agent.get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(page.body.book).toMatchObject({ id: book.id, isSuspended: true, bundlePrice: null, authorSubscriptionEnabled: false });
    const contents = await buyer.agent.get(`/api/v1/readers/books/${book.id}/chapters`).expect(200);
    expect(contents.body.chapters.map((chapter: { access: string }) => chapter.access)).toEqual(["free", "bought", "bought"]);
    await buyer.agent.get(`/api/v1/readers/books/${book.id}/chapters/3`).expect(200);
    // The storefront's book page loads its reviews too, and the reader's place is kept as they read on.
    await buyer.agent.get(`/api/v1/readers/books/${book.id}/reviews`).expect(200);
    await buyer.agent.post(`/api/v1/readers/books/${book.id}/reader-book`).send({ currentChapterIndex: 3, currentChapterProgress: 0.5 }).expect(200);
    const place = await buyer.agent.get(`/api/v1/readers/books/${book.id}/reader-book`).expect(200);
    expect(place.body.readerBook).toMatchObject({ currentChapterIndex: 3, currentChapterProgress: 0.5 });
    const shelf = await buyer.agent.get("/api/v1/readers/bookshelf").expect(200);
    expect(shelf.body.items).toMatchObject([{ book: { id: book.id }, isSuspended: true }]);
    const mail = await ctx.db
      .knex("outgoingEmails")
      .where({ toAddress: (await ctx.db.knex("users").where({ id: buyer.id }).first("email")).email })
      .first<{ subject: string; textBody: string }>("subject", "textBody");
    expect(mail?.subject).toBe(`"${book.title}" has been suspended`);
    expect(mail?.textBody).toContain("You keep access to what you bought");

    // A reader who bought one chapter keeps that chapter, and only it.
    await chapterBuyer.agent.get(`/api/v1/readers/books/${book.id}/chapters/2`).expect(200);
    await chapterBuyer.agent.get(`/api/v1/readers/books/${book.id}/reviews`).expect(200);
    await chapterBuyer.agent.post(`/api/v1/readers/books/${book.id}/reader-book`).send({ currentChapterIndex: 2, currentChapterProgress: 0 }).expect(200);
    await chapterBuyer.agent.get(`/api/v1/readers/books/${book.id}/chapters/3`).expect(403);
    const locked = await chapterBuyer.agent.get(`/api/v1/readers/books/${book.id}/chapters/3/check-access`).expect(200);
    expect(locked.body.access).toMatchObject({ reason: "locked" });
    expect(locked.body.access.unlock).toMatchObject({ canBuyChapters: false, bundlePrice: null });
    await stranger.agent.get("/api/v1/readers/bookshelf").expect(200);

    // Restored: back for everyone, and recorded.
    await admin.agent.post(`/api/v1/admin/books/${book.id}/restore`).send({}).expect(200);
    await request(ctx.app).get(`/api/v1/readers/books/${book.id}`).expect(200);
    const log = await admin.agent.get("/api/v1/admin/audit-log?subjectType=book").expect(200);
    expect(
      log.body.items.filter((entry: { subject: { id: number } }) => entry.subject.id === book.id).map((entry: { action: string }) => entry.action),
    ).toEqual(["book.restore", "book.suspend"]);
    const listed = await admin.agent.get(`/api/v1/admin/books?search=${encodeURIComponent("Suspended Author")}`).expect(200);
    expect(listed.body.items.find((item: { id: number }) => item.id === book.id)).toMatchObject({
      isSuspended: false,
      buyersCount: 2,
      series: { id: series.id },
    });
  });

  it("suspending a series takes its page off the storefront, its books stay", async () => {
    const author = await createUser(ctx.db.knex);
    const series = await createSeries(ctx.db.knex, { authorId: author.authorProfile.id });
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorProfile.id, seriesId: series.id, chapters: 1, publicChaptersCount: 1 });
    const admin = await signedIn({ admin: true });
    await admin.agent.post(`/api/v1/admin/series/${series.id}/suspend`).send({}).expect(200);
    await request(ctx.app).get(`/api/v1/readers/series/${series.id}`).expect(404);
    expect(ids(await request(ctx.app).get(`/api/v1/readers/series?authorId=${author.authorProfile.id}`).expect(200))).toEqual([]);
    const page = await request(ctx.app).get(`/api/v1/readers/books/${book.id}`).expect(200);
    expect(page.body.book.series).toBeNull();
    await admin.agent.post(`/api/v1/admin/series/${series.id}/restore`).send({}).expect(200);
    await request(ctx.app).get(`/api/v1/readers/series/${series.id}`).expect(200);
  });
});
