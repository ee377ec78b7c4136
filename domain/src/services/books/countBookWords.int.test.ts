import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createChapter } from "@storyloom/testkit/factories";
import { countWords } from "../chapters/countWords.ts";
import { countBookWords } from "./countBookWords.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const SAMPLES = [
  "<p>Once upon a time.</p><p>#</p><p>* * *</p>",
  "<p>Tom &amp; Jerry — wo<em>rd</em>, “quoted” … fin</p>",
  "<p>Привет,&nbsp;мир<br>x</p><h2>Part&nbsp;Two</h2><ol><li data-list=\"ordered\">one</li><li>two</li></ol>",
  '<p class="ql-align-center">a</p><p>b</p><blockquote>c-d e_f 42</blockquote><p>café naïve 東京</p>',
  "<p><br></p><p>   </p>",
];

describe("the chapters' stored word counts", () => {
  it.each(SAMPLES)("agree with countWords for %s", async (markup) => {
    const chapter = await createChapter(db.knex, { markup });
    const stored = await Chapter.query(db.knex).findById(chapter.id).select("wordCount");
    expect(stored!.wordCount).toBe(countWords(markup));
  });

  it("count the staged text of a published chapter, and follow every write", async () => {
    const chapter = await createChapter(db.knex, { markup: "<p>one two three</p>", status: "PUBLISHED" });
    const staged = await chapter.$query(db.knex).patchAndFetch({ stagedMarkup: "<p>one two three four five</p>" });
    expect(staged.wordCount).toBe(5);
    const cleared = await chapter.$query(db.knex).patchAndFetch({ stagedMarkup: null, markup: "<p>just two</p>" });
    expect(cleared.wordCount).toBe(2);
  });
});

describe("countBookWords", () => {
  it("sums each book's chapters, 0 for a book without any", async () => {
    const book = await createBook(db.knex);
    const empty = await createBook(db.knex);
    await createChapter(db.knex, { bookId: book.id, markup: "<p>one two</p>" });
    await createChapter(db.knex, { bookId: book.id, markup: "<p>three four five</p>" });
    await createChapter(db.knex, { bookId: book.id, markup: null });
    const totals = await countBookWords({ db: db.knex, bookIds: [book.id, empty.id] });
    expect(Object.fromEntries(totals)).toEqual({ [book.id]: 5, [empty.id]: 0 });
  });
});
