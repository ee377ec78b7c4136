/**
 * Every published demo book makes an EPUB the EPUB checker finds no error in,
 * covers included, and so does a personal copy of one: the demo's books are
 * the most varied the product holds (the other EPUBs:
 * domain/src/services/epubs/epubs.int.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { TestDatabase } from "@storyloom/testkit/db";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import { personaliseEpub } from "@storyloom/domain/services/epubs/personaliseEpub.ts";
import { epubFiles, epubOfBook, expectValidEpub, useEpubCheckContext } from "@storyloom/domain/services/epubs/testing.ts";
import type { WarmEpubChecker } from "@storyloom/domain/services/epubs/warmEpubChecker.ts";
import { seedDemo } from "./demo.ts";

const PUBLIC_URL = "http://localhost:8080";
let db: TestDatabase;
let storage: Storage;
let checker: WarmEpubChecker;
useEpubCheckContext((made) => ({ db, storage, checker } = made));

describe("the EPUB checker finds no error in", () => {
  it("each published demo book (covers included), nor in a personal copy of one", async () => {
    await seedDemo(db.knex, { images: { storage, publicUrl: PUBLIC_URL } });
    const books: Array<{ id: number; title: string; imgUrl: string | null }> = await db
      .knex("books")
      .whereExists(db.knex("chapters").whereRaw("chapters.book_id = books.id").where("status", "PUBLISHED"))
      .select("id", "title", "imgUrl")
      .orderBy("id");
    expect(books.length).toBeGreaterThan(3);
    let first: Buffer | null = null;
    for (const book of books) {
      const bytes = await epubOfBook({ knex: db.knex, storage, publicUrl: PUBLIC_URL }, book.id);
      first ??= bytes;
      if (book.imgUrl) expect(epubFiles(bytes)["OEBPS/images/cover.jpg"], book.title).toBe("(image)");
      await expectValidEpub(checker, bytes, book.title);
    }
    const copy = {
      readerName: "Rita O'Reader",
      holding: "bought on 1 March 2026",
      madeAt: new Date("2026-03-02T00:00:00Z"),
      platform: `Storyloom (${PUBLIC_URL})`,
    };
    await expectValidEpub(checker, personaliseEpub(first ?? Buffer.alloc(0), copy));
  }, 600_000);
});
