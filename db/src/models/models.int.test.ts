import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import objection from "objection";
// testkit depends on @storyloom/db; importing it by path keeps the workspace free of a cycle.
import { useTestDatabase } from "../../../testkit/src/db.ts";
import type { TestDatabase } from "../../../testkit/src/db.ts";
import * as models from "./index.ts";
import { AuthorPublicProfile, Book, Chapter, ChapterVersion, ReaderBook, User } from "./index.ts";

const { UniqueViolationError } = objection;

describe("models", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await useTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("map every relation of every model onto real tables and columns", async () => {
    const modelClasses = Object.values(models).filter((m) => m !== models.BaseModel);
    expect(modelClasses.length).toBeGreaterThan(40);
    for (const modelClass of modelClasses) {
      for (const name of Object.keys(modelClass.getRelations())) {
        // Runs the relation's join against the database: a wrong table or column name throws.
        await expect(modelClass.relatedQuery(name).for(-1), `${modelClass.name}.${name}`).resolves.toEqual(expect.any(Array));
      }
    }
  });

  async function createWriterAndReader() {
    const writer = await User.query().insertGraphAndFetch({
      email: `writer-${Math.random().toString(36).slice(2)}@example.test`,
      password: "argon2-hash",
      permissions: [{ permission: "ADMIN" }],
      authorProfile: { name: "Ada Quill", appFeePercent: 12.5 },
      readerProfile: { name: "Ada" },
    });
    const reader = await User.query().insertGraphAndFetch({
      email: `reader-${Math.random().toString(36).slice(2)}@example.test`,
      password: "argon2-hash",
      readerProfile: { name: "Rory", theme: "DARK" },
    });
    return { writer, reader };
  }

  it("store a user with profiles and read them back through relations", async () => {
    const { writer } = await createWriterAndReader();

    const found = await User.query().findById(writer.id).withGraphFetched("[permissions, authorProfile, readerProfile]");
    expect(found?.status).toBe("ACTIVE");
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(found?.permissions?.map((p) => [p.permission, p.expiresAt])).toEqual([["ADMIN", null]]);
    expect(found?.authorProfile).toMatchObject({ name: "Ada Quill", appFeePercent: 12.5, aiSuspendedByModeration: false });
    expect(found?.readerProfile).toMatchObject({ name: "Ada", fontSize: 18, fontType: "A", lineSpacing: "C", theme: "LIGHT" });
  });

  it("store a book with chapters and read book, author and chapters through relations", async () => {
    const { writer } = await createWriterAndReader();
    const authorId = writer.authorProfile!.id;

    const book = await Book.query().insertGraphAndFetch({
      title: "The Lantern Road",
      authorId,
      ISDN: "978-0-00-000000-1",
      isEditorAIToolsEnabled: false,
      publicChaptersCount: 1,
      chapters: [
        { number: 2, title: "Second", markup: "<p>Two</p>" },
        { number: 1, title: "First", markup: "<p>One</p>" },
      ],
    });

    const loaded = await Book.query().findById(book.id).withGraphFetched("[author, chapters]");
    expect(loaded?.status).toBe("DRAFT");
    expect(loaded?.type).toBe("STORY");
    expect(loaded?.ISDN).toBe("978-0-00-000000-1");
    expect(loaded?.isEditorAIToolsEnabled).toBe(false);
    expect(loaded?.author?.userId).toBe(writer.id);
    expect(loaded?.chapters?.map((c) => [c.number, c.title, c.status])).toEqual([
      [1, "First", "DRAFT"],
      [2, "Second", "DRAFT"],
    ]);

    const chapter = loaded!.chapters![0]!;
    await ChapterVersion.query().insert({ chapterId: chapter.id, markup: "<p>Uno</p>", versionName: "v1", scenes: [{ id: 1 }] });
    const withVersions = await Chapter.query().findById(chapter.id).withGraphFetched("[book, versions]");
    expect(withVersions?.book?.title).toBe("The Lantern Road");
    expect(withVersions?.versions?.[0]?.scenes).toEqual([{ id: 1 }]);

    // Until the clock has moved past the stored updatedAt, an untouched updatedAt would pass the check below.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(book.updatedAt.getTime()), { timeout: 1_000, interval: 1 });
    const beforePatch = new Date();
    await Book.query().patch({ ISDN: "978-0-00-000000-2", isEditorAIToolsEnabled: true }).findById(book.id);
    const patched = await Book.query().findById(book.id);
    expect(patched?.ISDN).toBe("978-0-00-000000-2");
    expect(patched?.isEditorAIToolsEnabled).toBe(true);
    expect(patched!.updatedAt.getTime()).toBeGreaterThanOrEqual(beforePatch.getTime());
    expect(patched!.createdAt).toEqual(book.createdAt);
  });

  it("keep one ReaderBook per reader and book", async () => {
    const { writer, reader } = await createWriterAndReader();
    const book = await Book.query().insert({ title: "Once", authorId: writer.authorProfile!.id });
    const readerId = reader.readerProfile!.id;

    const first = await ReaderBook.query().insert({ readerId, bookId: book.id, chaptersRead: 1 });
    await expect(ReaderBook.query().insert({ readerId, bookId: book.id })).rejects.toBeInstanceOf(UniqueViolationError);

    const again = await ReaderBook.query().where({ readerId, bookId: book.id }).withGraphFetched("[reader, book]");
    expect(again.map((r) => [r.id, r.reader?.name, r.book?.title])).toEqual([[first.id, "Rory", "Once"]]);
  });

  it("show an author's public profile with published books only", async () => {
    const { writer } = await createWriterAndReader();
    const authorId = writer.authorProfile!.id;
    await Book.query().insert({ title: "Out", authorId, status: "PUBLISHED", readersCount: 7, publishedAt: new Date() });
    await Book.query().insert({ title: "Not yet", authorId, readersCount: 100 });

    const profile = await AuthorPublicProfile.query().findById(authorId).withGraphFetched("books");
    expect(profile).toMatchObject({ name: "Ada Quill", publishedBooksCount: 1, readersCount: 7 });
    expect(profile?.books?.map((b) => b.title)).toEqual(["Out"]);

    await User.relatedQuery("authorProfile").for(writer.id).patch({ hideStatsFromPublic: true });
    expect((await AuthorPublicProfile.query().findById(authorId))?.readersCount).toBeNull();

    await User.query().patch({ status: "SUSPENDED" }).findById(writer.id);
    expect(await AuthorPublicProfile.query().findById(authorId)).toBeUndefined();
  });
});
