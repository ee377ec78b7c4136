import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorAiUsage, AuthorProfile, StoryBookCharacter, StoryBookLore, UserBalance } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { createBook, createChapter, createUser } from "@storyloom/testkit/factories";
import { responsesInputText } from "@storyloom/testkit/fakes/openai";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.openai.reset();
  ctx.anthropic.reset();
});

/** An author with the AI terms accepted and $1 of balance, signed in (a session cookie). */
async function author() {
  const { user, authorProfile } = await createUser(ctx.db.knex);
  await AuthorProfile.query(ctx.db.knex).patch({ aiTermsAccepted: true }).where({ id: authorProfile.id });
  await UserBalance.query(ctx.db.knex).insert({ userId: user.id, amount: centsToMicroCents(100) });
  const { token } = await createSession(ctx.db.knex, { userId: user.id, adminId: null });
  return { userId: user.id, authorId: authorProfile.id, cookie: `${sessionCookieName(ctx.config)}=${token}` };
}

/**
 * A book whose story bible gives Mara green eyes and has the port of
 * Harrowgate; Oren dies in chapter 1. Chapter 2 (published, its edit staged)
 * gives Mara blue eyes, has Oren speak and misspells Harrowgate; chapter 3 is
 * clean.
 */
async function seededBook(authorId: number) {
  const book = await createBook(ctx.db.knex, { authorId });
  const mara = await StoryBookCharacter.query(ctx.db.knex).insertAndFetch({
    bookId: book.id,
    name: "Mara Quell",
    physical: "Tall, with green eyes and black hair.",
    orderIndex: 0,
  });
  await StoryBookCharacter.query(ctx.db.knex).insertAndFetch({ bookId: book.id, name: "Oren Vale", overview: "Mara's brother, a ferryman.", orderIndex: 1 });
  const harrowgate = await StoryBookLore.query(ctx.db.knex).insertAndFetch({
    bookId: book.id,
    name: "Harrowgate",
    type: "LOCATION",
    description: "A walled port town.",
    orderIndex: 0,
  });
  const first = await createChapter(ctx.db.knex, {
    bookId: book.id,
    title: "The Bridge",
    markup: "<p>The bridge gave way at dawn.</p><p>Oren died in the river.</p>",
  });
  const second = await createChapter(ctx.db.knex, { bookId: book.id, title: "Rain", markup: "<p>Rain fell on the quay.</p>", status: "PUBLISHED" });
  await second.$query(ctx.db.knex).patch({
    stagedMarkup:
      "<p>Rain fell on the quay.</p><p>Mara looked up, her blue eyes narrowed against the wind.</p><p>“Keep the lamp lit,” said Oren.</p><p>They reached Harrowgat by dusk.</p>",
  });
  const third = await createChapter(ctx.db.knex, { bookId: book.id, title: "Quiet", markup: "<p>Mara walked to Harrowgate, her green eyes on the road.</p>" });
  return { book, mara, harrowgate, chapters: [first, second, third] };
}

const checkPath = (bookId: number, chapterId: number) => `/api/v1/books/${bookId}/chapters/${chapterId}/continuity-check`;

