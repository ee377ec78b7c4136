import { describe, expect, it } from "vitest";
import { Chapter } from "@storyloom/db/models";
import type { TestDatabase } from "@storyloom/testkit/db";
import { countWords } from "@storyloom/db/countWords";
import type { Knex } from "@storyloom/db";
import { createBook, createChapter, createChapterVersion } from "@storyloom/testkit/factories";
import type { JobQueue } from "../../jobs/enqueue.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { restoreChapterVersion } from "../chapterVersions/restoreChapterVersion.ts";
import { createChapter as createChapterService } from "../chapters/createChapter.ts";
import { updateChapter } from "../chapters/updateChapter.ts";
import { publishChapter } from "../publishing/publishChapter.ts";
import { unpublishChapter } from "../publishing/unpublishChapter.ts";
import { loadBookStats } from "./loadBookStats.ts";
import { useServiceTestContext } from "../../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
let pages: PublicPageCache;
useServiceTestContext((made) => ({ db, jobs, pages } = made));

const SAMPLES = [
  "<p>Once upon a time.</p><p>#</p><p>* * *</p>",
  "<p>Tom &amp; Jerry — wo<em>rd</em>, “quoted” … fin</p>",
  '<p>Привет,&nbsp;мир<br>x</p><h2>Part&nbsp;Two</h2><ol><li data-list="ordered">one</li><li>two</li></ol>',
  '<p class="ql-align-center">a</p><p>b</p><blockquote>c-d e_f 42</blockquote><p>café naïve 東京</p>',
  "<p><br></p><p>   </p>",
];

describe("the chapters' stored word counts", () => {
  it.each(SAMPLES)("are countWords of the text inserted, %s", async (markup) => {
    const chapter = await createChapter(db.knex, { markup });
    const stored = await Chapter.query(db.knex).findById(chapter.id).select("wordCount");
    expect(stored!.wordCount).toBe(countWords(markup));
  });

  it("count the staged text of a published chapter, and follow every write through the model", async () => {
    const chapter = await createChapter(db.knex, { markup: "<p>one two three</p>", status: "PUBLISHED" });
    const staged = await chapter.$query(db.knex).patchAndFetch({ stagedMarkup: "<p>one two three four five</p>" });
    expect(staged.wordCount).toBe(5);
    const live = await staged.$query(db.knex).patchAndFetch({ markup: "<p>a new live text of seven words</p>" });
    expect(live.wordCount).toBe(5);
    const cleared = await chapter.$query(db.knex).patchAndFetch({ stagedMarkup: null, markup: "<p>just two</p>" });
    expect(cleared.wordCount).toBe(2);
    await Chapter.query(db.knex).findById(chapter.id).patch({ markup: "<p>three more words</p>", stagedMarkup: null });
    expect((await Chapter.query(db.knex).findById(chapter.id))!.wordCount).toBe(3);
    await Chapter.query(db.knex).findById(chapter.id).patch({ stagedMarkup: "<p>four staged words here</p>" });
    expect((await Chapter.query(db.knex).findById(chapter.id))!.wordCount).toBe(4);
  });

  it("refuse a write of the markup alone where the staged markup is unknown, storing nothing", async () => {
    const chapter = await createChapter(db.knex, { markup: "<p>one two three</p>" });
    await expect(Chapter.query(db.knex).findById(chapter.id).patch({ markup: "<p>one</p>" })).rejects.toThrow(/word count/);
    expect((await Chapter.query(db.knex).findById(chapter.id))!).toMatchObject({ markup: "<p>one two three</p>", wordCount: 3 });
  });

  it("follow the text through editing, restoring, publishing and unpublishing", async () => {
    const book = await createBook(db.knex);
    const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) => db.knex.transaction(work);
    const created = await inTransaction((trx) => createChapterService({ trx, bookId: book.id, markup: "<p>one two three</p>" }));
    expect(created.wordCount).toBe(3);
    const edited = await inTransaction((trx) =>
      updateChapter({ trx, chapter: created, fromVersion: created.version, changes: { markup: "<p>one two three four</p>" } }),
    );
    expect(edited.wordCount).toBe(4);
    const published = await inTransaction((trx) => publishChapter({ trx, jobs, pages, chapter: edited }));
    expect(published.wordCount).toBe(4);
    const stagedEdit = await inTransaction((trx) =>
      updateChapter({ trx, chapter: published, fromVersion: published.version, changes: { markup: "<p>a staged edit of six words</p>" } }),
    );
    expect(stagedEdit).toMatchObject({ markup: "<p>one two three four</p>", wordCount: 6 });
    const version = await createChapterVersion(db.knex, { chapterId: created.id, markup: "<p>an older text</p>" });
    const restored = await inTransaction((trx) => restoreChapterVersion({ trx, chapter: stagedEdit, version }));
    expect(restored.chapter.wordCount).toBe(3);
    const draft = await inTransaction((trx) => unpublishChapter({ trx, jobs, pages, chapter: restored.chapter }));
    expect(draft).toMatchObject({ markup: "<p>an older text</p>", stagedMarkup: null, wordCount: 3 });
    const stats = await loadBookStats({ db: db.knex, bookIds: [book.id] });
    expect(stats.get(book.id)?.wordsCount).toBe(3);
  });
});

describe("loadBookStats", () => {
  it("counts and sums each book's chapters in one query, zeros for a book without any", async () => {
    const book = await createBook(db.knex);
    const empty = await createBook(db.knex);
    await createChapter(db.knex, { bookId: book.id, markup: "<p>one two</p>" });
    await createChapter(db.knex, { bookId: book.id, markup: "<p>three four five</p>" });
    await createChapter(db.knex, { bookId: book.id, markup: null });
    const stats = await loadBookStats({ db: db.knex, bookIds: [book.id, empty.id] });
    expect(Object.fromEntries(stats)).toEqual({ [book.id]: { chaptersCount: 3, wordsCount: 5 }, [empty.id]: { chaptersCount: 0, wordsCount: 0 } });
  });
});
