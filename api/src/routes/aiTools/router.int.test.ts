import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorAiUsage, AuthorProfile, Book, StoryBookCharacter, StoryBookScene, UserBalance } from "@storyloom/db/models";
import { loadStoryContext } from "@storyloom/domain/services/ai/storyContext.ts";
import { costOf, findAiModel } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import { estimateInputTokens } from "@storyloom/domain/services/aiBalance/tokenBounds.ts";
import { generatedCharactersSchema } from "@storyloom/domain/services/aiTools/outputSchemas.ts";
import { createAiPlotTemplateCopy, createBeat, createBook, createChapter, createStoryBookIdea } from "@storyloom/testkit/factories";
import { createTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor, TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.openai.reset();
});

const mini = findAiModel("OPEN_AI", "gpt-4.1-mini")!;
const SELECTION = "The lantern swung in the dark, and the water below it was black and very still.";

interface Author extends SignedInAuthor {
  bookId: number;
}

/** A signed-in author with a book whose story bible has a character. */
async function authorWithBook(): Promise<Author> {
  const author = await signInNewAuthor(ctx);
  const book = await createBook(ctx.db.knex, { authorId: author.authorId, title: "The Salt Road" });
  await StoryBookCharacter.query(ctx.db.knex).insert({ bookId: book.id, name: "Ines Varga", type: "PROTAGONIST", overview: "A ferry pilot.", orderIndex: 0 });
  return { ...author, bookId: book.id };
}

const compilePath = (bookId: number, tool: string) => `/api/v1/books/${bookId}/ai-tools/${tool}/compile`;

describe("POST /api/v1/books/:bookId/ai-tools/:tool/compile refuses", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const { bookId } = await authorWithBook();
    await request(ctx.app).post(compilePath(bookId, "SHORTEN")).send({ selection: SELECTION }).expect(401);
    await request(ctx.app).post(compilePath(bookId, "NOPE")).send({ selection: 5 }).expect(401);
  });

  it("bad input with 400, naming each field with the messages of docs/product.md (Validation rules)", async () => {
    const author = await authorWithBook();
    const post = (tool: string, body: Record<string, unknown>) => author.agent.post(compilePath(author.bookId, tool)).send(body).expect(400);

    expect((await post("MODERATION", { selection: SELECTION })).body.error.fields.tool).toMatch(/^Must be one of: SHORTEN, LENGTHEN/);
    expect((await post("SHORTEN", {})).body.error.fields).toEqual({ selection: "This field is required." });
    expect((await post("SHORTEN", { selection: SELECTION, ideaId: 4 })).body.error.fields).toEqual({ ideaId: "Unknown field." });
    expect((await post("SHORTEN", { selection: SELECTION, colour: "red" })).body.error.fields).toEqual({ colour: "Unknown field." });

    const idea = await post("PLOT_IDEA", { mode: "multiple", instruction: "x".repeat(2001) });
    expect(idea.body.error.fields).toEqual({ instruction: "Input can't be longer than 2000 characters." });
    expect(idea.body.error.message).toBe("instruction: Input can't be longer than 2000 characters.");
    await author.agent
      .post(compilePath(author.bookId, "PLOT_IDEA"))
      .send({ mode: "multiple", instruction: "x".repeat(2000) })
      .expect(200);
    const modification = await post("PLOT_IDEA", { mode: "modify", ideaId: 1, instruction: "x".repeat(751) });
    expect(modification.body.error.fields).toEqual({ instruction: "Input can't be longer than 750 characters." });
    expect((await post("MODIFY_IDEA", { ideaId: 1, instruction: "x".repeat(751) })).body.error.fields).toEqual({
      instruction: "Input can't be longer than 750 characters.",
    });
    expect((await post("GENERATE_IDEA", { instruction: "x".repeat(2001) })).body.error.fields).toEqual({
      instruction: "Input can't be longer than 2000 characters.",
    });
    expect((await post("PLOT_IDEA", { instruction: "Twists." })).body.error.fields).toEqual({ mode: "This field is required." });
    expect((await post("PLOT_IDEA", { mode: "several" })).body.error.fields).toEqual({ mode: "Must be one of: multiple, single, modify." });
    expect((await post("GENERATE_CHARACTER", { count: 11, type: "HERO" })).body.error.fields).toEqual({
      count: "Must be at most 10.",
      type: "Must be one of: PROTAGONIST, ANTAGONIST, SUPPORTING.",
    });
    expect((await post("CREATE_SCENE", { sceneId: "7" })).body.error.fields).toEqual({ sceneId: "Must be a whole number." });

    const wrongModel = await post("SHORTEN", { selection: SELECTION, model: "gpt-3.5-turbo" });
    expect(wrongModel.body.error.fields.model).toMatch(/^Must be one of: gpt-4\.1, /);
    const mismatch = await post("SHORTEN", { selection: SELECTION, service: "ANTHROPIC", model: "gpt-4.1" });
    expect(mismatch.body.error).toMatchObject({
      message: "The model gpt-4.1 is not a model of ANTHROPIC.",
      fields: { model: expect.stringContaining("claude-haiku-4-5") },
    });
  });

  it("another author's book, a deleted one, and entries of another book with 404", async () => {
    const owner = await authorWithBook();
    const stranger = await authorWithBook();
    const answer = await stranger.agent.post(compilePath(owner.bookId, "SHORTEN")).send({ selection: SELECTION }).expect(404);
    expect(answer.body.error.message).toBe("Book not found.");
    expect(answer.text).not.toContain("Salt Road");

    const deleted = await createBook(ctx.db.knex, { authorId: owner.authorId });
    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: deleted.id });
    await owner.agent.post(compilePath(deleted.id, "SHORTEN")).send({ selection: SELECTION }).expect(404);

    const strangersChapter = await createChapter(ctx.db.knex, { bookId: stranger.bookId });
    const strangersScene = await StoryBookScene.query(ctx.db.knex).insertAndFetch({
      bookId: stranger.bookId,
      chapterId: strangersChapter.id,
      goal: "Steal the key.",
      orderIndex: 0,
    });
    const strangersIdea = await createStoryBookIdea(ctx.db.knex, { bookId: stranger.bookId });
    const scene = await owner.agent.post(compilePath(owner.bookId, "CREATE_SCENE")).send({ sceneId: strangersScene.id }).expect(404);
    expect(scene.body.error.message).toBe("Scene not found.");
    const idea = await owner.agent.post(compilePath(owner.bookId, "MODIFY_IDEA")).send({ ideaId: strangersIdea.id, instruction: "Darker." }).expect(404);
    expect(idea.body.error.message).toBe("Idea not found.");
    const character = await owner.agent.post(compilePath(owner.bookId, "ADD_CHARACTER")).send({ characterId: 999_999 }).expect(404);
    expect(character.body.error.message).toBe("Character not found.");
  });
});

