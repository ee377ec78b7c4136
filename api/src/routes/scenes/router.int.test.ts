import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, StoryBookScene } from "@storyloom/db/models";
import { createBook, createChapter, createCharacter, createScene } from "@storyloom/testkit/factories";
import { authorRouteTests } from "../testing/routeTests.ts";
import type { SignedInAuthor } from "../../testing.ts";

const { ctx, signedInAuthor } = authorRouteTests();

async function chapterOf(author: SignedInAuthor) {
  const book = await createBook(ctx.db.knex, { authorId: author.authorId });
  const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
  return { bookId: book.id, chapterId: chapter.id, path: `/api/v1/books/${book.id}/chapters/${chapter.id}/scenes` };
}

const goalsOf = (body: { scenes: { goal: string | null; orderIndex: number }[] }) => body.scenes.map((scene) => [scene.goal, scene.orderIndex]);

describe("the scene routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const scene = await createScene(ctx.db.knex);
    const path = `/api/v1/books/${scene.bookId}/chapters/${scene.chapterId}/scenes`;
    const res = await request(ctx.app).get(path).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
    await request(ctx.app).post(path).send({ type: 5 }).expect(401);
    await request(ctx.app).post(`${path}/create-many`).send({}).expect(401);
    await request(ctx.app).patch(`${path}/${scene.id}`).send({}).expect(401);
    await request(ctx.app).delete(`${path}/${scene.id}`).expect(401);
    await request(ctx.app).post(`${path}/${scene.id}/move`).send({}).expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await chapterOf(author);
    const created = await author.agent.post(path).send({ goal: "Escape" }).expect(201);
    const scenePath = `${path}/${created.body.scene.id}`;

    const badEnums = await author.agent.post(path).send({ type: "BATTLE", resolution: "MAYBE", isHidden: "yes" }).expect(400);
    expect(badEnums.body.error.fields).toEqual({
      type: "Must be one of: ACTION, REFLECTION, GENERAL.",
      resolution: "Must be one of: RESOLVED, GET_COMPLICATED, UNRESOLVED, GET_WORSE.",
      isHidden: "Must be true or false.",
    });
    const long = await author.agent
      .post(path)
      .send({ goal: "x".repeat(5001), primaryCharacter: "y".repeat(201) })
      .expect(400);
    expect(long.body.error.fields).toEqual({
      goal: "Input can't be longer than 5000 characters.",
      primaryCharacter: "Input can't be longer than 200 characters.",
    });
    const unknown = await author.agent.post(path).send({ orderIndex: 3 }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: orderIndex.");
    const nothing = await author.agent.patch(scenePath).send({}).expect(400);
    expect(nothing.body.error.message).toMatch(/^Send at least one of type, isHidden/);

    const otherBook = await createBook(ctx.db.knex);
    const foreign = await createCharacter(ctx.db.knex, { bookId: otherBook.id });
    const badCharacter = await author.agent.patch(scenePath).send({ characterId: foreign.id }).expect(400);
    expect(badCharacter.body.error.fields).toEqual({ characterId: "No such character in this book." });
    const own = await createCharacter(ctx.db.knex, { bookId });
    const manyBad = await author.agent
      .post(`${path}/create-many`)
      .send({ scenes: [{ characterId: own.id }, { characterId: foreign.id }] })
      .expect(400);
    expect(manyBad.body.error.fields).toEqual({ "scenes.1.characterId": "No such character in this book." });
    // All or none: the valid first scene was not added either.
    expect(await StoryBookScene.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(1);
    const empty = await author.agent.post(`${path}/create-many`).send({ scenes: [] }).expect(400);
    expect(empty.body.error.fields).toEqual({ scenes: "Send at least one scene." });
    const tooMany = await author.agent
      .post(`${path}/create-many`)
      .send({ scenes: Array.from({ length: 101 }, () => ({})) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ scenes: "At most 100 scenes at a time." });

    const negative = await author.agent.post(`${scenePath}/move`).send({ orderIndex: -1 }).expect(400);
    expect(negative.body.error.fields).toEqual({ orderIndex: "Must be at least 0." });
    const pastEnd = await author.agent.post(`${scenePath}/move`).send({ orderIndex: 1 }).expect(400);
    expect(pastEnd.body.error.fields).toEqual({ orderIndex: "Must be at most 0." });
  });

  it("another author's book, a deleted book, another book's chapter and an unknown scene with 404", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { path, bookId, chapterId } = await chapterOf(owner);
    const scene = await createScene(ctx.db.knex, { chapterId, goal: "Secret goal" });
    const scenePath = `${path}/${scene.id}`;

    const list = await other.agent.get(path).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret");
    for (const stranger of [other, admin]) {
      await stranger.agent.post(path).send({ goal: "Mine" }).expect(404);
      await stranger.agent
        .post(`${path}/create-many`)
        .send({ scenes: [{}] })
        .expect(404);
      const edit = await stranger.agent.patch(scenePath).send({ goal: "Mine" }).expect(404);
      expect(edit.text).not.toContain("Secret");
      await stranger.agent.delete(scenePath).expect(404);
      await stranger.agent.post(`${scenePath}/move`).send({ orderIndex: 0 }).expect(404);
    }
    // Admins may read the list, like a book's chapters.
    await admin.agent.get(path).expect(200);

    const mine = await chapterOf(other);
    await other.agent.patch(`${mine.path}/${scene.id}`).send({ goal: "Mine" }).expect(404);
    await owner.agent.post(`${scenePath}/move`).send({ orderIndex: 0, chapterId: mine.chapterId }).expect(404);
    await owner.agent
      .patch(`${path}/${scene.id + 100000}`)
      .send({ goal: "x" })
      .expect(404);

    await Book.query(ctx.db.knex).findById(bookId).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.patch(scenePath).send({ goal: "Back" }).expect(404);
    expect((await StoryBookScene.query(ctx.db.knex).findById(scene.id))?.goal).toBe("Secret goal");
  });
});

