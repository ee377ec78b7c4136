import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, Chapter, ChapterVersion } from "@storyloom/db/models";
import { createBook, createChapter, createChapterVersion, createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { authorRouteTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf } = authorRouteTests();

const chaptersOf = (bookId: number) => `/api/v1/books/${bookId}/chapters`;

describe("the chapter routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const bookId = (await createBook(ctx.db.knex)).id;
    const chapter = await createChapter(ctx.db.knex, { bookId });
    const res = await request(ctx.app).get(chaptersOf(bookId)).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app).post(chaptersOf(bookId)).send({ title: 5 }).expect(401);
    await request(ctx.app)
      .patch(`${chaptersOf(bookId)}/${chapter.id}`)
      .send({})
      .expect(401);
    await request(ctx.app)
      .delete(`${chaptersOf(bookId)}/${chapter.id}`)
      .expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapter = await createChapter(ctx.db.knex, { bookId });
    const path = `${chaptersOf(bookId)}/${chapter.id}`;

    const badId = await author.agent.get(`${chaptersOf(bookId)}/abc`).expect(400);
    expect(badId.body.error.fields).toEqual({ chapterId: "Must be a whole number." });
    const longTitle = await author.agent
      .post(chaptersOf(bookId))
      .send({ title: "x".repeat(201), markup: 3 })
      .expect(400);
    expect(longTitle.body.error.fields).toEqual({ title: "Input can't be longer than 200 characters.", markup: "Must be text." });
    const noVersion = await author.agent.patch(path).send({ title: "New" }).expect(400);
    expect(noVersion.body.error.fields).toEqual({ version: "This field is required." });
    const nothing = await author.agent.patch(path).send({ version: 1 }).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of title, markup, customNumbering.");
    const unknown = await author.agent.patch(path).send({ version: 1, status: "PUBLISHED" }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: status.");
    const badMove = await author.agent.post(`${path}/move`).send({ number: 0 }).expect(400);
    expect(badMove.body.error.fields).toEqual({ number: "Must be at least 1." });
    const pastEnd = await author.agent.post(`${path}/move`).send({ number: 2 }).expect(400);
    expect(pastEnd.body.error.fields).toEqual({ number: "Must be at most 1." });
  });

  it("another author's book, a deleted book and an unknown chapter with 404, and admins may read but not write", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const bookId = await bookOf(owner);
    const chapter = await createChapter(ctx.db.knex, { bookId, markup: "<p>Secret</p>" });
    const path = `${chaptersOf(bookId)}/${chapter.id}`;

    const list = await other.agent.get(chaptersOf(bookId)).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret");
    await other.agent.get(path).expect(404);
    await other.agent.patch(path).send({ title: "Mine", version: 1 }).expect(404);
    await other.agent.delete(path).expect(404);
    await other.agent.post(chaptersOf(bookId)).send({}).expect(404);

    await admin.agent.get(path).expect(200);
    await admin.agent.patch(path).send({ title: "Admin", version: 1 }).expect(404);

    // A chapter id of another book is not found through this one.
    const otherChapter = await createChapter(ctx.db.knex, { bookId: await bookOf(other) });
    const wrongBook = await owner.agent.get(`${chaptersOf(bookId)}/${otherChapter.id}`).expect(404);
    expect(wrongBook.body.error.message).toBe("Chapter not found.");

    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: bookId });
    await owner.agent.get(chaptersOf(bookId)).expect(404);
    await owner.agent.get(path).expect(404);
    await owner.agent.patch(path).send({ title: "Late", version: 1 }).expect(404);
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.title).toBe(chapter.title);
  });
});

