import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBeat, createBook, createChapter, createUser } from "@storyloom/testkit/factories";
import { Chapter, OutlineTemplate, StoryBookBeat } from "@storyloom/db/models";
import { seedDemoOutline } from "./demoOutline.ts";

describe("demo outline seed", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("gives the book the Hero's Journey, files its chapters under the opening beats, and keeps an own template", async () => {
    const { authorProfile } = await createUser(db.knex);
    const book = await createBook(db.knex, { authorId: authorProfile.id });
    await createBeat(db.knex, { bookId: book.id, name: "Old beat" });
    const chapters = [await createChapter(db.knex, { bookId: book.id }), await createChapter(db.knex, { bookId: book.id })];

    await db.knex.transaction((trx) => seedDemoOutline(trx, { authorId: authorProfile.id, bookId: book.id }));

    const beats = await StoryBookBeat.query(db.knex).where({ bookId: book.id }).orderBy("orderIndex");
    expect(beats.map((beat) => beat.name)).toHaveLength(12);
    expect(beats[0]).toMatchObject({ name: "Ordinary World", act: 1, orderIndex: 0 });
    const placed = await Chapter.query(db.knex)
      .whereIn(
        "id",
        chapters.map((chapter) => chapter.id),
      )
      .orderBy("number");
    expect(placed.map((chapter) => chapter.beatId)).toEqual([beats[0]!.id, beats[1]!.id]);
    const own = await OutlineTemplate.query(db.knex).where({ authorId: authorProfile.id });
    expect(own).toMatchObject([{ isGlobal: false, beats: expect.arrayContaining([expect.objectContaining({ name: "The Ordeal", act: 2 })]) }]);
  });
});
