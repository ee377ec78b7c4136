import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, StoryBookIdea } from "@storyloom/db/models";
import { createBook, createStoryBookIdea } from "@storyloom/testkit/factories";
import { bookResourceTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf } = bookResourceTests("ideas");

async function genreIds(): Promise<[number, number]> {
  const [first, second] = await ctx.db.knex<{ id: number }>("genres").select("id").orderBy("id").limit(2);
  if (!first || !second) throw new Error("The genres migration seeds more than one genre.");
  return [first.id, second.id];
}

describe("the idea routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const book = await createBook(ctx.db.knex);
    const idea = await createStoryBookIdea(ctx.db.knex, { bookId: book.id });
    const path = `/api/v1/books/${book.id}/ideas`;
    const res = await request(ctx.app).get(path).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
    await request(ctx.app).patch(`${path}/${idea.id}`).send({ idea: 5 }).expect(401);
    await request(ctx.app)
      .post(`${path}/create-many`)
      .send({ ideas: [{ idea: "A heist." }] })
      .expect(401);
    expect(await StoryBookIdea.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(1);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    const idea = await createStoryBookIdea(ctx.db.knex, { bookId, idea: "A heist on a moon." });
    const ideaPath = `${path}/${idea.id}`;

    const nothing = await author.agent.patch(ideaPath).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of idea, genreId.");
    const blank = await author.agent.patch(ideaPath).send({ idea: "  " }).expect(400);
    expect(blank.body.error.fields).toEqual({ idea: "This field is required." });
    const long = await author.agent
      .patch(ideaPath)
      .send({ idea: "i".repeat(5001), genreId: "x" })
      .expect(400);
    expect(long.body.error.fields).toEqual({ idea: "Input can't be longer than 5000 characters.", genreId: "Must be a whole number." });
    const noGenre = await author.agent.patch(ideaPath).send({ genreId: 99_999_999 }).expect(400);
    expect(noGenre.body.error.fields).toEqual({ genreId: "Choose one of the listed genres." });
    const unknown = await author.agent.patch(ideaPath).send({ idea: "x", bookId }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: bookId.");
    expect((await StoryBookIdea.query(ctx.db.knex).findById(idea.id))?.idea).toBe("A heist on a moon.");
  });

  it("bad new ideas with 400, naming each one's field, and save none of them", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    const many = `${path}/create-many`;

    const none = await author.agent.post(many).send({}).expect(400);
    expect(none.body.error.fields).toEqual({ ideas: "This field is required." });
    const notList = await author.agent.post(many).send({ ideas: "An idea" }).expect(400);
    expect(notList.body.error.fields).toEqual({ ideas: "Must be a list of ideas." });
    const empty = await author.agent.post(many).send({ ideas: [] }).expect(400);
    expect(empty.body.error.fields).toEqual({ ideas: "Send at least one idea." });
    const tooMany = await author.agent
      .post(many)
      .send({ ideas: Array.from({ length: 21 }, (_, index) => ({ idea: `Idea ${index}` })) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ ideas: "At most 20 ideas at a time." });
    const bad = await author.agent
      .post(many)
      .send({ ideas: [{ idea: "Good" }, { idea: "   " }, { idea: "i".repeat(5001), genreId: "x" }, { genreId: null }, { idea: "Fine", orderIndex: 0 }] })
      .expect(400);
    expect(bad.body.error.fields).toEqual({
      "ideas.1.idea": "This field is required.",
      "ideas.2.idea": "Input can't be longer than 5000 characters.",
      "ideas.2.genreId": "Must be a whole number.",
      "ideas.3.idea": "This field is required.",
      "ideas.4.orderIndex": "Unknown field.",
    });
    const [genre] = await genreIds();
    const noGenre = await author.agent
      .post(many)
      .send({
        ideas: [
          { idea: "Good", genreId: genre },
          { idea: "Lost", genreId: 99_999_999 },
        ],
      })
      .expect(400);
    expect(noGenre.body.error).toMatchObject({
      message: "ideas.1.genreId: Choose one of the listed genres.",
      fields: { "ideas.1.genreId": "Choose one of the listed genres." },
    });
    const unknown = await author.agent
      .post(many)
      .send({ ideas: [{ idea: "x" }], bookId })
      .expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: bookId.");
    // All or none: not even the valid ideas were kept.
    expect(await StoryBookIdea.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(0);
  });

  it("another author's book, a deleted book and another book's idea with 404; admins may only read", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { path, bookId } = await bookOf(owner);
    const idea = await createStoryBookIdea(ctx.db.knex, { bookId, idea: "Secret plot" });

    const list = await other.agent.get(path).expect(404);
    expect(list.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(list.text).not.toContain("Secret");
    for (const stranger of [other, admin]) {
      const edit = await stranger.agent.patch(`${path}/${idea.id}`).send({ idea: "Mine" }).expect(404);
      expect(edit.text).not.toContain("Secret");
      const add = await stranger.agent
        .post(`${path}/create-many`)
        .send({ ideas: [{ idea: "Mine" }] })
        .expect(404);
      expect(add.body.error).toEqual({ code: "not_found", message: "Book not found." });
    }
    const read = await admin.agent.get(path).expect(200);
    expect(read.body.ideas.map((row: { idea: string }) => row.idea)).toEqual(["Secret plot"]);

    const mine = await bookOf(other);
    const through = await other.agent.patch(`${mine.path}/${idea.id}`).send({ idea: "Mine" }).expect(404);
    expect(through.body.error).toEqual({ code: "not_found", message: "Idea not found." });

    await Book.query(ctx.db.knex).findById(bookId).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.patch(`${path}/${idea.id}`).send({ idea: "Back" }).expect(404);
    await owner.agent
      .post(`${path}/create-many`)
      .send({ ideas: [{ idea: "Back" }] })
      .expect(404);
    expect((await StoryBookIdea.query(ctx.db.knex).findById(idea.id))?.idea).toBe("Secret plot");
    expect(await StoryBookIdea.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(1);
  });
});

