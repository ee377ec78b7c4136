import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createChapter } from "@storyloom/testkit/factories";
import { Chapter } from "@storyloom/db/models";
import { seedDemoPublishing } from "./demoPublishing.ts";

describe("demo publishing seed", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("schedules the book's next chapter and stages an edit of its last published one", async () => {
    const book = await createBook(db.knex);
    const published = await createChapter(db.knex, { bookId: book.id, status: "PUBLISHED", markup: "<p>Live.</p>" });
    const now = new Date("2026-11-24T10:00:00Z");

    await db.knex.transaction((trx) => seedDemoPublishing(trx, { bookId: book.id, now }));

    const chapters = await Chapter.query(db.knex).where({ bookId: book.id }).orderBy("number");
    expect(chapters).toHaveLength(2);
    expect(chapters[1]).toMatchObject({ number: 2, status: "SCHEDULED", scheduledPublicationAt: new Date("2026-11-27T10:00:00Z"), publishedAt: null });
    expect(chapters[0]).toMatchObject({ id: published.id, markup: "<p>Live.</p>", version: 2 });
    expect(chapters[0]!.stagedMarkup).toMatch(/^<p>Live\.<\/p><p>Far behind them/);
  });
});
