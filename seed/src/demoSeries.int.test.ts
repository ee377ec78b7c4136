import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createSeries, createSeriesBook } from "@storyloom/testkit/factories";
import { Book, StoryBookScene, Subseries } from "@storyloom/db/models";
import { seedDemoSeries } from "./demoSeries.ts";

describe("the demo series seed", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("groups the series' books in a subseries in order and plans a chapter with scenes", async () => {
    const series = await createSeries(db.knex);
    const first = await createSeriesBook(db.knex, { seriesId: series.id, title: "Seeds of Glass" });
    const second = await createSeriesBook(db.knex, { seriesId: series.id, title: "The Glass Winter" });
    const chapter = await createChapter(db.knex);

    await db.knex.transaction((trx) => seedDemoSeries(trx, { seriesId: series.id, chapterId: chapter.id }));

    const [part] = await Subseries.query(db.knex).where({ seriesId: series.id });
    expect(part).toMatchObject({ title: "The First Harvest", route: "first-harvest", number: 1 });
    const books = await Book.query(db.knex).whereIn("id", [first.id, second.id]).orderBy("number");
    expect(books.map((book) => [book.number, book.subseriesId, book.numberInSubseries, book.routeInSeries])).toEqual([
      [1, part!.id, 1, "seeds-of-glass"],
      [2, part!.id, 2, "the-glass-winter"],
    ]);
    const scenes = await StoryBookScene.query(db.knex).where({ chapterId: chapter.id }).orderBy("orderIndex");
    expect(scenes.map((scene) => [scene.orderIndex, scene.type, scene.bookId])).toEqual([
      [0, "ACTION", chapter.bookId],
      [1, "REFLECTION", chapter.bookId],
      [2, "GENERAL", chapter.bookId],
    ]);
  });
});
