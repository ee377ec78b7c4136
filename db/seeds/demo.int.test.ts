import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verify } from "@node-rs/argon2";
// testkit depends on @storyloom/db; importing it by path keeps the workspace free of a cycle.
import { useTestDatabase } from "../../testkit/src/db.ts";
import type { TestDatabase } from "../../testkit/src/db.ts";
import { Book, ChapterVersion, CustomDomain, StoryBookBeat, StoryBookScene, Subseries, User } from "../src/models/index.ts";
import { DEMO_CUSTOM_DOMAIN, seedDemo } from "./demo.ts";

async function countRows(db: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ["users", "genres", "books", "chapters", "series", "reader_books", "payments"]) {
    const row = await db.knex(table).count<{ count: number }>({ count: "*" }).first();
    counts[table] = Number(row?.count);
  }
  return counts;
}

describe("demo seed", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("fills an empty database once and leaves it alone afterwards", async () => {
    const first = await seedDemo(db.knex);
    expect(first.accounts.map((a) => a.role)).toEqual(["admin", "author", "reader"]);
    expect(first.created).toBe(true);
    const afterFirst = await countRows(db);
    expect(afterFirst).toMatchObject({ users: 3, books: 4, chapters: 11, series: 1, reader_books: 1 });

    const second = await seedDemo(db.knex);
    expect(second.accounts).toEqual(first.accounts);
    expect(second.created).toBe(false);
    expect(await countRows(db)).toEqual(afterFirst);

    // Every account signs in with its printed password, hashed with argon2id.
    for (const { email, password } of first.accounts) {
      const user = await User.query().findOne({ email });
      expect(user?.password).toMatch(/^\$argon2id\$/);
      expect(await verify(user!.password, password)).toBe(true);
    }
    const admin = await User.query().findOne({ email: "admin@storyloom.test" }).withGraphFetched("permissions");
    expect(admin?.permissions?.map((p) => [p.permission, p.expiresAt])).toEqual([["ADMIN", null]]);
  });

  it("gives the author a published STORY book with free and paid chapters, a draft SCRIPT and a series", async () => {
    await seedDemo(db.knex);
    const author = await User.query().findOne({ email: "author@storyloom.test" }).withGraphFetched("authorProfile");
    const books = await Book.query()
      .where({ authorId: author!.authorProfile!.id })
      .withGraphFetched("[chapters, series, genre]")
      .orderBy("id");

    const story = books.find((b) => b.title === "The Lantern Road")!;
    expect(story).toMatchObject({ type: "STORY", status: "PUBLISHED", publicChaptersCount: 2 });
    expect(story.publishedAt).toBeInstanceOf(Date);
    expect(story.genre?.name).toBe("Epic Fantasy");
    // Five chapters out, the sixth scheduled (demoPublishing.ts).
    const chapters = [...(story.chapters ?? [])].sort((a, b) => a.number - b.number);
    expect(chapters.map((c) => c.status)).toEqual([...Array<string>(5).fill("PUBLISHED"), "SCHEDULED"]);
    expect(chapters.every((c) => /^<p>.+<\/p>$/.test(c.markup ?? ""))).toBe(true);

    const script = books.find((b) => b.type === "SCRIPT")!;
    expect(script.status).toBe("DRAFT");
    expect(script.chapters?.map((c) => c.status)).toEqual(["DRAFT", "DRAFT"]);
    // Stored as the studio's script mode stores it.
    expect(script.chapters?.every((c) => (c.markup ?? "").startsWith('<p class="sl-heading">'))).toBe(true);

    const inSeries = books.filter((b) => b.seriesId !== null);
    expect(inSeries.map((b) => [b.number, b.status])).toEqual([
      [1, "PUBLISHED"],
      [2, "PUBLISHED"],
    ]);
    expect(inSeries[0]?.series?.title).toBe("The Glass Orchard Chronicles");

    // The studio's other screens have content too: versions, scenes, an outline and a subseries.
    const opening = chapters[0]!;
    const versions = await ChapterVersion.query().where({ chapterId: opening.id });
    expect(versions.map((v) => v.versionName)).toContain("First draft");
    expect(await StoryBookScene.query().where({ chapterId: opening.id }).resultSize()).toBe(3);
    expect(await StoryBookBeat.query().where({ bookId: story.id }).resultSize()).toBeGreaterThan(5);
    expect(await Subseries.query().where({ seriesId: inSeries[0]!.seriesId! }).resultSize()).toBe(1);

    const domain = await CustomDomain.query().findOne({ name: DEMO_CUSTOM_DOMAIN });
    expect(domain).toMatchObject({ seriesId: inSeries[0]?.seriesId, bookId: null, isDeleted: false, certificateStatus: "VALIDATED" });
  });

  it("gives the reader progress and a review on the published story", async () => {
    await seedDemo(db.knex);
    const reader = await User.query()
      .findOne({ email: "reader@storyloom.test" })
      .withGraphFetched("readerProfile.readerBooks.[book, currentChapter]");
    const readerBook = reader?.readerProfile?.readerBooks?.[0];

    expect(readerBook?.book?.title).toBe("The Lantern Road");
    expect(readerBook).toMatchObject({ rating: 5, reviewTitle: "A lantern worth following", chaptersRead: 2, paidChaptersCount: 1 });
    expect(readerBook?.reviewMarkup).toMatch(/^<p>/);
    expect(readerBook?.reviewedAt).toBeInstanceOf(Date);
    expect(readerBook?.currentChapter?.number).toBe(3);
    expect(readerBook?.currentChapterProgress).toBeGreaterThan(0);
  });
});