describe("POST /api/v1/books/:bookId/ai-tools/:tool/compile answers", () => {
  it("the tool's exact prompt with the author's model, and an estimate that counts the story bible", async () => {
    const author = await authorWithBook();
    const answer = await author.agent
      .post(compilePath(author.bookId, "SHORTEN"))
      .send({ selection: SELECTION, before: "Ines tied the ferry to the post.", after: "A door opened." })
      .expect(200);
    const { prompt, estimate } = answer.body;
    expect(prompt).toMatchObject({ tool: "SHORTEN", service: "OPEN_AI", model: "gpt-4.1-mini", output: "text", temperature: 0.5 });
    expect(prompt.instructions).toContain("Shorten the passage the author selected");
    expect(prompt.instructions).not.toContain("Ines Varga");
    expect(prompt.input).toContain(`<passage>\n${SELECTION}\n</passage>`);
    expect(prompt.input).toContain("<text_before>\nInes tied the ferry to the post.\n</text_before>");

    const bible = await loadStoryContext(ctx.db.knex, author.authorId, author.bookId);
    expect(bible).toContain("Ines Varga (protagonist): A ferry pilot.");
    const inputTokens = estimateInputTokens([bible, prompt.instructions, prompt.input]);
    expect(estimate).toEqual({
      inputTokens,
      outputTokens: prompt.maxOutputTokens,
      cost: costOf(mini, { inputTokens, outputTokens: prompt.maxOutputTokens }),
      contextIncluded: true,
    });
    expect(inputTokens).toBeGreaterThan(estimateInputTokens([prompt.instructions, prompt.input]));
  });

  it("with the author's preferred provider and settings, or the model the call names", async () => {
    const author = await authorWithBook();
    await author.agent
      .post("/api/v1/ai/preferences")
      .send({ preferredService: "ANTHROPIC", advancedSettings: { temperature: 1.5, maxOutputTokens: 700 } })
      .expect(200);
    const preferred = (await author.agent.post(compilePath(author.bookId, "LENGTHEN")).send({ selection: SELECTION }).expect(200)).body.prompt;
    // Anthropic's models take a temperature up to 1.
    expect(preferred).toMatchObject({ service: "ANTHROPIC", model: "claude-haiku-4-5", temperature: 1, maxOutputTokens: 700 });
    const named = (await author.agent.post(compilePath(author.bookId, "LENGTHEN")).send({ selection: SELECTION, model: "gpt-4.1" }).expect(200)).body;
    expect(named.prompt).toMatchObject({ service: "OPEN_AI", model: "gpt-4.1", temperature: 1.5 });
    expect(named.estimate.cost).toBe(costOf(findAiModel("OPEN_AI", "gpt-4.1")!, { inputTokens: named.estimate.inputTokens, outputTokens: 700 }));
  });

  it("CREATE_SCENE with the scene card and its beat, loaded from the book", async () => {
    const author = await authorWithBook();
    const beat = await createBeat(ctx.db.knex, { bookId: author.bookId, name: "Inciting Incident", purpose: "Upset the balance." });
    const chapter = await createChapter(ctx.db.knex, { bookId: author.bookId });
    const scene = await StoryBookScene.query(ctx.db.knex).insertAndFetch({
      bookId: author.bookId,
      chapterId: chapter.id,
      beatId: beat.id,
      goal: "Get the ferry back before the spring tide.",
      conflict: "Tomas holds the only key.",
      orderIndex: 0,
    });
    const { prompt } = (await author.agent.post(compilePath(author.bookId, "CREATE_SCENE")).send({ sceneId: scene.id, before: "Night fell." }).expect(200))
      .body;
    expect(prompt.input).toContain("Goal: Get the ferry back before the spring tide.");
    expect(prompt.input).toContain("Conflict: Tomas holds the only key.");
    expect(prompt.input).toContain("Name: Inciting Incident");
    expect(prompt.input).toContain("Purpose: Upset the balance.");
    expect(prompt.input).toContain("<story_so_far>\nNight fell.\n</story_so_far>");
  });

  it("GENERATE_CHARACTER from the author's own plot template, with a schema whose JSON the characters API accepts", async () => {
    const author = await authorWithBook();
    const global = (await author.agent.post(compilePath(author.bookId, "GENERATE_CHARACTER")).send({ count: 2 }).expect(200)).body.prompt;
    expect(global.instructions).toContain('You are a character designer for the book "The Salt Road"');
    expect(global.instructions).toContain("Create 2 new characters");

    await createAiPlotTemplateCopy(ctx.db.knex, {
      authorId: author.authorId,
      type: "CHARACTER",
      instructions: "Invent {{count}} people for {{title}}.",
      variables: ["count", "title"],
      advancedSettings: { temperature: 0.2, maxOutputTokens: 900, model: null },
    });
    const { prompt } = (await author.agent.post(compilePath(author.bookId, "GENERATE_CHARACTER")).send({ count: 2, instruction: "A mapmaker." }).expect(200))
      .body;
    expect(prompt.instructions.startsWith("Invent 2 people for The Salt Road.")).toBe(true);
    expect(prompt).toMatchObject({ temperature: 0.2, maxOutputTokens: 900, output: { format: "json_schema", name: "generated_characters" } });
    expect(prompt.input).toContain("<author_request>\nA mapmaker.\n</author_request>");

    const modelAnswer = {
      characters: [{ type: "SUPPORTING", name: "Mara Quill", overview: "A mapmaker who owes the Guild.", physical: null, mental: "Curious.", skills: "Maps." }],
    };
    const checked = generatedCharactersSchema.parse(modelAnswer);
    await author.agent.post(`/api/v1/books/${author.bookId}/characters/create-many`).send(checked).expect(201);
  });
});