describe("the scene routes", () => {
  it("create, create many, edit, move within and across chapters and delete, keeping orderIndex dense", async () => {
    const author = await signedInAuthor();
    const { path, bookId, chapterId } = await chapterOf(author);
    const hero = await createCharacter(ctx.db.knex, { bookId, name: "Mara" });

    const first = await author.agent
      .post(path)
      .send({ type: "ACTION", goal: "  Steal the map  ", conflict: "Guards", resolution: "GET_WORSE", characterId: hero.id, description: "" })
      .expect(201);
    expect(first.body.scene).toMatchObject({
      type: "ACTION",
      goal: "Steal the map",
      conflict: "Guards",
      resolution: "GET_WORSE",
      characterId: hero.id,
      description: null,
      orderIndex: 0,
      bookId,
      chapterId,
      isHidden: false,
    });
    const many = await author.agent
      .post(`${path}/create-many`)
      .send({
        scenes: [
          { type: "REFLECTION", goal: "Grieve" },
          { goal: "Decide", dilemma: "Stay or go", decision: "Go" },
        ],
      })
      .expect(201);
    expect(goalsOf(many.body)).toEqual([
      ["Grieve", 1],
      ["Decide", 2],
    ]);

    const edited = await author.agent
      .patch(`${path}/${first.body.scene.id}`)
      .send({ goal: "Steal the real map", characterId: null, isHidden: true })
      .expect(200);
    expect(edited.body.scene).toMatchObject({ goal: "Steal the real map", characterId: null, isHidden: true, conflict: "Guards" });

    const moved = await author.agent.post(`${path}/${many.body.scenes[1].id}/move`).send({ orderIndex: 0 }).expect(200);
    expect(goalsOf(moved.body)).toEqual([
      ["Decide", 0],
      ["Steal the real map", 1],
      ["Grieve", 2],
    ]);

    const next = await createChapter(ctx.db.knex, { bookId });
    await createScene(ctx.db.knex, { chapterId: next.id, goal: "Arrive" });
    const across = await author.agent.post(`${path}/${first.body.scene.id}/move`).send({ orderIndex: 0, chapterId: next.id }).expect(200);
    expect(goalsOf(across.body)).toEqual([
      ["Steal the real map", 0],
      ["Arrive", 1],
    ]);
    const left = await author.agent.get(path).expect(200);
    expect(goalsOf(left.body)).toEqual([
      ["Decide", 0],
      ["Grieve", 1],
    ]);

    const afterDelete = await author.agent.delete(`${path}/${many.body.scenes[1].id}`).expect(200);
    expect(goalsOf(afterDelete.body)).toEqual([["Grieve", 0]]);
  });
});
