import { describe, expect, it } from "vitest";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createChapter, createReaderBook, createSeries, createUser, uniqueSuffix, unlockChapters } from "@storyloom/testkit/factories";
import { Book, Series } from "@storyloom/db/models";
import { useServiceTestContext } from "../../testing.ts";
import { listModeratedBooks, listModeratedSeries } from "./listModeratedCatalogue.ts";

let db: TestDatabase;
useServiceTestContext((ctx) => {
  db = ctx.db;
});

/** Makes `when` the record's createdAt, so the lists' newest-first order is known. */
async function createdAt(table: "books" | "series", id: number, when: Date): Promise<void> {
  await db.knex(table).where({ id }).update({ createdAt: when });
}

describe("the moderators' lists of books and series", () => {
  it("pages books newest first, each with its author, series and buyers, and searches titles, names and e-mails", async () => {
    const tag = uniqueSuffix();
    const author = await createUser(db.knex, { name: `Ada ${tag}`, email: `ada-${tag}@example.test` });
    const series = await createSeries(db.knex, { authorId: author.authorProfile.id, title: `Saga ${tag}` });
    const books: Book[] = [];
    for (let n = 0; n < 5; n += 1) books.push(await createBook(db.knex, { authorId: author.authorProfile.id, title: `Moon ${tag} ${n}` }));
    // Same moment for two books: the id breaks the tie, newest first.
    const base = Date.now() + 365 * 24 * 3600_000;
    for (const [index, book] of books.entries()) await createdAt("books", book.id, new Date(base + Math.min(index, 3) * 60_000));
    await Book.query(db.knex).findById(books[4]!.id).patch({ seriesId: series.id });
    await Book.query(db.knex).findById(books[1]!.id).patch({ deleted: true });
    await Book.query(db.knex).findById(books[2]!.id).patch({ isSuspended: true });
    const buyers = [await createUser(db.knex), await createUser(db.knex), await createUser(db.knex)];
    await createReaderBook(db.knex, { readerId: buyers[0]!.readerProfile.id, bookId: books[4]!.id, entireBook: true });
    const chapter = await createChapter(db.knex, { bookId: books[4]!.id });
    await unlockChapters(db.knex, { readerId: buyers[1]!.readerProfile.id, bookId: books[4]!.id, chapterIds: [chapter.id] });
    // A reader who only opened the book bought nothing.
    await createReaderBook(db.knex, { readerId: buyers[2]!.readerProfile.id, bookId: books[4]!.id });

    const first = await listModeratedBooks({ db: db.knex, search: `Moon ${tag}`, page: 1, pageSize: 2 });
    expect(first.total).toBe(4);
    expect(first.items.map((row) => row.id)).toEqual([books[4]!.id, books[3]!.id]);
    expect(first.items[0]).toMatchObject({
      title: `Moon ${tag} 4`,
      authorId: author.authorProfile.id,
      authorName: `Ada ${tag}`,
      authorEmail: `ada-${tag}@example.test`,
      seriesId: series.id,
      seriesTitle: `Saga ${tag}`,
      buyersCount: 2,
    });
    const second = await listModeratedBooks({ db: db.knex, search: `Moon ${tag}`, page: 2, pageSize: 2 });
    expect(second.items.map((row) => row.id)).toEqual([books[2]!.id, books[0]!.id]);
    expect(second.items.map((row) => row.buyersCount)).toEqual([0, 0]);

    expect((await listModeratedBooks({ db: db.knex, search: `Ada ${tag}`, page: 1, pageSize: 10 })).total).toBe(4);
    expect((await listModeratedBooks({ db: db.knex, search: `ada-${tag}@`, page: 1, pageSize: 10 })).total).toBe(4);
    const suspended = await listModeratedBooks({ db: db.knex, search: `Moon ${tag}`, suspended: true, page: 1, pageSize: 10 });
    expect(suspended.items.map((row) => row.id)).toEqual([books[2]!.id]);
    expect((await listModeratedBooks({ db: db.knex, search: `Moon ${tag}`, page: 3, pageSize: 2 })).items).toEqual([]);
    // Without a search the total counts every book that is not deleted.
    const all = await listModeratedBooks({ db: db.knex, page: 1, pageSize: 1 });
    expect(all.total).toBe(await Book.query(db.knex).where({ deleted: false }).resultSize());
  });

  it("pages series newest first, each with its books that are not deleted", async () => {
    const tag = uniqueSuffix();
    const author = await createUser(db.knex, { name: `Bea ${tag}` });
    const older = await createSeries(db.knex, { authorId: author.authorProfile.id, title: `Tide ${tag} old` });
    const newer = await createSeries(db.knex, { authorId: author.authorProfile.id, title: `Tide ${tag} new` });
    const base = Date.now() + 366 * 24 * 3600_000;
    await createdAt("series", older.id, new Date(base));
    await createdAt("series", newer.id, new Date(base + 60_000));
    for (const deleted of [false, false, true]) {
      const book = await createBook(db.knex, { authorId: author.authorProfile.id });
      await Book.query(db.knex).findById(book.id).patch({ seriesId: newer.id, deleted });
    }

    const page = await listModeratedSeries({ db: db.knex, search: `Tide ${tag}`, page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.id, row.booksCount])).toEqual([
      [newer.id, 2],
      [older.id, 0],
    ]);
    expect(page.items[0]).toMatchObject({ authorName: `Bea ${tag}`, isSuspended: false });
    await Series.query(db.knex).findById(older.id).patch({ isSuspended: true });
    expect((await listModeratedSeries({ db: db.knex, search: `Bea ${tag}`, suspended: true, page: 1, pageSize: 10 })).items.map((row) => row.id)).toEqual([
      older.id,
    ]);
  });
});
