import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile, Book, Chapter } from "@storyloom/db/models";
import { createBook, createChapter, createPublishedBook, createUser } from "@storyloom/testkit/factories";
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

const DAY = 86_400_000;
const NOT_FOUND = { code: "not_found", message: "Book not found." };

describe("PATCH /api/v1/books/:bookId: prices and paywall rules", () => {
  it("refuses bad prices and rules naming each field", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId });
    const path = `/api/v1/books/${book.id}`;
    const low = await agent
      .patch(path)
      .send({ chapterPrice: 49, bundlePrice: 0, paidLatestChaptersCount: 0, freeAfterDays: 0, subscriberEarlyDays: -1 })
      .expect(400);
    expect(low.body.error.fields).toEqual({
      chapterPrice: "Must be at least 0.50.",
      bundlePrice: "Must be at least 0.50.",
      paidLatestChaptersCount: "Must be at least 1.",
      freeAfterDays: "Must be at least 1.",
      subscriberEarlyDays: "Must be at least 1.",
    });
    const high = await agent
      .patch(path)
      .send({ chapterPrice: 10_001, bundlePrice: 100_001, paidLatestChaptersCount: 10_001, freeAfterDays: 3651, subscriberEarlyDays: 366 })
      .expect(400);
    expect(high.body.error.fields).toEqual({
      chapterPrice: "Must be at most 100.00.",
      bundlePrice: "Must be at most 1000.00.",
      paidLatestChaptersCount: "Must be at most 10000.",
      freeAfterDays: "Must be at most 3650.",
      subscriberEarlyDays: "Must be at most 365.",
    });
    const odd = await agent.patch(path).send({ chapterPrice: 0.99, bundlePrice: "15", bundle: "yes", freeAfterDays: 1.5 }).expect(400);
    expect(odd.body.error.fields).toEqual({
      chapterPrice: "Must be a whole number of cents.",
      bundlePrice: "Must be a whole number of cents.",
      bundle: "Must be true or false.",
      freeAfterDays: "Must be a whole number.",
    });
    // The whole book is sold at a price: sent now, or saved before.
    const unpriced = await agent.patch(path).send({ bundle: true }).expect(400);
    expect(unpriced.body.error).toEqual({
      code: "validation_error",
      message: "bundlePrice: Set a price to sell the whole book.",
      fields: { bundlePrice: "Set a price to sell the whole book." },
    });
    await agent.patch(path).send({ bundle: true, bundlePrice: null }).expect(400);
    expect(await Book.query(ctx.db.knex).findById(book.id)).toMatchObject({ bundle: false, bundlePrice: null, chapterPrice: null, freeAfterDays: null });
  });

  it("saves the prices and rules, answers them in the book, and turns a rule off with null", async () => {
    const { agent, authorId } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId });
    const path = `/api/v1/books/${book.id}`;
    const rules = { chapterPrice: 50, bundle: true, bundlePrice: 1999, paidLatestChaptersCount: 5, freeAfterDays: 7, subscriberEarlyDays: 3 };
    expect((await agent.patch(path).send(rules).expect(200)).body.book).toMatchObject(rules);
    expect((await agent.get(path).expect(200)).body.book).toMatchObject(rules);
    // The price stays saved when the whole book is taken off sale, so selling it again needs no price.
    expect((await agent.patch(path).send({ bundle: false }).expect(200)).body.book).toMatchObject({ bundle: false, bundlePrice: 1999 });
    expect((await agent.patch(path).send({ bundle: true }).expect(200)).body.book).toMatchObject({ bundle: true, bundlePrice: 1999 });
    const off = await agent.patch(path).send({ chapterPrice: null, paidLatestChaptersCount: null, freeAfterDays: null, subscriberEarlyDays: null }).expect(200);
    expect(off.body.book).toMatchObject({ chapterPrice: null, paidLatestChaptersCount: null, freeAfterDays: null, subscriberEarlyDays: null, bundle: true });
  });

  it("gives the published chapters their unlock time in the chapter's JSON when 'free after X days' is set, and moves it with X", async () => {
    const author = await signedInAuthor();
    const { book, chapters } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1 });
    const publishedAt = new Date("2026-11-01T08:00:00.000Z");
    await Chapter.query(ctx.db.knex).findById(chapters[0]!.id).patch({ publishedAt });
    const chapterPath = `/api/v1/books/${book.id}/chapters/${chapters[0]!.id}`;
    await author.agent.patch(`/api/v1/books/${book.id}`).send({ freeAfterDays: 7 }).expect(200);
    expect((await author.agent.get(chapterPath).expect(200)).body.chapter.scheduledUnlockAt).toBe(new Date(publishedAt.getTime() + 7 * DAY).toISOString());
    await author.agent.patch(`/api/v1/books/${book.id}`).send({ freeAfterDays: 2 }).expect(200);
    expect((await author.agent.get(chapterPath).expect(200)).body.chapter.scheduledUnlockAt).toBe(new Date(publishedAt.getTime() + 2 * DAY).toISOString());
  });
});

