import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, Series } from "@storyloom/db/models";
import { createBook, createSeries, createSeriesBook, createSubseries } from "@storyloom/testkit/factories";
import { authorRouteTests } from "../testing/routeTests.ts";
import type { SignedInAuthor } from "../../testing.ts";

const { ctx, signedInAuthor } = authorRouteTests();

/** A series of the author with three books in order. */
async function seriesWithBooks(author: SignedInAuthor, title = "The Ash Cycle") {
  const series = await createSeries(ctx.db.knex, { authorId: author.authorId, title });
  const books = [];
  for (const name of ["One", "Two", "Three"]) books.push(await createSeriesBook(ctx.db.knex, { seriesId: series.id, title: `${title} ${name}` }));
  return { series, books };
}

const titlesOf = (body: { series: { books: { title: string }[] } }) => body.series.books.map((book) => book.title);

describe("the series routes refuse", () => {
  it("the anonymous with 401", async () => {
    const series = await createSeries(ctx.db.knex);
    const res = await request(ctx.app).get("/api/v1/series").expect(401);
    expect(res.body.error.code).toBe("authentication_required");
    await request(ctx.app).get(`/api/v1/series/${series.id}`).expect(401);
    await request(ctx.app).patch(`/api/v1/series/${series.id}`).send({ title: 5 }).expect(401);
    await request(ctx.app).post(`/api/v1/series/${series.id}/subseries`).send({}).expect(401);
    await request(ctx.app).post("/api/v1/books/1/reorder").send({}).expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const { series, books } = await seriesWithBooks(author);
    const path = `/api/v1/series/${series.id}`;

    const badId = await author.agent.get("/api/v1/series/abc").expect(400);
    expect(badId.body.error.fields).toEqual({ id: "Must be a whole number." });
    const noTitle = await author.agent.post("/api/v1/series").send({ description: 3 }).expect(400);
    expect(noTitle.body.error.fields).toEqual({ title: "This field is required.", description: "Must be text." });
    const long = await author.agent
      .patch(path)
      .send({ title: "x".repeat(201), imgUrl: "javascript:alert(1)" })
      .expect(400);
    expect(long.body.error.fields).toEqual({ title: "Input can't be longer than 200 characters.", imgUrl: "Must be a web address." });
    const nothing = await author.agent.patch(path).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of title, description, imgUrl, books.");
    const twice = await author.agent
      .patch(path)
      .send({ books: [{ bookId: books[0]!.id }, { bookId: books[0]!.id }] })
      .expect(400);
    expect(twice.body.error.fields).toEqual({ books: "A book can appear only once in a collection." });
    const stranger = await createBook(ctx.db.knex);
    const notMine = await author.agent
      .patch(path)
      .send({ books: [{ bookId: stranger.id }] })
      .expect(400);
    expect(notMine.body.error.fields).toEqual({ books: `Book ${stranger.id} is not one of your books.` });
    const elsewhere = await seriesWithBooks(author, "Elsewhere");
    const inOther = await author.agent
      .patch(path)
      .send({ books: [{ bookId: elsewhere.books[0]!.id }] })
      .expect(400);
    expect(inOther.body.error.fields).toEqual({ books: '"Elsewhere One" is already in another collection.' });
    const foreignPart = await createSubseries(ctx.db.knex, { seriesId: elsewhere.series.id });
    const badPart = await author.agent
      .patch(path)
      .send({ books: [{ bookId: books[0]!.id, subseriesId: foreignPart.id }] })
      .expect(400);
    expect(badPart.body.error.fields).toEqual({ books: `Subseries ${foreignPart.id} is not part of this collection.` });

    const badRoute = await author.agent.post(`${path}/subseries`).send({ title: "Part one", route: "Part One" }).expect(400);
    expect(badRoute.body.error.fields).toEqual({ route: "Use lowercase letters, digits and single hyphens (e.g. part-one)." });
    await author.agent.post(`${path}/subseries`).send({ title: "Part one", route: "part-one" }).expect(201);
    const taken = await author.agent.post(`${path}/subseries`).send({ title: "Another", route: "part-one" }).expect(400);
    expect(taken.body.error.fields).toEqual({ route: "Another subseries of this collection uses this route." });

    const pastEnd = await author.agent.post(`/api/v1/books/${books[0]!.id}/reorder`).send({ number: 4 }).expect(400);
    expect(pastEnd.body.error.fields).toEqual({ number: "Must be at most 3." });
    const zero = await author.agent.post(`/api/v1/books/${books[0]!.id}/reorder`).send({ number: 0 }).expect(400);
    expect(zero.body.error.fields).toEqual({ number: "Must be at least 1." });
    const loose = await createBook(ctx.db.knex, { authorId: author.authorId });
    const notIn = await author.agent.post(`/api/v1/books/${loose.id}/reorder`).send({ number: 1 }).expect(400);
    expect(notIn.body.error.message).toBe("This book is not in a collection.");
  });

  it("another author's series, a deleted one and another author's book with 404, never their data (admins included)", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { series, books } = await seriesWithBooks(owner, "Secret Saga");
    const path = `/api/v1/series/${series.id}`;

    for (const stranger of [other, admin]) {
      const res = await stranger.agent.get(path).expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Collection not found." });
      expect(res.text).not.toContain("Secret");
      await stranger.agent.patch(path).send({ title: "Mine" }).expect(404);
      await stranger.agent.delete(path).expect(404);
      await stranger.agent.post(`${path}/subseries`).send({ title: "Mine" }).expect(404);
      await stranger.agent.post(`/api/v1/books/${books[0]!.id}/reorder`).send({ number: 2 }).expect(404);
      const list = await stranger.agent.get("/api/v1/series").expect(200);
      expect(list.text).not.toContain("Secret");
    }
    const part = await createSubseries(ctx.db.knex, { seriesId: series.id });
    await other.agent.patch(`${path}/subseries/${part.id}`).send({ title: "Mine" }).expect(404);
    // A subseries of another series is not found under this one.
    const mine = await seriesWithBooks(other, "Other Saga");
    await other.agent.patch(`/api/v1/series/${mine.series.id}/subseries/${part.id}`).send({ title: "Mine" }).expect(404);

    await Series.query(ctx.db.knex).findById(series.id).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.patch(path).send({ title: "Back" }).expect(404);
    await Book.query(ctx.db.knex).findById(books[1]!.id).patch({ deleted: true, seriesId: null });
    await owner.agent.post(`/api/v1/books/${books[1]!.id}/reorder`).send({ number: 1 }).expect(404);
    expect((await Series.query(ctx.db.knex).findById(series.id))?.title).toBe("Secret Saga");
  });
});

