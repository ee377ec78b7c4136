import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AIPlotTemplate, StoryBookCharacter } from "@storyloom/db/models";
import { loadStoryContext } from "@storyloom/domain/services/ai/storyContext.ts";
import { estimateInputTokens } from "@storyloom/domain/services/aiBalance/tokenBounds.ts";
import { createAiPlotTemplateCopy, createBook } from "@storyloom/testkit/factories";
import { createTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor, TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const TEMPLATES = "/api/v1/ai-plot-templates";
const TYPES = ["IDEA", "LORE", "CHARACTER", "BEAT", "SCENE"];

async function globalTemplate(type: string): Promise<AIPlotTemplate> {
  return AIPlotTemplate.query(ctx.db.knex).where({ type }).whereNull("authorId").first().throwIfNotFound();
}

const signedInAuthor = (): Promise<SignedInAuthor> => signInNewAuthor(ctx);

describe("the AI plot template routes refuse", () => {
  it("the anonymous with 401", async () => {
    const global = await globalTemplate("IDEA");
    await request(ctx.app).get(TEMPLATES).expect(401);
    await request(ctx.app).patch(`${TEMPLATES}/${global.id}`).send({ name: 5 }).expect(401);
    await request(ctx.app).post(`${TEMPLATES}/${global.id}/restore`).expect(401);
    await request(ctx.app).post(`${TEMPLATES}/${global.id}/compile`).send({}).expect(401);
  });

  it("bad input with 400, naming each field and each unknown placeholder", async () => {
    const author = await signedInAuthor();
    const global = await globalTemplate("CHARACTER");
    const patch = (body: Record<string, unknown>) => author.agent.patch(`${TEMPLATES}/${global.id}`).send(body).expect(400);

    expect((await patch({})).body.error.message).toBe("Send at least one of name, instructions, variables, advancedSettings.");
    expect((await patch({ name: "x".repeat(101), instructions: " " })).body.error.fields).toEqual({
      name: "Input can't be longer than 100 characters.",
      instructions: "This field is required.",
    });
    expect((await patch({ variables: ["title", "villain"] })).body.error.fields).toEqual({
      "variables.1":
        "Unknown variable: villain. Use one of: title, genre, bookType, description, settings, characters, lore, outline, ideas, instruction, count.",
    });
    expect((await patch({ advancedSettings: { temperature: 3, model: "gpt-3.5-turbo" } })).body.error.fields).toMatchObject({
      "advancedSettings.temperature": "Must be between 0 and 2.",
      "advancedSettings.model": expect.stringMatching(/^Must be one of: gpt-4\.1, /),
    });
    const unknown = await patch({ instructions: "Make {{count}} rivals for {{villain}} in {{ place }}." });
    expect(unknown.body.error).toMatchObject({
      message: "These placeholders are not among the template's variables: {{villain}}, {{place}}.",
      fields: { instructions: "These placeholders are not among the template's variables: {{villain}}, {{place}}." },
    });
    // Dropping a variable the saved instructions use is refused the same way.
    expect((await patch({ variables: ["title"] })).body.error.fields.instructions).toMatch(
      /^These placeholders are not among the template's variables: \{\{bookType\}\}/,
    );
    expect(await AIPlotTemplate.query(ctx.db.knex).where({ authorId: author.authorId }).resultSize()).toBe(0);

    const book = await createBook(ctx.db.knex, { authorId: author.authorId });
    const compile = (id: number, body: Record<string, unknown>) => author.agent.post(`${TEMPLATES}/${id}/compile`).send(body).expect(400);
    expect((await compile(global.id, {})).body.error.fields).toEqual({ bookId: "This field is required." });
    expect((await compile(global.id, { bookId: book.id, variables: { count: 11, colour: "red" } })).body.error.fields).toEqual({
      "variables.count": "Must be at most 10.",
      "variables.colour": "Unknown field.",
    });
    const idea = await globalTemplate("IDEA");
    expect((await compile(idea.id, { bookId: book.id, variables: { instruction: "x".repeat(2001) } })).body.error.fields).toEqual({
      "variables.instruction": "Input can't be longer than 2000 characters.",
    });
  });

  it("another author's copy and book with 404", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const copy = await createAiPlotTemplateCopy(ctx.db.knex, { authorId: owner.authorId, type: "LORE", name: "Owner's secret lore template" });
    const list = await other.agent.get(TEMPLATES).expect(200);
    expect(list.text).not.toContain("Owner's secret lore template");
    expect((await other.agent.patch(`${TEMPLATES}/${copy.id}`).send({ name: "Mine now" }).expect(404)).body.error.message).toBe("AI plot template not found.");
    await other.agent.post(`${TEMPLATES}/${copy.id}/restore`).expect(404);
    const otherBook = await createBook(ctx.db.knex, { authorId: other.authorId });
    await other.agent.post(`${TEMPLATES}/${copy.id}/compile`).send({ bookId: otherBook.id }).expect(404);
    await other.agent.patch(`${TEMPLATES}/999999999`).send({ name: "Nothing" }).expect(404);

    const ownersBook = await createBook(ctx.db.knex, { authorId: owner.authorId, title: "Owner's book" });
    const global = await globalTemplate("LORE");
    const answer = await other.agent.post(`${TEMPLATES}/${global.id}/compile`).send({ bookId: ownersBook.id }).expect(404);
    expect(answer.body.error.message).toBe("Book not found.");
    expect(answer.text).not.toContain("Owner's book");
    expect((await AIPlotTemplate.query(ctx.db.knex).findById(copy.id))?.name).toBe("Owner's secret lore template");
  });
});

