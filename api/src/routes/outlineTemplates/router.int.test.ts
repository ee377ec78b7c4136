import request from "supertest";
import { describe, expect, it } from "vitest";
import { Book, Chapter, OutlineTemplate, StoryBookBeat } from "@storyloom/db/models";
import { createBeat, createBook, createChapter, createOutlineTemplate } from "@storyloom/testkit/factories";
import { authorRouteTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor } = authorRouteTests();

const TEMPLATES = "/api/v1/outline-templates";
const SHIPPED = [
  "Three-Act Structure",
  "Save the Cat",
  "Hero's Journey",
  "Seven-Point Story Structure",
  "Snowflake-style: Three Disasters and an Ending",
  "Eight-Sequence Structure (screenplay)",
];

async function globalTemplate(name: string): Promise<OutlineTemplate> {
  return OutlineTemplate.query(ctx.db.knex).where({ name, isGlobal: true }).first().throwIfNotFound();
}

describe("the outline template routes refuse", () => {
  it("the anonymous with 401", async () => {
    const template = await createOutlineTemplate(ctx.db.knex);
    await request(ctx.app).get(TEMPLATES).expect(401);
    await request(ctx.app).post(TEMPLATES).send({ name: 5 }).expect(401);
    await request(ctx.app).patch(`${TEMPLATES}/${template.id}`).send({}).expect(401);
    await request(ctx.app).delete(`${TEMPLATES}/${template.id}`).expect(401);
    await request(ctx.app).post(`${TEMPLATES}/${template.id}/apply`).send({}).expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const noName = await author.agent
      .post(TEMPLATES)
      .send({ beats: [{ name: "A" }] })
      .expect(400);
    expect(noName.body.error.fields).toEqual({ name: "This field is required." });
    const neither = await author.agent.post(TEMPLATES).send({ name: "Mine" }).expect(400);
    expect(neither.body.error.message).toBe("Send either beats or bookId.");
    const noBeats = await author.agent.post(TEMPLATES).send({ name: "Mine", beats: [] }).expect(400);
    expect(noBeats.body.error.fields).toEqual({ beats: "A template needs at least one beat." });
    const badBeat = await author.agent
      .post(TEMPLATES)
      .send({ name: "Mine", beats: [{ name: "x".repeat(201), act: 0, extra: 1 }] })
      .expect(400);
    expect(badBeat.body.error.fields).toMatchObject({
      "beats.0.name": "Input can't be longer than 200 characters.",
      "beats.0.act": "Must be a whole number from 1 to 5, or null.",
    });
    const tooMany = await author.agent
      .post(TEMPLATES)
      .send({ name: "Mine", beats: Array.from({ length: 101 }, (_, i) => ({ name: `B${i}` })) })
      .expect(400);
    expect(tooMany.body.error.fields).toEqual({ beats: "A template can have at most 100 beats." });

    const own = await createOutlineTemplate(ctx.db.knex, { authorId: author.authorId });
    const nothing = await author.agent.patch(`${TEMPLATES}/${own.id}`).send({}).expect(400);
    expect(nothing.body.error.message).toBe("Send at least one of name, description, beats.");
    const badMode = await author.agent.post(`${TEMPLATES}/${own.id}/apply`).send({ bookId: 1, mode: "merge" }).expect(400);
    expect(badMode.body.error.fields).toEqual({ mode: "Must be one of: replace, append." });
    const noBook = await author.agent.post(`${TEMPLATES}/${own.id}/apply`).send({}).expect(400);
    expect(noBook.body.error.fields).toEqual({ bookId: "This field is required." });
    const emptyBook = (await createBook(ctx.db.knex, { authorId: author.authorId })).id;
    const noOutline = await author.agent.post(TEMPLATES).send({ name: "From book", bookId: emptyBook }).expect(400);
    expect(noOutline.body.error.fields).toEqual({ bookId: "This book has no beats to save as a template." });
  });

  it("another author's template and book with 404, and changes to a global template with 403", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const template = await createOutlineTemplate(ctx.db.knex, { authorId: owner.authorId, name: "Owner's secret template" });
    const list = await other.agent.get(TEMPLATES).expect(200);
    expect(list.text).not.toContain("Owner's secret template");
    const edit = await other.agent.patch(`${TEMPLATES}/${template.id}`).send({ name: "Mine" }).expect(404);
    expect(edit.body.error).toEqual({ code: "not_found", message: "Outline template not found." });
    await other.agent.delete(`${TEMPLATES}/${template.id}`).expect(404);
    const otherBook = (await createBook(ctx.db.knex, { authorId: other.authorId })).id;
    await other.agent.post(`${TEMPLATES}/${template.id}/apply`).send({ bookId: otherBook }).expect(404);

    // A book of someone else, or deleted, is not found to apply to or to save from.
    const ownersBook = await createBook(ctx.db.knex, { authorId: owner.authorId });
    await createBeat(ctx.db.knex, { bookId: ownersBook.id });
    const applyElsewhere = await other.agent
      .post(`${TEMPLATES}/${(await globalTemplate("Save the Cat")).id}/apply`)
      .send({ bookId: ownersBook.id })
      .expect(404);
    expect(applyElsewhere.body.error.message).toBe("Book not found.");
    await other.agent.post(TEMPLATES).send({ name: "Stolen", bookId: ownersBook.id }).expect(404);
    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: ownersBook.id });
    await owner.agent.post(`${TEMPLATES}/${template.id}/apply`).send({ bookId: ownersBook.id }).expect(404);
    await owner.agent.post(TEMPLATES).send({ name: "From deleted", bookId: ownersBook.id }).expect(404);

    const shipped = await globalTemplate("Hero's Journey");
    const global = await owner.agent.patch(`${TEMPLATES}/${shipped.id}`).send({ name: "My journey" }).expect(403);
    expect(global.body.error.message).toBe("The templates shipped with Storyloom can't be changed. Save a copy of your own instead.");
    await owner.agent.delete(`${TEMPLATES}/${shipped.id}`).expect(403);
    expect((await globalTemplate("Hero's Journey")).name).toBe("Hero's Journey");
  });
});