describe("GET /api/v1/books/:bookId/chapter-access", () => {
  it("answers 401 to the anonymous, 400 for a bad id, and 404 for someone else's book as for none", async () => {
    const owner = await signedInAuthor();
    const { agent } = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId: owner.authorId });
    const anonymous = await request(ctx.app).get(`/api/v1/books/${book.id}/chapter-access`).expect(401);
    expect(anonymous.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    expect((await agent.get("/api/v1/books/abc/chapter-access").expect(400)).body.error.fields).toEqual({ bookId: "Must be a whole number." });
    for (const id of [book.id, 999_999_999]) expect((await agent.get(`/api/v1/books/${id}/chapter-access`).expect(404)).body.error).toEqual(NOT_FOUND);
    await Book.query(ctx.db.knex).findById(book.id).patch({ deleted: true });
    expect((await owner.agent.get(`/api/v1/books/${book.id}/chapter-access`).expect(404)).body.error).toEqual(NOT_FOUND);
  });

  it("tells the author who reads each chapter today and when that changes, and lets an admin look", async () => {
    const author = await signedInAuthor();
    await AuthorProfile.query(ctx.db.knex).findById(author.authorId).patch({ subscriptionEnabled: true });
    const { book, chapters } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 3, publicChaptersCount: 1 });
    const now = Date.now();
    await Chapter.query(ctx.db.knex)
      .where({ bookId: book.id })
      .patch({ publishedAt: new Date(now - 30 * DAY) });
    const newest = new Date(now - DAY);
    await Chapter.query(ctx.db.knex).findById(chapters[2]!.id).patch({ publishedAt: newest });
    const draft = await createChapter(ctx.db.knex, { bookId: book.id, title: "Not yet" });
    await author.agent.patch(`/api/v1/books/${book.id}`).send({ chapterPrice: 99, freeAfterDays: 10, subscriberEarlyDays: 3 }).expect(200);

    const res = await author.agent.get(`/api/v1/books/${book.id}/chapter-access`).expect(200);
    expect(res.body).toEqual({
      chapters: [
        { chapterId: chapters[0]!.id, number: 1, title: "Chapter title 1", today: "EVERYONE", changesAt: null, then: null },
        // Published a month ago: free after ten days already.
        { chapterId: chapters[1]!.id, number: 2, title: "Chapter title 2", today: "EVERYONE", changesAt: null, then: null },
        {
          chapterId: chapters[2]!.id,
          number: 3,
          title: "Chapter title 3",
          today: "SUBSCRIBERS",
          changesAt: new Date(newest.getTime() + 3 * DAY).toISOString(),
          then: "BUYERS_AND_SUBSCRIBERS",
        },
        { chapterId: draft.id, number: 4, title: "Not yet", today: "NOBODY_YET", changesAt: null, then: null },
      ],
    });
    const admin = await signedInAuthor({ admin: true });
    expect((await admin.agent.get(`/api/v1/books/${book.id}/chapter-access`).expect(200)).body).toEqual(res.body);
  });
});
