import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterVersion } from "@storyloom/db/models";
import type { Chapter } from "@storyloom/db/models";
import { createBook, createChapter, createChapterVersion, createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedInAuthor(): Promise<{ agent: Agent; authorId: number }> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id };
}

/** An author signed in, with a chapter of their own and the path of its versions. */
async function authorWithChapter(options: { status?: Chapter["status"]; markup?: string } = {}) {
  const author = await signedInAuthor();
  const bookId = (await createBook(ctx.db.knex, { authorId: author.authorId })).id;
  const chapter = await createChapter(ctx.db.knex, { bookId, ...options });
  return {
    ...author,
    bookId,
    chapter,
    chapterPath: `/api/v1/books/${bookId}/chapters/${chapter.id}`,
    versions: `/api/v1/books/${bookId}/chapters/${chapter.id}/chapter-versions`,
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the chapter-version routes refuse", () => {
  it("the anonymous with 401", async () => {
    const chapter = await createChapter(ctx.db.knex);
    const res = await request(ctx.app).get(`/api/v1/books/${chapter.bookId}/chapters/${chapter.id}/chapter-versions`).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
  });

  it("bad names and pages with 400", async () => {
    const { agent, versions, chapter } = await authorWithChapter();
    const version = await createChapterVersion(ctx.db.knex, { chapterId: chapter.id });
    const long = await agent
      .patch(`${versions}/${version.id}`)
      .send({ versionName: "x".repeat(101) })
      .expect(400);
    expect(long.body.error.fields).toEqual({ versionName: "Input can't be longer than 100 characters." });
    const blank = await agent.post(versions).send({ versionName: "   " }).expect(400);
    expect(blank.body.error.fields).toEqual({ versionName: "This field is required." });
    const missing = await agent.post(versions).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ versionName: "This field is required." });
    const page = await agent.get(`${versions}?page=0`).expect(400);
    expect(page.body.error.fields).toEqual({ page: "Must be at least 1." });
  });

  it("another author, and a version of another chapter, with 404", async () => {
    const { versions, chapter } = await authorWithChapter();
    const version = await createChapterVersion(ctx.db.knex, { chapterId: chapter.id, markup: "<p>Secret</p>" });
    const other = await signedInAuthor();
    const res = await other.agent.get(`${versions}/${version.id}`).expect(404);
    expect(res.text).not.toContain("Secret");
    await other.agent.post(`${versions}/${version.id}/restore`).expect(404);
    await other.agent.patch(`${versions}/${version.id}`).send({ versionName: "Mine" }).expect(404);

    const mine = await authorWithChapter();
    const elsewhere = await mine.agent.get(`${mine.versions}/${version.id}`).expect(404);
    expect(elsewhere.body.error.message).toBe("Chapter version not found.");
  });
});

describe("chapter versions for their author", () => {
  it("lists versions newest first, 25 a page, without markup", async () => {
    const { agent, versions, chapter } = await authorWithChapter();
    for (let i = 0; i < 26; i += 1) await createChapterVersion(ctx.db.knex, { chapterId: chapter.id, versionName: `V${i}`, createdAt: minutesAgo(100 - i) });
    const first = await agent.get(versions).expect(200);
    expect(first.body).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]).toMatchObject({ versionName: "V25", snapshotVersion: 1, wordCount: 3 });
    expect(first.body.items[0]).not.toHaveProperty("markup");
    const second = await agent.get(`${versions}?page=2`).expect(200);
    expect(second.body.items.map((v: { versionName: string }) => v.versionName)).toEqual(["V0"]);
  });

  it("takes a named version of the working text, reads it with its markup and renames it", async () => {
    const { agent, versions } = await authorWithChapter({ markup: "<p>Kept words</p>" });
    const taken = await agent.post(versions).send({ versionName: " Before the rewrite " }).expect(201);
    expect(taken.body.chapterVersion).toMatchObject({ versionName: "Before the rewrite", markup: "<p>Kept words</p>", snapshotVersion: 1, wordCount: 2 });
    const path = `${versions}/${taken.body.chapterVersion.id}`;
    expect((await agent.get(path).expect(200)).body.chapterVersion.markup).toBe("<p>Kept words</p>");
    const renamed = await agent.patch(path).send({ versionName: "First draft" }).expect(200);
    expect(renamed.body.chapterVersion.versionName).toBe("First draft");
  });

  it("restores a version into a draft chapter, keeping the replaced text as a version first", async () => {
    const { agent, versions, chapter, chapterPath } = await authorWithChapter({ markup: "<p>Current</p>" });
    const old = await createChapterVersion(ctx.db.knex, { chapterId: chapter.id, markup: "<p>Older</p>", versionName: "Draft one" });
    const res = await agent.post(`${versions}/${old.id}/restore`).expect(200);
    expect(res.body.chapter).toMatchObject({ markup: "<p>Older</p>", version: 2 });
    expect(res.body.keptVersion).toMatchObject({ versionName: "Before restoring Draft one", snapshotVersion: 1 });
    const kept = await agent.get(`${versions}/${res.body.keptVersion.id}`).expect(200);
    expect(kept.body.chapterVersion.markup).toBe("<p>Current</p>");
    // The restore moved the version on: an edit from before it is a conflict.
    await agent.patch(chapterPath).send({ markup: "<p>Stale</p>", version: 1 }).expect(409);
  });

  it("restores into the staged text of a published chapter: readers keep theirs", async () => {
    const { agent, versions, chapter } = await authorWithChapter({ status: "PUBLISHED", markup: "<p>Live</p>" });
    const old = await createChapterVersion(ctx.db.knex, { chapterId: chapter.id, markup: "<p>Older</p>" });
    const res = await agent.post(`${versions}/${old.id}/restore`).expect(200);
    expect(res.body.chapter).toMatchObject({ markup: "<p>Live</p>", stagedMarkup: "<p>Older</p>", hasStagedChanges: true });
  });

  it("keeps the replaced text automatically when the newest version is more than 5 minutes old", async () => {
    const { agent, chapter, chapterPath } = await authorWithChapter({ markup: "<p>Zero</p>" });
    const versionsOf = () => ChapterVersion.query(ctx.db.knex).where({ chapterId: chapter.id }).orderBy("id");
    // No version yet: the first edit keeps the text it replaces.
    await agent.patch(chapterPath).send({ markup: "<p>One</p>", version: 1 }).expect(200);
    expect((await versionsOf()).map((v) => [v.versionName, v.markup, v.snapshotVersion])).toEqual([[null, "<p>Zero</p>", 1]]);
    // Right after, within the interval: no new version.
    await agent.patch(chapterPath).send({ markup: "<p>Two</p>", version: 2 }).expect(200);
    expect(await versionsOf()).toHaveLength(1);
    // Once the newest version is older than 5 minutes, the next edit keeps the text again.
    await ChapterVersion.query(ctx.db.knex)
      .patch({ createdAt: minutesAgo(6) })
      .where({ chapterId: chapter.id });
    await agent.patch(chapterPath).send({ markup: "<p>Three</p>", version: 3 }).expect(200);
    expect((await versionsOf()).map((v) => v.markup)).toEqual(["<p>Zero</p>", "<p>Two</p>"]);
    // A title-only edit changes no text worth keeping.
    await ChapterVersion.query(ctx.db.knex)
      .patch({ createdAt: minutesAgo(6) })
      .where({ chapterId: chapter.id });
    await agent.patch(chapterPath).send({ title: "Renamed", version: 4 }).expect(200);
    expect(await versionsOf()).toHaveLength(2);
  });
});