describe("the idea routes", () => {
  it("list the book's ideas newest first with their genre, and edit the text and the genre", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    const [fantasy, romance] = await genreIds();
    const older = await createStoryBookIdea(ctx.db.knex, { bookId, idea: "A heist on a moon.", genreId: fantasy });
    await createStoryBookIdea(ctx.db.knex, { bookId, idea: "Two rival bakers." });
    const otherBook = await createBook(ctx.db.knex, { authorId: author.authorId });
    await createStoryBookIdea(ctx.db.knex, { bookId: otherBook.id, idea: "Another book's idea." });

    const list = await author.agent.get(path).expect(200);
    expect(list.body.ideas.map((row: { idea: string; genreId: number | null }) => [row.idea, row.genreId])).toEqual([
      ["Two rival bakers.", null],
      ["A heist on a moon.", fantasy],
    ]);
    expect(list.body.ideas[1]).toEqual({
      id: older.id,
      idea: "A heist on a moon.",
      genreId: fantasy,
      bookId,
      createdAt: older.createdAt.toISOString(),
      updatedAt: older.updatedAt.toISOString(),
    });

    const edited = await author.agent.patch(`${path}/${older.id}`).send({ idea: "  A heist on a dying moon.  ", genreId: romance }).expect(200);
    expect(edited.body.idea).toMatchObject({ id: older.id, idea: "A heist on a dying moon.", genreId: romance, bookId });
    const regenred = await author.agent.patch(`${path}/${older.id}`).send({ genreId: null }).expect(200);
    expect(regenred.body.idea).toMatchObject({ idea: "A heist on a dying moon.", genreId: null });
  });

  it("add new ideas in the order sent, trimmed, with their genres; the list shows the last one first", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);
    const [fantasy] = await genreIds();
    await createStoryBookIdea(ctx.db.knex, { bookId, idea: "An older idea." });

    const added = await author.agent
      .post(`${path}/create-many`)
      .send({
        ideas: [{ idea: "  A lighthouse that lies.  ", genreId: fantasy }, { idea: "Twins swap fates.", genreId: null }, { idea: "A map drawn in song." }],
      })
      .expect(201);
    expect(added.body.ideas.map((row: { idea: string; genreId: number | null; bookId: number }) => [row.idea, row.genreId, row.bookId])).toEqual([
      ["A lighthouse that lies.", fantasy, bookId],
      ["Twins swap fates.", null, bookId],
      ["A map drawn in song.", null, bookId],
    ]);
    expect(Object.keys(added.body.ideas[0]).sort()).toEqual(["bookId", "createdAt", "genreId", "id", "idea", "updatedAt"]);

    const list = await author.agent.get(path).expect(200);
    expect(list.body.ideas.map((row: { idea: string }) => row.idea)).toEqual([
      "A map drawn in song.",
      "Twins swap fates.",
      "A lighthouse that lies.",
      "An older idea.",
    ]);
  });
});
