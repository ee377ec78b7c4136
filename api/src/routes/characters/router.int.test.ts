import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, StoryBookCharacter, StoryBookScene } from "@storyloom/db/models";
import { createBook, createCharacter, createScene } from "@storyloom/testkit/factories";
import { bookResourceTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf, namesOf } = bookResourceTests("characters");

describe("the character routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const book = await createBook(ctx.db.knex);
    const character = await createCharacter(ctx.db.knex, { bookId: book.id });
    const path = `/api/v1/books/${book.id}/characters`;
    const res = await request(ctx.app).get(path).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app).post(path).send({ name: 5 }).expect(401);
    await request(ctx.app).post(`${path}/create-many`).send({}).expect(401);
    await request(ctx.app).patch(`${path}/${character.id}`).send({}).expect(401);
    await request(ctx.app).delete(`${path}/${character.id}`).expect(401);
    await request(ctx.app).delete(`${path}/delete-all`).expect(401);
    expect(await StoryBookCharacter.query(ctx.db.knex).findById(character.id)).toBeDefined();
  });

  it("bad input with 400, with the messages of docs/product.md (Validation rules) word for word", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const missing = await author.agent.post(path).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ name: "This field is required." });
    const blank = await author.agent.post(path).send({ name: "   " }).expect(400);
    expect(blank.body.error.fields).toEqual({ name: "This field is required." });
    const long = await author.agent
      .post(path)
      .send({ name: "n".repeat(41), overview: "o".repeat(3001), mental: "m".repeat(101), skills: "s".repeat(101) })
      .expect(400);
    expect(long.body.error.fields).toEqual({
      name: "Input can't be longer than 40 characters.",
      overview: "Input can't be longer than 3000 characters.",
      mental: "Input can't be longer than 100 characters.",
      skills: "Input can't be longer than 100 characters.",
    });
    // docs/product.md (Validation rules): physical takes 1000 characters, yet its message says 100.
    const physical = await author.agent
      .post(path)
      .send({ name: "Mara", physical: "p".repeat(1001) })
      .expect(400);
    expect(physical.body.error.fields).toEqual({ physical: "Input can't be longer than 100 characters." });
    const badType = await author.agent.post(path).send({ name: "Mara", type: "HERO", overview: 7 }).expect(400);
    expect(badType.body.error.fields).toEqual({ type: "Must be one of: PROTAGONIST, ANTAGONIST, SUPPORTING.", overview: "Must be text." });
    const unknown = await author.agent.post(path).send({ name: "Mara", bookId: 1 }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: bookId.");
    expect(await StoryBookCharacter.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(0);

    const first = await author.agent.post(path).send({ name: "Mara" }).expect(201);
    const pastEnd = await author.agent.post(path).send({ name: "Ilse", orderIndex: 2 }).expect(400);
    expect(pastEnd.body.error.fields).toEqual({ orderIndex: "Must be at most 1." });
    const negative = await author.agent.post(path).send({ name: "Ilse", orderIndex: -1 }).expect(400);
    expect(negative.body.error.fields).toEqual({ orderIndex: "Must be at least 0." });

    const characterPath = `${path}/${first.body.character.id}`;
    const nothing = await author.agent.patch(characterPath).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of type, name, overview, physical, mental, skills, orderIndex.");
    const cleared = await author.agent.patch(characterPath).send({ name: null }).expect(400);
    expect(cleared.body.error.fields).toEqual({ name: "This field is required." });
    const tooLong = await author.agent
      .patch(characterPath)
      .send({ name: "n".repeat(41) })
      .expect(400);
    expect(tooLong.body.error.fields).toEqual({ name: "Input can't be longer than 40 characters." });
    const moveTooFar = await author.agent.patch(characterPath).send({ orderIndex: 1 }).expect(400);
    expect(moveTooFar.body.error.fields).toEqual({ orderIndex: "Must be at most 0." });
    const badId = await author.agent.patch(`${path}/abc`).send({ name: "x" }).expect(400);
    expect(badId.body.error.fields).toEqual({ characterId: "Must be a whole number." });

    const many = `${path}/create-many`;
    const empty = await author.agent.post(many).send({ characters: [] }).expect(400);
    expect(empty.body.error.fields).toEqual({ characters: "Send at least one character." });
    const none = await author.agent.post(many).send({}).expect(400);
    expect(none.body.error.fields).toEqual({ characters: "This field is required." });
    const tooMany = await author.agent
      .post(many)
      .send({ characters: Array.from({ length: 101 }, (_, index) => ({ name: `C${index}` })) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ characters: "At most 100 characters at a time." });
    const oneBad = await author.agent
      .post(many)
      .send({ characters: [{ name: "Good" }, { name: "" }, { name: "Also good", orderIndex: 0 }] })
      .expect(400);
    expect(oneBad.body.error.fields).toEqual({ "characters.1.name": "This field is required.", "characters.2.orderIndex": "Unknown field." });
    // All or none: neither valid character was added.
    expect(await StoryBookCharacter.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(1);
  });

  it("another author's book, a deleted book and another book's character with 404; admins may only read", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { path, bookId } = await bookOf(owner);
    const character = await createCharacter(ctx.db.knex, { bookId, name: "Secret Sable" });
    const characterPath = `${path}/${character.id}`;

    const list = await other.agent.get(path).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret");
    for (const stranger of [other, admin]) {
      await stranger.agent.post(path).send({ name: "Mine" }).expect(404);
      await stranger.agent
        .post(`${path}/create-many`)
        .send({ characters: [{ name: "Mine" }] })
        .expect(404);
      const edit = await stranger.agent.patch(characterPath).send({ name: "Mine" }).expect(404);
      expect(edit.text).not.toContain("Secret");
      await stranger.agent.delete(characterPath).expect(404);
      await stranger.agent.delete(`${path}/delete-all`).expect(404);
    }
    const read = await admin.agent.get(path).expect(200);
    expect(namesOf(read.body)).toEqual([["Secret Sable", 0]]);

    // The owner of another book cannot reach this character through their own book.
    const mine = await bookOf(other);
    const through = await other.agent.patch(`${mine.path}/${character.id}`).send({ name: "Mine" }).expect(404);
    expect(through.body.error).toEqual({ code: "not_found", message: "Character not found." });
    await other.agent.delete(`${mine.path}/${character.id}`).expect(404);

    await Book.query(ctx.db.knex).findById(bookId).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.patch(characterPath).send({ name: "Back" }).expect(404);
    expect((await StoryBookCharacter.query(ctx.db.knex).findById(character.id))?.name).toBe("Secret Sable");
  });
});