describe("the AI plot template routes", () => {
  it("list the five templates, the global defaults until the author edits one", async () => {
    const author = await signedInAuthor();
    const { aiPlotTemplates } = (await author.agent.get(TEMPLATES).expect(200)).body;
    expect(aiPlotTemplates.map((template: { type: string }) => template.type)).toEqual(TYPES);
    const character = await globalTemplate("CHARACTER");
    expect(aiPlotTemplates[2]).toEqual({
      id: character.id,
      globalTemplateId: character.id,
      type: "CHARACTER",
      name: "Characters",
      instructions: character.instructions,
      variables: ["bookType", "title", "genre", "count"],
      advancedSettings: { temperature: 0.9, maxOutputTokens: null, model: null },
      isCustomized: false,
      updatedAt: expect.any(String),
    });
  });

  it("edit the author's own copy of a global template, never the global one, and restore the default", async () => {
    const author = await signedInAuthor();
    const other = await signedInAuthor();
    const global = await globalTemplate("BEAT");
    const instructions = "Propose {{count}} beats for {{title}}.";

    const first = (
      await author.agent
        .patch(`${TEMPLATES}/${global.id}`)
        .send({ instructions, variables: ["count", "title", "count"] })
        .expect(200)
    ).body.aiPlotTemplate;
    expect(first).toMatchObject({
      type: "BEAT",
      name: "Outline beats",
      instructions,
      variables: ["count", "title"],
      isCustomized: true,
      globalTemplateId: global.id,
    });
    expect(first.id).not.toBe(global.id);
    expect((await AIPlotTemplate.query(ctx.db.knex).findById(global.id))?.instructions).toBe(global.instructions);

    // Editing through the global id again, or through the copy's, updates the same copy.
    const second = (await author.agent.patch(`${TEMPLATES}/${global.id}`).send({ name: "My beats" }).expect(200)).body.aiPlotTemplate;
    const third = (
      await author.agent
        .patch(`${TEMPLATES}/${first.id}`)
        .send({ advancedSettings: { temperature: 0.4, model: "claude-haiku-4-5" } })
        .expect(200)
    ).body.aiPlotTemplate;
    expect([second.id, third.id]).toEqual([first.id, first.id]);
    expect(third).toMatchObject({ name: "My beats", instructions, advancedSettings: { temperature: 0.4, maxOutputTokens: null, model: "claude-haiku-4-5" } });
    expect(await AIPlotTemplate.query(ctx.db.knex).where({ authorId: author.authorId }).resultSize()).toBe(1);

    const listed = (await author.agent.get(TEMPLATES).expect(200)).body.aiPlotTemplates[3];
    expect(listed).toMatchObject({ id: first.id, name: "My beats", isCustomized: true });
    expect((await other.agent.get(TEMPLATES).expect(200)).body.aiPlotTemplates[3]).toMatchObject({ id: global.id, isCustomized: false });

    const restored = (await author.agent.post(`${TEMPLATES}/${first.id}/restore`).expect(200)).body.aiPlotTemplate;
    expect(restored).toMatchObject({ id: global.id, name: "Outline beats", instructions: global.instructions, isCustomized: false });
    expect(await AIPlotTemplate.query(ctx.db.knex).where({ authorId: author.authorId }).resultSize()).toBe(0);
    // Restoring by the global id when nothing is edited deletes nothing and answers the default.
    expect((await author.agent.post(`${TEMPLATES}/${global.id}/restore`).expect(200)).body.aiPlotTemplate.id).toBe(global.id);
  });

  it("compile a template for a book: placeholders filled, the tool's format rules, and the estimate with the story bible", async () => {
    const author = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId: author.authorId, title: "The Salt Road" });
    await StoryBookCharacter.query(ctx.db.knex).insert({ bookId: book.id, name: "Ines Varga", type: "PROTAGONIST", overview: "A ferry pilot.", orderIndex: 0 });
    const global = await globalTemplate("CHARACTER");

    const compiled = (
      await author.agent
        .post(`${TEMPLATES}/${global.id}/compile`)
        .send({ bookId: book.id, variables: { count: 4, instruction: "Smugglers." } })
        .expect(200)
    ).body;
    expect(compiled.prompt).toMatchObject({
      tool: "GENERATE_CHARACTER",
      service: "OPEN_AI",
      model: "gpt-4.1-mini",
      temperature: 0.9,
      output: { format: "json_schema", name: "generated_characters" },
    });
    expect(compiled.prompt.instructions).toContain('You are a character designer for the book "The Salt Road" (no genre chosen).');
    expect(compiled.prompt.instructions).toContain("Create 4 new characters who belong in this story.");
    expect(compiled.prompt.instructions).not.toContain("{{");
    expect(compiled.prompt.instructions).toContain("a name of at most 40 characters");
    expect(compiled.prompt.input).toContain("<author_request>\nSmugglers.\n</author_request>");
    const bible = await loadStoryContext(ctx.db.knex, author.authorId, book.id);
    expect(compiled.estimate).toMatchObject({
      inputTokens: estimateInputTokens([bible, compiled.prompt.instructions, compiled.prompt.input, JSON.stringify(compiled.prompt.output.schema)]),
      outputTokens: compiled.prompt.maxOutputTokens,
      contextIncluded: true,
    });
    expect(compiled.estimate.cost).toBeGreaterThan(0);

    const copy = await createAiPlotTemplateCopy(ctx.db.knex, {
      authorId: author.authorId,
      type: "CHARACTER",
      instructions: "Cast of {{title}}, already:\n{{characters}}\nAdd {{count}}.",
      variables: ["title", "characters", "count"],
    });
    const own = (await author.agent.post(`${TEMPLATES}/${copy.id}/compile`).send({ bookId: book.id, service: "ANTHROPIC" }).expect(200)).body.prompt;
    expect(own.instructions.startsWith("Cast of The Salt Road, already:\n- Ines Varga (protagonist): A ferry pilot.\nAdd 3.")).toBe(true);
    expect(own).toMatchObject({ service: "ANTHROPIC", model: "claude-haiku-4-5" });
  });
});
