import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, StoryBookSettings } from "@storyloom/db/models";
import { createBook } from "@storyloom/testkit/factories";
import { bookResourceTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor, bookOf } = bookResourceTests("story-book-settings");

describe("the story-book settings routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const book = await createBook(ctx.db.knex);
    const path = `/api/v1/books/${book.id}/story-book-settings`;
    const res = await request(ctx.app).get(path).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
    await request(ctx.app).post(path).send({ length: 5 }).expect(401);
    expect(await StoryBookSettings.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(0);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const nothing = await author.agent.post(path).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of length, style, pointOfView, styleDescription.");
    const badEnums = await author.agent.post(path).send({ length: "NOVEL", style: "PURPLE", pointOfView: "FOURTH_PERSON" }).expect(400);
    expect(badEnums.body.error.fields).toEqual({
      length: "Must be one of: SHORT, MEDIUM, LONG, EPIC.",
      style: "Must be one of: VIVID, MINIMALIST, INTERNAL, EPISTOLARY, POPULAR, CUSTOM.",
      pointOfView: "Must be one of: FIRST_PERSON, SECOND_PERSON, THIRD_PERSON_LIMITED, THIRD_PERSON_OMNISCIENT.",
    });
    const long = await author.agent
      .post(path)
      .send({ styleDescription: "s".repeat(3001) })
      .expect(400);
    expect(long.body.error.fields).toEqual({ styleDescription: "Input can't be longer than 3000 characters." });
    const customBare = await author.agent.post(path).send({ style: "CUSTOM", styleDescription: "  " }).expect(400);
    expect(customBare.body.error.fields).toEqual({ styleDescription: "Describe the custom style." });
    const unknown = await author.agent.post(path).send({ length: "SHORT", bookId }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: bookId.");
    expect(await StoryBookSettings.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(0);
  });

  it("another author's book and a deleted book with 404; admins may only read", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const { path, bookId } = await bookOf(owner);
    await owner.agent.post(path).send({ style: "CUSTOM", styleDescription: "Secret voice" }).expect(200);

    const read = await other.agent.get(path).expect(404);
    expect(read.body.error).toEqual({ code: "not_found", message: "Book not found." });
    expect(read.text).not.toContain("Secret");
    for (const stranger of [other, admin]) {
      const save = await stranger.agent.post(path).send({ style: "VIVID" }).expect(404);
      expect(save.text).not.toContain("Secret");
    }
    const adminRead = await admin.agent.get(path).expect(200);
    expect(adminRead.body.storyBookSettings).toMatchObject({ style: "CUSTOM", styleDescription: "Secret voice" });

    await Book.query(ctx.db.knex).findById(bookId).patch({ deleted: true });
    await owner.agent.get(path).expect(404);
    await owner.agent.post(path).send({ style: "VIVID" }).expect(404);
    expect((await StoryBookSettings.query(ctx.db.knex).findOne({ bookId }))?.style).toBe("CUSTOM");
  });
});

describe("the story-book settings routes", () => {
  it("answer nulls before the first save, then keep one row that each save updates", async () => {
    const author = await signedInAuthor();
    const { path, bookId } = await bookOf(author);

    const before = await author.agent.get(path).expect(200);
    expect(before.body).toEqual({
      storyBookSettings: { bookId, length: null, style: null, pointOfView: null, styleDescription: null, updatedAt: null },
    });

    const first = await author.agent.post(path).send({ length: "LONG", style: "VIVID" }).expect(200);
    expect(first.body.storyBookSettings).toMatchObject({ bookId, length: "LONG", style: "VIVID", pointOfView: null, styleDescription: null });
    expect(typeof first.body.storyBookSettings.updatedAt).toBe("string");

    // Fields left out keep their value; null clears one.
    const second = await author.agent.post(path).send({ pointOfView: "THIRD_PERSON_LIMITED", length: null }).expect(200);
    expect(second.body.storyBookSettings).toMatchObject({ length: null, style: "VIVID", pointOfView: "THIRD_PERSON_LIMITED" });

    const custom = await author.agent.post(path).send({ style: "CUSTOM", styleDescription: "  Terse, wry, present tense.  " }).expect(200);
    expect(custom.body.storyBookSettings).toMatchObject({ style: "CUSTOM", styleDescription: "Terse, wry, present tense." });
    // While the style is CUSTOM its description cannot be cleared…
    const clear = await author.agent.post(path).send({ styleDescription: null }).expect(400);
    expect(clear.body.error.fields).toEqual({ styleDescription: "Describe the custom style." });
    // …and another style keeps it, so switching back loses nothing.
    const vivid = await author.agent.post(path).send({ style: "MINIMALIST" }).expect(200);
    expect(vivid.body.storyBookSettings).toMatchObject({ style: "MINIMALIST", styleDescription: "Terse, wry, present tense." });
    await author.agent.post(path).send({ style: "CUSTOM" }).expect(200);

    const after = await author.agent.get(path).expect(200);
    expect(after.body.storyBookSettings).toMatchObject({
      bookId,
      length: null,
      style: "CUSTOM",
      pointOfView: "THIRD_PERSON_LIMITED",
      styleDescription: "Terse, wry, present tense.",
    });
    expect(await StoryBookSettings.query(ctx.db.knex).where({ bookId }).resultSize()).toBe(1);
  });
});