describe("POST /api/v1/books/:bookId/chapters/:chapterId/continuity-check", () => {
  it("asks who is asking, then checks the body, and another author's book is not found", async () => {
    const me = await author();
    const { book, chapters } = await seededBook(me.authorId);
    await request(ctx.app).post(checkPath(book.id, chapters[1]!.id)).send({}).expect(401);

    const bad = await request(ctx.app)
      .post(checkPath(book.id, chapters[1]!.id))
      .set("Cookie", me.cookie)
      .send({ useAi: "yes", service: "OTHER", model: "", extra: 1 })
      .expect(400);
    expect(bad.body.error.fields).toEqual({
      useAi: "Must be true or false.",
      service: "Must be one of: OPEN_AI, ANTHROPIC.",
      model: "This field is required.",
      extra: "Unknown field.",
    });
    const badModel = await request(ctx.app)
      .post(checkPath(book.id, chapters[1]!.id))
      .set("Cookie", me.cookie)
      .send({ useAi: true, model: "gpt-0" })
      .expect(400);
    expect(badModel.body.error.fields).toEqual({ model: expect.stringContaining("Choose one of:") });

    const other = await author();
    const hidden = await request(ctx.app).post(checkPath(book.id, chapters[1]!.id)).set("Cookie", other.cookie).send({}).expect(404);
    expect(hidden.body.error.message).toBe("Book not found.");
    const elsewhere = await seededBook(other.authorId);
    const wrongChapter = await request(ctx.app).post(checkPath(book.id, elsewhere.chapters[1]!.id)).set("Cookie", me.cookie).send({}).expect(404);
    expect(wrongChapter.body.error.message).toBe("Chapter not found.");
  });

  it("finds a changed eye colour citing the story bible, a dead character speaking citing chapter 1 and a misspelt place, in the chapter's staged text; a clean chapter has none", async () => {
    const me = await author();
    const { book, mara, harrowgate, chapters } = await seededBook(me.authorId);
    const { body } = await request(ctx.app).post(checkPath(book.id, chapters[1]!.id)).set("Cookie", me.cookie).send({}).expect(200);
    expect(body).toMatchObject({ chapterId: chapters[1]!.id, aiUsed: false, aiCost: null });
    expect(Number.isNaN(Date.parse(body.checkedAt))).toBe(false);
    expect(body.findings).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: "TRAIT",
        severity: "MEDIUM",
        message: "Mara Quell's eyes are green in the story bible, blue here.",
        quote: { text: "Mara looked up, her blue eyes narrowed against the wind.", paragraph: 2 },
        restsOn: [{ source: "CHARACTER", id: mara.id, name: "Mara Quell", text: "Tall, with green eyes and black hair." }],
        bibleUpdate: { entity: "CHARACTER", id: mara.id, field: "physical", value: "Tall, with blue eyes and black hair." },
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: "DEAD_CHARACTER",
        severity: "HIGH",
        message: "Oren Vale died in chapter 1, but speaks or acts here.",
        quote: { text: "“Keep the lamp lit,” said Oren.", paragraph: 3 },
        restsOn: [{ source: "CHAPTER", id: chapters[0]!.id, name: "Chapter 1: The Bridge", chapterNumber: 1, paragraph: 2, text: "Oren died in the river." }],
        bibleUpdate: null,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: "NAME",
        severity: "LOW",
        message: "“Harrowgat” is not a name in the story bible. Did you mean Harrowgate?",
        quote: { text: "They reached Harrowgat by dusk.", paragraph: 4 },
        restsOn: [{ source: "LORE", id: harrowgate.id, name: "Harrowgate", text: "A walled port town." }],
        bibleUpdate: null,
      },
    ]);
    // The same text gives the same ids: the studio keeps dismissals by them.
    const again = await request(ctx.app).post(checkPath(book.id, chapters[1]!.id)).set("Cookie", me.cookie).send({}).expect(200);
    expect(again.body.findings.map((finding: { id: string }) => finding.id)).toEqual(body.findings.map((finding: { id: string }) => finding.id));

    const clean = await request(ctx.app).post(checkPath(book.id, chapters[2]!.id)).set("Cookie", me.cookie).send({}).expect(200);
    expect(clean.body.findings).toEqual([]);
    // The rule check is free: nothing was asked of a provider, nothing charged.
    expect(ctx.openai.requests.filter((recorded) => recorded.path === "/v1/responses")).toHaveLength(0);
    expect(await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId })).toHaveLength(0);
  });

  it("with the AI, keeps a finding whose quote is in the chapter, drops an invented one, and charges the author once", async () => {
    const me = await author();
    const { book, chapters } = await seededBook(me.authorId);
    ctx.openai.queue({
      text: JSON.stringify({
        findings: [
          { quote: "rain fell on the  quay.", problem: "It never rains in Harrowgate in the story bible.", evidence: "A walled port town.", severity: "LOW" },
          { quote: "Mara sailed to the moon.", problem: "An invented quote.", evidence: "", severity: "HIGH" },
        ],
      }),
    });
    const { body } = await request(ctx.app).post(checkPath(book.id, chapters[1]!.id)).set("Cookie", me.cookie).send({ useAi: true }).expect(200);
    expect(body.aiUsed).toBe(true);
    const byAi = body.findings.filter((finding: { kind: string }) => finding.kind === "AI");
    expect(byAi).toEqual([
      expect.objectContaining({
        message: "It never rains in Harrowgate in the story bible.",
        quote: { text: "Rain fell on the quay.", paragraph: 1 },
        restsOn: [expect.objectContaining({ source: "LORE", name: "Harrowgate" })],
      }),
    ]);
    expect(body.findings.map((finding: { kind: string }) => finding.kind)).toEqual(["AI", "TRAIT", "DEAD_CHARACTER", "NAME"]);

    // The model was asked for JSON, given the chapter's staged text and chapter 1's passage.
    const asked = ctx.openai.requests.filter((recorded) => recorded.path === "/v1/responses");
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ text: { format: { type: "json_schema", name: "continuity_findings" } } });
    const sent = responsesInputText(asked[0]!.body);
    expect(sent).toContain("said Oren");
    expect(sent).toContain("Oren died in the river.");

    const usages = await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId });
    expect(usages.map((usage) => usage.tool)).toEqual(["CONTINUITY_CHECK"]);
    const balance = await UserBalance.query(ctx.db.knex).where({ userId: me.userId }).first();
    expect(body.aiCost).toEqual({ cost: expect.any(Number), balanceAmount: balance!.amount });
    expect(body.aiCost.cost).toBeGreaterThan(0);
    expect(balance!.amount).toBe(centsToMicroCents(100) - body.aiCost.cost);
  });

  it("with Anthropic, reads the findings from the tool the model is made to call", async () => {
    const me = await author();
    const { book, chapters } = await seededBook(me.authorId);
    ctx.anthropic.queue({
      toolCall: {
        name: "continuity_findings",
        arguments: {
          findings: [{ quote: "They reached Harrowgat by dusk.", problem: "Harrowgate is a day's ride away in chapter 1.", evidence: "", severity: "MEDIUM" }],
        },
      },
    });
    const { body } = await request(ctx.app)
      .post(checkPath(book.id, chapters[1]!.id))
      .set("Cookie", me.cookie)
      .send({ useAi: true, service: "ANTHROPIC" })
      .expect(200);
    expect(body.findings.filter((finding: { kind: string }) => finding.kind === "AI")).toEqual([
      expect.objectContaining({
        message: "Harrowgate is a day's ride away in chapter 1.",
        quote: { text: "They reached Harrowgat by dusk.", paragraph: 4 },
        restsOn: [],
      }),
    ]);
    expect(ctx.anthropic.requests.at(-1)!.body).toMatchObject({ tool_choice: { type: "tool", name: "continuity_findings" } });
    expect((await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId })).map((usage) => usage.tool)).toEqual(["CONTINUITY_CHECK"]);
  });
});