describe("the series routes", () => {
  it("list the author's collections with counts and create one", async () => {
    const author = await signedInAuthor();
    const { series, books } = await seriesWithBooks(author, "Beta");
    await Book.query(ctx.db.knex).findById(books[1]!.id).patch({ imgUrl: "https://img.example.test/two.png" });
    await createSubseries(ctx.db.knex, { seriesId: series.id });
    await createSeries(ctx.db.knex, { authorId: author.authorId, title: "Gone" }).then((gone) =>
      Series.query(ctx.db.knex).findById(gone.id).patch({ deleted: true }),
    );

    const created = await author.agent.post("/api/v1/series").send({ title: "  Alpha  ", description: "" }).expect(201);
    expect(created.body.series).toMatchObject({ title: "Alpha", description: null, books: [], subseries: [] });

    const list = await author.agent.get("/api/v1/series").expect(200);
    expect(list.body.items.map((item: { title: string }) => item.title)).toEqual(["Alpha", "Beta"]);
    expect(list.body.items[1]).toMatchObject({ id: series.id, bookCount: 3, subseriesCount: 1, coverUrl: "https://img.example.test/two.png" });
  });

  it("order books, move one with reorder, group them in subseries and keep every numbering dense", async () => {
    const author = await signedInAuthor();
    const { series, books } = await seriesWithBooks(author, "Order");
    const [one, two, three] = books as [Book, Book, Book];
    const path = `/api/v1/series/${series.id}`;

    const moved = await author.agent.post(`/api/v1/books/${three.id}/reorder`).send({ number: 1 }).expect(200);
    expect(titlesOf(moved.body)).toEqual(["Order Three", "Order One", "Order Two"]);
    expect(moved.body.series.books.map((book: { number: number }) => book.number)).toEqual([1, 2, 3]);

    const withPart = await author.agent.post(`${path}/subseries`).send({ title: "Part One: Ash!" }).expect(201);
    const part = withPart.body.series.subseries[0];
    expect(part).toMatchObject({ title: "Part One: Ash!", route: "part-one-ash", number: 1, bookIds: [] });
    const second = await author.agent.post(`${path}/subseries`).send({ title: "Part One: Ash" }).expect(201);
    expect(second.body.series.subseries[1]).toMatchObject({ route: "part-one-ash-2", number: 2 });

    const loose = await createBook(ctx.db.knex, { authorId: author.authorId, title: "Order Four" });
    const patched = await author.agent
      .patch(path)
      .send({
        title: "Order, revised",
        books: [{ bookId: one.id, subseriesId: part.id, routeInSeries: "one" }, { bookId: loose.id }, { bookId: three.id, subseriesId: part.id }],
      })
      .expect(200);
    expect(patched.body.series.title).toBe("Order, revised");
    expect(patched.body.series.books).toMatchObject([
      { id: one.id, number: 1, subseriesId: part.id, numberInSubseries: 1, routeInSeries: "one" },
      { id: loose.id, number: 2, subseriesId: null, numberInSubseries: null },
      { id: three.id, number: 3, subseriesId: part.id, numberInSubseries: 2 },
    ]);
    expect(patched.body.series.subseries[0].bookIds).toEqual([one.id, three.id]);
    const removed = await Book.query(ctx.db.knex).findById(two.id);
    expect(removed).toMatchObject({ seriesId: null, number: null, subseriesId: null });

    // The subseries order follows the series order.
    const swapped = await author.agent.post(`/api/v1/books/${three.id}/reorder`).send({ number: 1 }).expect(200);
    expect(swapped.body.series.subseries[0].bookIds).toEqual([three.id, one.id]);

    const renamed = await author.agent.patch(`${path}/subseries/${part.id}`).send({ title: "Ash", route: "ash", number: 2 }).expect(200);
    expect(renamed.body.series.subseries.map((p: { route: string; number: number }) => [p.route, p.number])).toEqual([
      ["part-one-ash-2", 1],
      ["ash", 2],
    ]);

    const dropped = await author.agent.delete(`${path}/subseries/${part.id}`).expect(200);
    expect(dropped.body.series.subseries).toHaveLength(1);
    expect(dropped.body.series.books.every((book: { subseriesId: number | null }) => book.subseriesId === null)).toBe(true);

    const read = await author.agent.get(path).expect(200);
    expect(titlesOf(read.body)).toEqual(["Order Three", "Order One", "Order Four"]);
  });

  it("soft-delete a collection and leave its books, out of it", async () => {
    const author = await signedInAuthor();
    const { series, books } = await seriesWithBooks(author, "Doomed");
    await author.agent.delete(`/api/v1/series/${series.id}`).expect(200);
    expect((await Series.query(ctx.db.knex).findById(series.id))?.deleted).toBe(true);
    const left = await Book.query(ctx.db.knex).whereIn(
      "id",
      books.map((book) => book.id),
    );
    expect(left.every((book) => !book.deleted && book.seriesId === null && book.number === null)).toBe(true);
    const list = await author.agent.get("/api/v1/series").expect(200);
    expect(list.body.items).toEqual([]);
  });
});
