import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createChapter } from "@storyloom/testkit/factories";
import { searchBook, syncBookIndex } from "./bookIndex.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const prose = (topic: string) => `<p>The ferry crossed the harbour at dawn while ${topic} waited on the quay.</p><p>Gulls argued over the nets and the bells of the town rang for the tide.</p>`;

/** A book of five chapters, the answer to "what colour are Wren's eyes" in chapter 3 only. */
async function seededBook() {
  const book = await createBook(db.knex);
  const chapters: Chapter[] = [];
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "The Quay", markup: prose("the lamplighter") }));
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Nets", markup: prose("the fisherman") }));
  chapters.push(
    await createChapter(db.knex, {
      bookId: book.id,
      title: "The Glass Road",
      markup: `${prose("Wren")}<p>Wren's eyes were the grey of river ice, and they did not blink when the lantern swung.</p>`,
    }),
  );
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Bells", markup: prose("the bell-ringer") }));
  chapters.push(await createChapter(db.knex, { bookId: book.id, title: "Tide", markup: prose("the harbour master") }));
  return { book, chapters };
}

describe("the book index", () => {
  it("answers a question with the passage of the chapter that holds it, and follows an edit after a sync of only that chapter", async () => {
    const { book, chapters } = await seededBook();
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 5, unchanged: 0 });
    const [hit] = await searchBook({ knex: db.knex, bookId: book.id, question: "What colour are Wren's eyes?" });
    expect(hit).toMatchObject({ chapterId: chapters[2]!.id, chapterNumber: 3, chapterTitle: "The Glass Road", firstParagraph: 1 });
    expect(hit!.content).toContain("grey of river ice");

    await chapters[2]!.$query(db.knex).patch({ markup: `${prose("Wren")}<p>Wren's eyes were green as bottle glass.</p>` });
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 1, unchanged: 4 });
    const [after] = await searchBook({ knex: db.knex, bookId: book.id, question: "What colour are Wren's eyes?" });
    expect(after!.content).toContain("green as bottle glass");
    expect(after!.content).not.toContain("river ice");
  });

  it("reads the author's staged edit over the published text, drops a deleted chapter's passages, and finds nothing for words it does not hold", async () => {
    const { book, chapters } = await seededBook();
    await chapters[0]!.$query(db.knex).patch({ status: "PUBLISHED", stagedMarkup: "<p>The lighthouse keeper counted seventeen ships.</p>" });
    await syncBookIndex({ knex: db.knex, bookId: book.id });
    expect((await searchBook({ knex: db.knex, bookId: book.id, question: "How many ships did the keeper count?" }))[0]).toMatchObject({ chapterId: chapters[0]!.id });

    await Chapter.query(db.knex).findById(chapters[4]!.id).delete();
    expect(await db.knex("bookPassages").where({ chapterId: chapters[4]!.id })).toHaveLength(0);
    expect(await syncBookIndex({ knex: db.knex, bookId: book.id })).toMatchObject({ indexed: 0, unchanged: 4 });
    expect(await searchBook({ knex: db.knex, bookId: book.id, question: "the the and of" })).toEqual([]);
    expect(await searchBook({ knex: db.knex, bookId: book.id, question: "zeppelin" })).toEqual([]);
  });
});