describe("the character routes", () => {
  it("insert above, below and duplicate at orderIndex, the later characters moving down", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const mara = await author.agent
      .post(path)
      .send({ type: "PROTAGONIST", name: "  Mara  ", overview: "A thief.", physical: "p".repeat(1000), mental: "", skills: "Locks" })
      .expect(201);
    expect(mara.body.character).toMatchObject({
      type: "PROTAGONIST",
      name: "Mara",
      overview: "A thief.",
      physical: "p".repeat(1000),
      mental: null,
      skills: "Locks",
      orderIndex: 0,
      bookId,
    });
    await author.agent.post(path).send({ name: "Ilse" }).expect(201);
    // Add above Mara, then below her, then a duplicate of Ilse right after her.
    const above = await author.agent.post(path).send({ name: "Oren", type: "ANTAGONIST", orderIndex: 0 }).expect(201);
    expect(above.body.character).toMatchObject({ name: "Oren", type: "ANTAGONIST", orderIndex: 0 });
    await author.agent.post(path).send({ name: "Tam", orderIndex: 2 }).expect(201);
    await author.agent.post(path).send({ name: "Ilse", orderIndex: 4 }).expect(201);

    const list = await author.agent.get(path).expect(200);
    expect(namesOf(list.body)).toEqual([
      ["Oren", 0],
      ["Mara", 1],
      ["Tam", 2],
      ["Ilse", 3],
      ["Ilse", 4],
    ]);
  });

  it("edit and move with PATCH, delete one and delete all, keeping orderIndex dense", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    const many = await author.agent
      .post(`${path}/create-many`)
      .send({ characters: [{ name: "A" }, { name: "B", type: "SUPPORTING" }, { name: "C" }, { name: "D" }] })
      .expect(201);
    expect(namesOf(many.body)).toEqual([
      ["A", 0],
      ["B", 1],
      ["C", 2],
      ["D", 3],
    ]);
    const [a, b, c, d] = many.body.characters as { id: number; updatedAt: string }[];

    const edited = await author.agent.patch(`${path}/${b!.id}`).send({ overview: "Loyal.", type: null }).expect(200);
    expect(edited.body.character).toMatchObject({ name: "B", overview: "Loyal.", type: null, orderIndex: 1 });

    const moved = await author.agent.patch(`${path}/${a!.id}`).send({ orderIndex: 3, name: "A2" }).expect(200);
    expect(moved.body.character).toMatchObject({ name: "A2", orderIndex: 3 });
    expect(namesOf((await author.agent.get(path).expect(200)).body)).toEqual([
      ["B", 0],
      ["C", 1],
      ["D", 2],
      ["A2", 3],
    ]);
    // A shift is not an edit: the characters that moved up keep their updatedAt.
    const shifted = await StoryBookCharacter.query(ctx.db.knex).findById(d!.id);
    expect(shifted?.updatedAt.toISOString()).toBe(d!.updatedAt);

    const up = await author.agent.patch(`${path}/${d!.id}`).send({ orderIndex: 0 }).expect(200);
    expect(up.body.character).toMatchObject({ name: "D", orderIndex: 0 });

    const scene = await createScene(ctx.db.knex);
    await StoryBookScene.query(ctx.db.knex).findById(scene.id).patch({ bookId, characterId: c!.id });
    const afterDelete = await author.agent.delete(`${path}/${c!.id}`).expect(200);
    expect(namesOf(afterDelete.body)).toEqual([
      ["D", 0],
      ["B", 1],
      ["A2", 2],
    ]);
    expect((await StoryBookScene.query(ctx.db.knex).findById(scene.id))?.characterId).toBeNull();

    const appended = await author.agent
      .post(`${path}/create-many`)
      .send({ characters: [{ name: "E" }] })
      .expect(201);
    expect(namesOf(appended.body)).toEqual([["E", 3]]);

    const otherBook = await createBook(ctx.db.knex, { authorId: author.authorId });
    const kept = await createCharacter(ctx.db.knex, { bookId: otherBook.id });
    const cleared = await author.agent.delete(`${path}/delete-all`).expect(200);
    expect(cleared.body).toEqual({ characters: [] });
    expect((await author.agent.get(path).expect(200)).body).toEqual({ characters: [] });
    expect(await StoryBookCharacter.query(ctx.db.knex).findById(kept.id)).toBeDefined();
    await author.agent.delete(`${path}/${c!.id}`).expect(404);
  });

  it("makes an order with ties (old rows) dense on the next change", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    // The factory writes every character at orderIndex 0, as rows from before the order was kept.
    const first = await createCharacter(ctx.db.knex, { bookId, name: "Old one" });
    await createCharacter(ctx.db.knex, { bookId, name: "Old two" });
    const listed = await author.agent.get(path).expect(200);
    expect(namesOf(listed.body)).toEqual([
      ["Old one", 0],
      ["Old two", 0],
    ]);
    await author.agent.post(path).send({ name: "New", orderIndex: 1 }).expect(201);
    expect(namesOf((await author.agent.get(path).expect(200)).body)).toEqual([
      ["Old one", 0],
      ["New", 1],
      ["Old two", 2],
    ]);
    await author.agent.patch(`${path}/${first.id}`).send({ orderIndex: 2 }).expect(200);
    expect(namesOf((await author.agent.get(path).expect(200)).body)).toEqual([
      ["New", 0],
      ["Old two", 1],
      ["Old one", 2],
    ]);
  });
});