describe("chapters for their author", () => {
  it("creates chapters one after the other and lists them without markup", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const first = await author.agent.post(chaptersOf(bookId)).send({ title: "  Arrival  ", markup: "<p>One two three</p>" }).expect(201);
    expect(first.body.chapter).toMatchObject({ number: 1, title: "Arrival", markup: "<p>One two three</p>", status: "DRAFT", version: 1, wordCount: 3 });
    await author.agent.post(chaptersOf(bookId)).send({}).expect(201);

    const list = await author.agent.get(chaptersOf(bookId)).expect(200);
    expect(list.body.chapters.map((c: { number: number; title: string | null }) => [c.number, c.title])).toEqual([
      [1, "Arrival"],
      [2, null],
    ]);
    expect(Object.keys(list.body.chapters[0]).sort()).toEqual(
      ["customNumbering", "hasStagedChanges", "id", "number", "status", "title", "updatedAt", "version", "wordCount"].sort(),
    );
  });

  it("gives chapters created at the same time distinct numbers", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const answers = await Promise.all(Array.from({ length: 5 }, () => author.agent.post(chaptersOf(bookId)).send({})));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers.map((res) => (res.body as { chapter: { number: number } }).chapter.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  it("edits a draft chapter directly and bumps its version", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapter = await createChapter(ctx.db.knex, { bookId });
    const res = await author.agent
      .patch(`${chaptersOf(bookId)}/${chapter.id}`)
      .send({ title: "Renamed", markup: "<p>New text</p>", customNumbering: "Prologue", version: 1 })
      .expect(200);
    expect(res.body.chapter).toMatchObject({ title: "Renamed", markup: "<p>New text</p>", customNumbering: "Prologue", stagedMarkup: null, version: 2 });
    expect(res.body.chapter.hasStagedChanges).toBe(false);
  });

  it("stages the edits of a published chapter: its readers keep the live text", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapter = await createChapter(ctx.db.knex, { bookId, status: "PUBLISHED", title: "Live", markup: "<p>Live text</p>" });
    const res = await author.agent
      .patch(`${chaptersOf(bookId)}/${chapter.id}`)
      .send({ title: "Next", markup: "<p>Next text</p>", version: 1 })
      .expect(200);
    expect(res.body.chapter).toMatchObject({
      title: "Live",
      markup: "<p>Live text</p>",
      stagedTitle: "Next",
      stagedMarkup: "<p>Next text</p>",
      hasStagedChanges: true,
      version: 2,
    });
    const list = await author.agent.get(chaptersOf(bookId)).expect(200);
    expect(list.body.chapters[0]).toMatchObject({ title: "Next", hasStagedChanges: true });
  });

  it("stages a cleared title or numbering of a published chapter, and publishing makes it live", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapter = await createChapter(ctx.db.knex, { bookId, status: "PUBLISHED", title: "Live", markup: "<p>Live text</p>" });
    await Chapter.query(ctx.db.knex).findById(chapter.id).patch({ customNumbering: "Prologue" });
    const path = `${chaptersOf(bookId)}/${chapter.id}`;

    const res = await author.agent.patch(path).send({ title: null, customNumbering: null, version: 1 }).expect(200);

    expect(res.body.chapter).toMatchObject({ title: "Live", customNumbering: "Prologue", hasStagedChanges: true });
    const list = await author.agent.get(chaptersOf(bookId)).expect(200);
    expect(list.body.chapters[0]).toMatchObject({ title: null, customNumbering: null, hasStagedChanges: true });
    await author.agent.post(`${path}/publish`).send({}).expect(200);
    expect(await Chapter.query(ctx.db.knex).findById(chapter.id)).toMatchObject({
      title: null,
      customNumbering: null,
      stagedTitle: null,
      stagedCustomNumbering: null,
    });
  });

  it("refuses an edit made from an old version with 409 and the current text, overwriting nothing", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapter = await createChapter(ctx.db.knex, { bookId, markup: "<p>Start</p>" });
    const path = `${chaptersOf(bookId)}/${chapter.id}`;
    await author.agent.patch(path).send({ markup: "<p>Theirs</p>", version: 1 }).expect(200);
    const stale = await author.agent.patch(path).send({ markup: "<p>Mine</p>", version: 1 }).expect(409);
    expect(stale.body.error).toMatchObject({ code: "edit_conflict", current: { version: 2, markup: "<p>Theirs</p>", title: chapter.title } });
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.markup).toBe("<p>Theirs</p>");
  });

  it("lets exactly one of two edits from the same version win; the other gets the winner's text", async () => {
    // The same author in two browsers.
    const { user, password, authorProfile } = await createUser(ctx.db.knex);
    const first = request.agent(ctx.app);
    const second = request.agent(ctx.app);
    await signIn(first, user.email, password).expect(200);
    await signIn(second, user.email, password).expect(200);
    const bookId = (await createBook(ctx.db.knex, { authorId: authorProfile.id })).id;
    const chapter = await createChapter(ctx.db.knex, { bookId, markup: "<p>Start</p>" });
    const path = `${chaptersOf(bookId)}/${chapter.id}`;

    const [a, b] = await Promise.all([
      first.patch(path).send({ markup: "<p>From A</p>", version: 1 }),
      second.patch(path).send({ markup: "<p>From B</p>", version: 1 }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    const winnerText = (winner.body as { chapter: { markup: string } }).chapter.markup;
    expect(loser.body.error.current).toMatchObject({ version: 2, markup: winnerText });
    // The loser's text is still with the loser (in its request), the winner's in the chapter: none is lost.
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.markup).toBe(winnerText);
  });

  it("stores and serves markup without scripts, handlers, javascript: links or SVG", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const payload =
      '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><svg onload="alert(4)"><circle/></svg>';
    const created = await author.agent.post(chaptersOf(bookId)).send({ markup: payload }).expect(201);
    const path = `${chaptersOf(bookId)}/${created.body.chapter.id}`;
    await author.agent
      .patch(path)
      .send({ markup: `${payload}<p onclick="alert(5)">More</p>`, version: 1 })
      .expect(200);

    const stored = (await Chapter.query(ctx.db.knex).findById(created.body.chapter.id))?.markup ?? "";
    const served = (await author.agent.get(path).expect(200)).body.chapter.markup as string;
    for (const markup of [created.body.chapter.markup as string, stored, served]) {
      expect(markup).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|alert/i);
    }
    expect(served).toBe('<p>Safe</p><a rel="noopener noreferrer nofollow" target="_blank">link</a><p>More</p>');
  });

  it("deletes a chapter and moves the following ones up", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapters = [];
    for (let i = 0; i < 4; i += 1) chapters.push(await createChapter(ctx.db.knex, { bookId, title: `C${i + 1}` }));
    await createChapterVersion(ctx.db.knex, { chapterId: chapters[1]!.id });
    const res = await author.agent.delete(`${chaptersOf(bookId)}/${chapters[1]!.id}`).expect(200);
    expect(res.body.chapters.map((c: { number: number; title: string }) => `${c.number}:${c.title}`)).toEqual(["1:C1", "2:C3", "3:C4"]);
    expect(await ChapterVersion.query(ctx.db.knex).where({ chapterId: chapters[1]!.id }).resultSize()).toBe(0);
  });

  it("moves a chapter forward and back, renumbering the others", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const chapters = [];
    for (let i = 0; i < 4; i += 1) chapters.push(await createChapter(ctx.db.knex, { bookId, title: `C${i + 1}` }));
    const titles = (res: { body: { chapters: { number: number; title: string }[] } }) => res.body.chapters.map((c) => `${c.number}:${c.title}`);
    const forward = await author.agent
      .post(`${chaptersOf(bookId)}/${chapters[0]!.id}/move`)
      .send({ number: 3 })
      .expect(200);
    expect(titles(forward)).toEqual(["1:C2", "2:C3", "3:C1", "4:C4"]);
    const back = await author.agent
      .post(`${chaptersOf(bookId)}/${chapters[3]!.id}/move`)
      .send({ number: 1 })
      .expect(200);
    expect(titles(back)).toEqual(["1:C4", "2:C2", "3:C3", "4:C1"]);
  });
});
