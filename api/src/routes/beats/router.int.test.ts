import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, Chapter, StoryBookBeat } from "@storyloom/db/models";
import { createBeat, createBook, createChapter } from "@storyloom/testkit/factories";
import { authorRouteTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf } = authorRouteTests();

const beatsOf = (bookId: number) => `/api/v1/books/${bookId}/beats`;

interface OutlineBody {
  beats: { id: number; name: string; act: number | null; orderIndex: number; chapters: { id: number; number: number }[] }[];
  unassignedChapters: { id: number; number: number }[];
}

/** The outline as [beat name, [chapter ids]] rows, and the chapters under no beat. */
function shape(outline: OutlineBody) {
  return {
    beats: outline.beats.map((beat) => [beat.name, beat.chapters.map((chapter) => chapter.id)]),
    unassigned: outline.unassignedChapters.map((chapter) => chapter.id),
  };
}

async function readingOrder(bookId: number): Promise<number[]> {
  return (await Chapter.query(ctx.db.knex).where({ bookId }).orderBy("number")).map((chapter) => chapter.id);
}

describe("the beat routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const bookId = (await createBook(ctx.db.knex)).id;
    const beat = await createBeat(ctx.db.knex, { bookId });
    const res = await request(ctx.app).get(beatsOf(bookId)).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app)
      .patch(`${beatsOf(bookId)}/${beat.id}`)
      .send({ name: 5 })
      .expect(401);
    await request(ctx.app)
      .post(`${beatsOf(bookId)}/update-many`)
      .send({})
      .expect(401);
    await request(ctx.app)
      .post(`${beatsOf(bookId)}/${beat.id}/move-chapters`)
      .send({})
      .expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const beat = await createBeat(ctx.db.knex, { bookId });
    const path = `${beatsOf(bookId)}/${beat.id}`;

    const badId = await author.agent
      .patch(`${beatsOf(bookId)}/abc`)
      .send({ name: "x" })
      .expect(400);
    expect(badId.body.error.fields).toEqual({ beatId: "Must be a whole number." });
    const badFields = await author.agent
      .patch(path)
      .send({ name: " ", purpose: "x".repeat(1001), act: 6 })
      .expect(400);
    expect(badFields.body.error.fields).toEqual({
      name: "This field is required.",
      purpose: "Input can't be longer than 1000 characters.",
      act: "Must be a whole number from 1 to 5, or null.",
    });
    const nothing = await author.agent.patch(path).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of name, purpose, description, act.");

    const many = `${beatsOf(bookId)}/update-many`;
    const missing = await author.agent.post(many).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ beats: "This field is required." });
    const badBeat = await author.agent
      .post(many)
      .send({ beats: [{ name: "", act: 1 }] })
      .expect(400);
    expect(badBeat.body.error.fields).toEqual({ "beats.0.name": "This field is required.", "beats.0.orderIndex": "This field is required." });
    const twice = await author.agent
      .post(many)
      .send({ beats: [{ id: beat.id, name: "A", act: 1, orderIndex: 0 }], deletedIds: [beat.id] })
      .expect(400);
    expect(twice.body.error.fields).toEqual({ "deletedIds.0": "A beat can't be both saved and deleted." });
    const tooMany = await author.agent
      .post(many)
      .send({ beats: Array.from({ length: 101 }, (_, i) => ({ name: `B${i}`, act: 1, orderIndex: i })) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ beats: "Send at most 100 beats." });

    const empty = await author.agent.post(`${path}/move-chapters`).send({ chapterIds: [] }).expect(400);
    expect(empty.body.error.fields).toEqual({ chapterIds: "Send at least one chapter." });
    const chapter = await createChapter(ctx.db.knex, { bookId });
    const duplicate = await author.agent
      .post(`${path}/move-chapters`)
      .send({ chapterIds: [chapter.id, chapter.id] })
      .expect(400);
    expect(duplicate.body.error.fields).toEqual({ chapterIds: "A chapter is listed twice." });
    const pastEnd = await author.agent
      .post(`${path}/move-chapters`)
      .send({ chapterIds: [chapter.id], position: 1 })
      .expect(400);
    expect(pastEnd.body.error.fields).toEqual({ position: "Must be at most 0." });
  });

  it("another author's book, a deleted book, and another book's beat or chapter with 404, and admins may read but not write", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const bookId = await bookOf(owner);
    const beat = await createBeat(ctx.db.knex, { bookId, name: "Secret beat" });
    const chapter = await createChapter(ctx.db.knex, { bookId });

    const list = await other.agent.get(beatsOf(bookId)).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret beat");
    await other.agent
      .patch(`${beatsOf(bookId)}/${beat.id}`)
      .send({ name: "Mine" })
      .expect(404);
    await other.agent
      .post(`${beatsOf(bookId)}/update-many`)
      .send({ beats: [], deletedIds: [beat.id] })
      .expect(404);
    await other.agent
      .post(`${beatsOf(bookId)}/${beat.id}/move-chapters`)
      .send({ chapterIds: [chapter.id] })
      .expect(404);

    // Their own book does not reach this book's beats or chapters either.
    const otherBook = await bookOf(other);
    const foreignBeat = await other.agent
      .patch(`${beatsOf(otherBook)}/${beat.id}`)
      .send({ name: "Mine" })
      .expect(404);
    expect(foreignBeat.body.error.message).toBe("Beat not found.");
    await other.agent
      .post(`${beatsOf(otherBook)}/update-many`)
      .send({ beats: [], deletedIds: [beat.id] })
      .expect(404);
    const otherBeat = await createBeat(ctx.db.knex, { bookId: otherBook });
    const foreignChapter = await other.agent
      .post(`${beatsOf(otherBook)}/${otherBeat.id}/move-chapters`)
      .send({ chapterIds: [chapter.id] })
      .expect(404);
    expect(foreignChapter.body.error.message).toBe("Chapter not found.");

    await admin.agent.get(beatsOf(bookId)).expect(200);
    await admin.agent
      .patch(`${beatsOf(bookId)}/${beat.id}`)
      .send({ name: "Admin" })
      .expect(404);

    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: bookId });
    await owner.agent.get(beatsOf(bookId)).expect(404);
    await owner.agent
      .patch(`${beatsOf(bookId)}/${beat.id}`)
      .send({ name: "Late" })
      .expect(404);
    expect((await StoryBookBeat.query(ctx.db.knex).findById(beat.id))?.name).toBe("Secret beat");
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.beatId).toBeNull();
  });
});