describe("outline templates for their author", () => {
  it("lists the shipped templates in order, then the author's own by name", async () => {
    const author = await signedInAuthor();
    await createOutlineTemplate(ctx.db.knex, { authorId: author.authorId, name: "zebra plan" });
    await createOutlineTemplate(ctx.db.knex, { authorId: author.authorId, name: "Apple plan" });
    const res = await author.agent.get(TEMPLATES).expect(200);
    const names = res.body.outlineTemplates.map((template: { name: string }) => template.name);
    expect(names).toEqual([...SHIPPED, "Apple plan", "zebra plan"]);
    const [threeAct, saveTheCat, heroesJourney] = res.body.outlineTemplates;
    expect(threeAct).toMatchObject({ isGlobal: true, isDefault: true });
    expect(saveTheCat.beats).toHaveLength(15);
    expect(heroesJourney.beats).toHaveLength(12);
    expect(saveTheCat.beats[3]).toEqual({ name: "Catalyst", purpose: "The life-changing event.", description: expect.any(String), act: 1 });
    expect(Object.keys(threeAct).sort()).toEqual(["beats", "description", "id", "isDefault", "isGlobal", "name", "updatedAt"]);
  });

  it("creates, edits and deletes an own template, and saves a book's outline as one", async () => {
    const author = await signedInAuthor();
    const created = await author.agent
      .post(TEMPLATES)
      .send({
        name: "  Heist ",
        description: "",
        beats: [
          { name: "The crew", act: 1 },
          { name: "The job", purpose: "It goes wrong", act: 2 },
        ],
      })
      .expect(201);
    expect(created.body.outlineTemplate).toMatchObject({
      name: "Heist",
      description: null,
      isGlobal: false,
      isDefault: false,
      beats: [
        { name: "The crew", purpose: null, description: null, act: 1 },
        { name: "The job", purpose: "It goes wrong", description: null, act: 2 },
      ],
    });
    const path = `${TEMPLATES}/${created.body.outlineTemplate.id}`;
    const edited = await author.agent
      .patch(path)
      .send({ name: "Big heist", beats: [{ name: "Only", act: 3 }] })
      .expect(200);
    expect(edited.body.outlineTemplate).toMatchObject({ name: "Big heist", beats: [{ name: "Only", act: 3 }] });
    expect(
      await author.agent
        .delete(path)
        .expect(200)
        .then((res) => res.body),
    ).toEqual({ ok: true });
    await author.agent.patch(path).send({ name: "Gone" }).expect(404);

    const bookId = (await createBook(ctx.db.knex, { authorId: author.authorId })).id;
    await createBeat(ctx.db.knex, { bookId, name: "Later", act: 2, purpose: "Turn" });
    await createBeat(ctx.db.knex, { bookId, name: "Sooner", act: 1 });
    const saved = await author.agent.post(TEMPLATES).send({ name: "From my book", bookId }).expect(201);
    expect(saved.body.outlineTemplate.beats).toEqual([
      { name: "Sooner", purpose: null, description: null, act: 1 },
      { name: "Later", purpose: "Turn", description: null, act: 2 },
    ]);
  });

  it("applies a template in place of the book's beats without losing a chapter", async () => {
    const author = await signedInAuthor();
    const bookId = (await createBook(ctx.db.knex, { authorId: author.authorId })).id;
    const actOne = await createBeat(ctx.db.knex, { bookId, name: "My opening", act: 1 });
    const actTwo = await createBeat(ctx.db.knex, { bookId, name: "My middle", act: 2 });
    const noAct = await createBeat(ctx.db.knex, { bookId, name: "Loose", act: null });
    const [c1, c2, c3, c4] = [
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
      await createChapter(ctx.db.knex, { bookId }),
    ];
    await Chapter.query(ctx.db.knex).findById(c1!.id).patch({ beatId: actOne.id });
    await Chapter.query(ctx.db.knex).findById(c2!.id).patch({ beatId: actTwo.id });
    await Chapter.query(ctx.db.knex).findById(c3!.id).patch({ beatId: noAct.id });

    const template = await globalTemplate("Save the Cat");
    const res = await author.agent.post(`${TEMPLATES}/${template.id}/apply`).send({ bookId }).expect(200);
    const beats: { name: string; act: number; orderIndex: number; chapters: { id: number }[] }[] = res.body.outline.beats;
    expect(beats.map((beat) => beat.name)).toHaveLength(15);
    expect(beats.map((beat) => beat.orderIndex)).toEqual([...Array(15).keys()]);
    expect(beats[0]).toMatchObject({ name: "Opening Image", act: 1, chapters: [{ id: c1!.id }, { id: c3!.id }] });
    expect(beats[5]).toMatchObject({ name: "Break into Two", act: 2, chapters: [{ id: c2!.id }] });
    expect(res.body.outline.unassignedChapters.map((chapter: { id: number }) => chapter.id)).toEqual([c4!.id]);
    expect(await StoryBookBeat.query(ctx.db.knex).whereIn("id", [actOne.id, actTwo.id, noAct.id])).toEqual([]);
    expect((await Chapter.query(ctx.db.knex).where({ bookId }).orderBy("number")).map((chapter) => chapter.id)).toEqual([c1!.id, c2!.id, c3!.id, c4!.id]);
  });

  it("appends a template's beats after the book's own", async () => {
    const author = await signedInAuthor();
    const bookId = (await createBook(ctx.db.knex, { authorId: author.authorId })).id;
    await createBeat(ctx.db.knex, { bookId, name: "Mine", act: 1 });
    const template = await createOutlineTemplate(ctx.db.knex, { authorId: author.authorId });
    const res = await author.agent.post(`${TEMPLATES}/${template.id}/apply`).send({ bookId, mode: "append" }).expect(200);
    expect(res.body.outline.beats.map((beat: { name: string }) => beat.name)).toEqual(["Mine", "Opening", "Middle", "Ending"]);
  });
});
