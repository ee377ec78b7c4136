import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, StoryBookLore } from "@storyloom/db/models";
import { createBook, createLore } from "@storyloom/testkit/factories";
import { bookResourceTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf, namesOf } = bookResourceTests("lores");

describe("the lore routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const book = await createBook(ctx.db.knex);
    const lore = await createLore(ctx.db.knex, { bookId: book.id });
    const path = `/api/v1/books/${book.id}/lores`;
    const res = await request(ctx.app).get(path).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
    await request(ctx.app).post(path).send({ name: 5 }).expect(401);
    await request(ctx.app).post(`${path}/create-many`).send({}).expect(401);
    await request(ctx.app).patch(`${path}/${lore.id}`).send({}).expect(401);
    await request(ctx.app).delete(`${path}/${lore.id}`).expect(401);
    await request(ctx.app).delete(`${path}/delete-all`).expect(401);
    expect(await StoryBookLore.query(ctx.db.knex).findById(lore.id)).toBeDefined();
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const missing = await author.agent.post(path).send({ description: "A city." }).expect(400);
    expect(missing.body.error.fields).toEqual({ name: "This field is required." });
    const long = await author.agent
      .post(path)
      .send({ name: "n".repeat(51), description: "d".repeat(3001) })
      .expect(400);
    expect(long.body.error.fields).toEqual({ name: "Input can't be longer than 50 characters.", description: "Input can't be longer than 3000 characters." });
    const badType = await author.agent.post(path).send({ name: "Vell", type: "PLANET" }).expect(400);
    expect(badType.body.error.fields).toEqual({
      type: "Must be one of: ALIEN_OR_FANTASY_RACE, CREATURE, CULTURE_OR_PEOPLE, HISTORY, LOCATION, MAGIC, ORGANIZATION_OR_GROUP, RELIGION, TECHNOLOGY, OTHER.",
    });
    const pastEnd = await author.agent.post(path).send({ name: "Vell", orderIndex: 1 }).expect(400);
    expect(pastEnd.body.error.fields).toEqual({ orderIndex: "Must be at most 0." });

    const created = await author.agent
      .post(path)
      .send({ name: "n".repeat(50) })
      .expect(201);
    const lorePath = `${path}/${created.body.lore.id}`;
    const nothing = await author.agent.patch(lorePath).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of type, name, description, orderIndex.");
    const blank = await author.agent.patch(lorePath).send({ name: "" }).expect(400);
    expect(blank.body.error.fields).toEqual({ name: "This field is required." });

    const many = `${path}/create-many`;
    const empty = await author.agent.post(many).send({ lores: [] }).expect(400);
    expect(empty.body.error.fields).toEqual({ lores: "Send at least one lore entry." });
    const tooMany = await author.agent
      .post(many)
      .send({ lores: Array.from({ length: 101 }, (_, index) => ({ name: `L${index}` })) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ lores: "At most 100 lore entries at a time." });
    const oneBad = await author.agent
      .post(many)
      .send({ lores: [{ name: "Good" }, { name: "Bad", description: "d".repeat(3001) }] })
      .expect(400);
    expect(oneBad.body.error.fields).toEqual({ "lores.1.description": "Input can't be longer than 3000 characters." });
    // All or none: the valid first entry was not added.
    expect(await StoryBookLore.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(1);
  });

  it("another author's book, a deleted book and another book's lore with 404; admins may only read", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { path, bookId } = await bookOf(owner);
    const lore = await createLore(ctx.db.knex, { bookId, name: "Secret Spire" });
    const lorePath = `${path}/${lore.id}`;

    const list = await other.agent.get(path).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret");
    for (const stranger of [other, admin]) {
      await stranger.agent.post(path).send({ name: "Mine" }).expect(404);
      await stranger.agent
        .post(`${path}/create-many`)
        .send({ lores: [{ name: "Mine" }] })
        .expect(404);
      await stranger.agent.patch(lorePath).send({ name: "Mine" }).expect(404);
      await stranger.agent.delete(lorePath).expect(404);
      await stranger.agent.delete(`${path}/delete-all`).expect(404);
    }
    expect(namesOf((await admin.agent.get(path).expect(200)).body)).toEqual([["Secret Spire", 0]]);

    const mine = await bookOf(other);
    const through = await other.agent.patch(`${mine.path}/${lore.id}`).send({ name: "Mine" }).expect(404);
    expect(through.body.error).toEqual({ code: "not_found", message: "Lore not found." });

    await Book.query(ctx.db.knex).findById(bookId).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.delete(`${path}/delete-all`).expect(404);
    expect((await StoryBookLore.query(ctx.db.knex).findById(lore.id))?.name).toBe("Secret Spire");
  });
});

describe("the lore routes", () => {
  it("insert at orderIndex, create many, edit, move, delete and delete all, keeping orderIndex dense", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const city = await author.agent.post(path).send({ type: "LOCATION", name: "  Vell  ", description: "" }).expect(201);
    expect(city.body.lore).toMatchObject({ type: "LOCATION", name: "Vell", description: null, orderIndex: 0, bookId });
    const many = await author.agent
      .post(`${path}/create-many`)
      .send({
        lores: [
          { name: "The Guild", type: "ORGANIZATION_OR_GROUP" },
          { name: "Tide magic", type: "MAGIC", description: "Moon-bound." },
        ],
      })
      .expect(201);
    expect(namesOf(many.body)).toEqual([
      ["The Guild", 1],
      ["Tide magic", 2],
    ]);
    const above = await author.agent.post(path).send({ name: "The Fall", type: "HISTORY", orderIndex: 1 }).expect(201);
    expect(above.body.lore.orderIndex).toBe(1);
    expect(namesOf((await author.agent.get(path).expect(200)).body)).toEqual([
      ["Vell", 0],
      ["The Fall", 1],
      ["The Guild", 2],
      ["Tide magic", 3],
    ]);

    const moved = await author.agent.patch(`${path}/${many.body.lores[1].id}`).send({ orderIndex: 0, description: null }).expect(200);
    expect(moved.body.lore).toMatchObject({ name: "Tide magic", description: null, orderIndex: 0 });

    const afterDelete = await author.agent.delete(`${path}/${city.body.lore.id}`).expect(200);
    expect(namesOf(afterDelete.body)).toEqual([
      ["Tide magic", 0],
      ["The Fall", 1],
      ["The Guild", 2],
    ]);

    const cleared = await author.agent.delete(`${path}/delete-all`).expect(200);
    expect(cleared.body).toEqual({ lores: [] });
    expect(await StoryBookLore.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(0);
  });
});