describe("beats for their author", () => {
  it("lists beats by act and place with their chapters, and the chapters under no beat", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const late = await createBeat(ctx.db.knex, { bookId, name: "Climax", act: 3 });
    const early = await createBeat(ctx.db.knex, { bookId, name: "Hook", act: 1 });
    const loose = await createChapter(ctx.db.knex, { bookId });
    const first = await createChapter(ctx.db.knex, { bookId });
    await Chapter.query(ctx.db.knex).findById(first.id).patch({ beatId: early.id });

    const res = await author.agent.get(beatsOf(bookId)).expect(200);
    expect(shape(res.body.outline)).toEqual({
      beats: [
        ["Hook", [first.id]],
        ["Climax", []],
      ],
      unassigned: [loose.id],
    });
    expect(Object.keys(res.body.outline.beats[0]).sort()).toEqual(["act", "bookId", "chapters", "description", "id", "name", "orderIndex", "purpose"]);
    expect(res.body.outline.beats[0].chapters[0]).toMatchObject({ id: first.id, number: 2, status: "DRAFT", wordCount: 4 });
    expect(res.body.outline.beats[1].id).toBe(late.id);
  });

  it("edits a beat, trimming text and storing empty text as none; a new act puts it last there", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const moving = await createBeat(ctx.db.knex, { bookId, name: "Moving", act: 1 });
    await createBeat(ctx.db.knex, { bookId, name: "Stays", act: 1 });
    await createBeat(ctx.db.knex, { bookId, name: "Act two", act: 2 });
    const res = await author.agent
      .patch(`${beatsOf(bookId)}/${moving.id}`)
      .send({ name: "  Midpoint ", purpose: "", description: "Everything turns.", act: 2 })
      .expect(200);
    expect(res.body.beat).toMatchObject({ id: moving.id, name: "Midpoint", purpose: null, description: "Everything turns.", act: 2, orderIndex: 2 });
    const outline = await author.agent.get(beatsOf(bookId)).expect(200);
    expect(outline.body.outline.beats.map((beat: { name: string; orderIndex: number }) => [beat.name, beat.orderIndex])).toEqual([
      ["Stays", 0],
      ["Act two", 1],
      ["Midpoint", 2],
    ]);
  });

  it("creates, updates, reorders and deletes beats in one call; a deleted beat's chapters stay, under no beat", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const a = await createBeat(ctx.db.knex, { bookId, name: "A", act: 1 });
    const b = await createBeat(ctx.db.knex, { bookId, name: "B", act: 1 });
    const doomed = await createBeat(ctx.db.knex, { bookId, name: "Doomed", act: 2 });
    const chapter = await createChapter(ctx.db.knex, { bookId, markup: "<p>Keep me</p>" });
    await Chapter.query(ctx.db.knex).findById(chapter.id).patch({ beatId: doomed.id });

    const res = await author.agent
      .post(`${beatsOf(bookId)}/update-many`)
      .send({
        beats: [
          { id: b.id, name: "B first", act: 1, orderIndex: 0 },
          { id: a.id, name: "A", purpose: "Second now", act: 1, orderIndex: 1 },
          { name: "New in act two", description: "Fresh", act: 2, orderIndex: 2 },
        ],
        deletedIds: [doomed.id],
      })
      .expect(200);
    expect(shape(res.body.outline)).toEqual({
      beats: [
        ["B first", []],
        ["A", []],
        ["New in act two", []],
      ],
      unassigned: [chapter.id],
    });
    expect(res.body.outline.beats.map((beat: { orderIndex: number }) => beat.orderIndex)).toEqual([0, 1, 2]);
    expect(res.body.outline.beats[1].purpose).toBe("Second now");
    expect(await Chapter.query(ctx.db.knex).findById(chapter.id)).toMatchObject({ markup: "<p>Keep me</p>", beatId: null });
  });

  it("saves nothing when any part of a bulk save fails", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const beat = await createBeat(ctx.db.knex, { bookId, name: "Original" });
    const elsewhere = await createBeat(ctx.db.knex, { bookId: await bookOf(author) });
    await author.agent
      .post(`${beatsOf(bookId)}/update-many`)
      .send({
        beats: [
          { id: beat.id, name: "Changed", act: 1, orderIndex: 0 },
          { name: "New", act: 1, orderIndex: 1 },
        ],
        deletedIds: [elsewhere.id],
      })
      .expect(404);
    expect(await StoryBookBeat.query(ctx.db.knex).where({ bookId })).toMatchObject([{ id: beat.id, name: "Original" }]);
  });

  it("moves chapters into a beat and renumbers the book so reading order follows the outline", async () => {
    const author = await signedInAuthor();
    const bookId = await bookOf(author);
    const one = await createBeat(ctx.db.knex, { bookId, name: "One", act: 1 });
    const two = await createBeat(ctx.db.knex, { bookId, name: "Two", act: 2 });
    const three = await createBeat(ctx.db.knex, { bookId, name: "Three", act: 3 });
    const [c1, c2, c3, c4] = [
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
    ];
    const move = (beatId: number, body: object) =>
      author.agent
        .post(`${beatsOf(bookId)}/${beatId}/move-chapters`)
        .send(body)
        .expect(200);

    // No beat has chapters yet: the chapter stays where it is.
    await move(three.id, { chapterIds: [c2!.id] });
    expect(await readingOrder(bookId)).toEqual([c1!.id, c2!.id, c3!.id, c4!.id]);
    // Into the first beat: before the chapters of the beats after it.
    await move(one.id, { chapterIds: [c4!.id] });
    expect(await readingOrder(bookId)).toEqual([c1!.id, c4!.id, c2!.id, c3!.id]);
    // Into an empty middle beat: after the last chapter of the beats before it.
    await move(two.id, { chapterIds: [c3!.id, c1!.id] });
    expect(await readingOrder(bookId)).toEqual([c4!.id, c3!.id, c1!.id, c2!.id]);
    // At a position among the beat's own chapters.
    const res = await move(two.id, { chapterIds: [c2!.id], position: 1 });
    expect(await readingOrder(bookId)).toEqual([c4!.id, c3!.id, c2!.id, c1!.id]);
    expect(shape(res.body.outline)).toEqual({
      beats: [
        ["One", [c4!.id]],
        ["Two", [c3!.id, c2!.id, c1!.id]],
        ["Three", []],
      ],
      unassigned: [],
    });
    expect(res.body.outline.beats[1].chapters.map((chapter: { number: number }) => chapter.number)).toEqual([2, 3, 4]);
  });
});