describe("a compiled tool run through the AI proxy", () => {
  it("reaches the provider with the tool's instructions after the story bible, and is recorded under the tool", async () => {
    const author = await authorWithBook();
    await AuthorProfile.query(ctx.db.knex).patch({ aiTermsAccepted: true }).where({ id: author.authorId });
    const { userId } = await AuthorProfile.query(ctx.db.knex).findById(author.authorId).throwIfNotFound();
    await UserBalance.query(ctx.db.knex).insert({ userId, amount: centsToMicroCents(100) });

    const { prompt } = (await author.agent.post(compilePath(author.bookId, "SHORTEN")).send({ selection: SELECTION }).expect(200)).body;
    ctx.openai.queue({ text: "The lantern swung over black, still water." });
    const answer = await author.agent
      .post(`/api/v1/ai/open-ai/responses?tool=${prompt.tool}&bookId=${author.bookId}`)
      .send({
        model: prompt.model,
        instructions: prompt.instructions,
        input: prompt.input,
        max_output_tokens: prompt.maxOutputTokens,
        temperature: prompt.temperature,
      })
      .expect(200);
    expect(answer.body.output_text ?? JSON.stringify(answer.body.output)).toContain("The lantern swung over black, still water.");

    await ctx.openai.waitForRequest(1);
    const sent = ctx.openai.requests.find((recorded) => recorded.path === "/v1/responses")!.body as {
      instructions: string;
      input: string;
      max_output_tokens: number;
    };
    const bible = await loadStoryContext(ctx.db.knex, author.authorId, author.bookId);
    expect(sent.instructions).toBe(`What you know about the author's story:\n${bible}\n\n${prompt.instructions}`);
    expect(sent.instructions).toContain("Ines Varga (protagonist): A ferry pilot.");
    expect(sent.input).toBe(prompt.input);
    expect(sent.max_output_tokens).toBe(prompt.maxOutputTokens);

    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await AuthorAiUsage.query(ctx.db.knex).where({ authorId: author.authorId }).resultSize()) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await AuthorAiUsage.query(ctx.db.knex).where({ authorId: author.authorId })).toEqual([
      expect.objectContaining({ tool: "SHORTEN", model: "gpt-4.1-mini" }),
    ]);
  });
});
