import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile, Book, StoryTool, StoryToolStep } from "@storyloom/db/models";
import { createBook, createCharacter, createStoryTool, createUser } from "@storyloom/testkit/factories";
import { sampleImage } from "@storyloom/domain/services/files/testing.ts";
import { ICON_TOO_BIG, ICON_WRONG_FORMAT } from "@storyloom/domain/services/storyTools/storeStoryToolIcon.ts";
import { signIn } from "../../auth/testing.ts";
import { createTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor, TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ storage: { driver: "local", dir: await mkdtemp(path.join(tmpdir(), "storyloom-tools-")) } });
});
afterAll(async () => {
  await ctx.close();
});

const TOOLS = "/api/v1/story-tools";
const SHIPPED = ["Tighten then polish", "Show, don't tell", "Continue the scene", "Continue the screenplay scene"];
const bookTools = (bookId: number) => `/api/v1/books/${bookId}/story-tools`;
const compilePath = (bookId: number, toolId: number, index: number) => `${bookTools(bookId)}/${toolId}/steps/${index}/compile`;

const signedInAuthor = (): Promise<SignedInAuthor> => signInNewAuthor(ctx);

/** The fields of a valid two-step tool, as form fields. */
const twoStepFields = {
  name: "Tighten and polish",
  description: "Two passes.",
  type: "EDIT",
  storyType: "STORY",
  defaultModel: "gpt-4.1-mini",
  instructions: "Tighten this passage:\n{{selection}}",
  temperature: "0.4",
  maxOutput: "1200",
  steps: JSON.stringify([{ model: "claude-haiku-4-5", instructions: "Polish it:\n{{previous}}", temperature: 0.7, effort: "low" }]),
};

/** A multipart request with text fields and, optionally, one file as `icon`. */
function sendForm(call: request.Test, fields: Record<string, string>, icon?: { bytes: Buffer; filename: string; contentType: string }): request.Test {
  for (const [name, value] of Object.entries(fields)) void call.field(name, value);
  return icon ? call.attach("icon", icon.bytes, { filename: icon.filename, contentType: icon.contentType }) : call;
}

async function globalTool(name: string): Promise<StoryTool> {
  return StoryTool.query(ctx.db.knex).where({ name, isGlobal: true }).first().throwIfNotFound();
}

describe("the story tool routes refuse", () => {
  it("the anonymous with 401", async () => {
    const tool = await createStoryTool(ctx.db.knex);
    const anonymous = request(ctx.app);
    await anonymous.get(TOOLS).expect(401);
    await sendForm(anonymous.post(TOOLS), { name: "x" }).expect(401);
    await sendForm(anonymous.patch(`${TOOLS}/${tool.id}`), { name: "x" }).expect(401);
    await anonymous.delete(`${TOOLS}/${tool.id}`).expect(401);
    await anonymous.patch(`${TOOLS}/${tool.id}/settings`).send({ isHidden: true }).expect(401);
    await anonymous.get(bookTools(1)).expect(401);
    await anonymous
      .post(compilePath(1, tool.id, 0))
      .send({})
      .expect(401);
  });

  it("a form with missing or wrong fields with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const empty = await sendForm(author.agent.post(TOOLS), { description: "only this" }).expect(400);
    expect(empty.body.error.fields).toEqual({
      name: "This field is required.",
      type: "This field is required.",
      defaultModel: "This field is required.",
      instructions: "This field is required.",
    });
    const wrong = await sendForm(author.agent.post(TOOLS), {
      ...twoStepFields,
      name: "x".repeat(61),
      type: "REWRITE",
      defaultModel: "gpt-2",
      withUserInstructions: "yes",
      temperature: "2.5",
      maxOutput: "8",
      availability: "ALWAYS",
      extra: "1",
    }).expect(400);
    expect(wrong.body.error.fields).toEqual({
      name: "Input can't be longer than 60 characters.",
      type: "Must be one of: DRAFT, EDIT.",
      defaultModel:
        "Must be one of: gpt-4.1, gpt-4.1-mini, gpt-4.1-nano, gpt-4o, gpt-4o-mini, gpt-5, gpt-5-mini, claude-opus-4-1, claude-sonnet-4-5, claude-haiku-4-5.",
      withUserInstructions: "Must be true or false.",
      temperature: "Must be a number from 0 to 2.",
      maxOutput: "Must be a whole number from 16 to 200000.",
      availability: "Must be one of: SCENE_FILLED, BEAT_FILLED.",
      extra: "Unknown field.",
    });
    const json = await author.agent.post(TOOLS).send({ name: "JSON" }).expect(415);
    expect(json.body.error.code).toBe("unsupported_media_type");
  });

  it("bad steps JSON with 400 naming the field, or the step and its field", async () => {
    const author = await signedInAuthor();
    const steps = (value: string) => sendForm(author.agent.post(TOOLS), { ...twoStepFields, steps: value }).expect(400);
    expect((await steps("[{instructions: 'no quotes'}]")).body.error).toEqual({
      code: "validation_error",
      message: `steps: Must be a JSON list of steps, such as [{"instructions": "Polish {{previous}}"}].`,
      fields: { steps: `Must be a JSON list of steps, such as [{"instructions": "Polish {{previous}}"}].` },
    });
    expect((await steps('{"instructions": "x"}')).body.error.fields).toEqual({
      steps: `Must be a JSON list of steps, such as [{"instructions": "Polish {{previous}}"}].`,
    });
    expect((await steps('[{"instructions": "", "temperature": 3, "effort": "max", "model": "gpt-2"}]')).body.error.fields).toEqual({
      "steps.0.instructions": "This field is required.",
      "steps.0.temperature": "Must be a number from 0 to 2.",
      "steps.0.effort": "Must be one of: minimal, low, medium, high.",
      "steps.0.model": expect.stringMatching(/^Must be one of: /),
    });
    const ten = JSON.stringify(Array.from({ length: 10 }, () => ({ instructions: "Again: {{previous}}" })));
    expect((await steps(ten)).body.error.fields).toEqual({ steps: "A tool can have at most 10 steps: its own and 9 more." });
  });

  it("placeholders a step cannot fill with 400 on that step's instructions", async () => {
    const author = await signedInAuthor();
    const res = await sendForm(author.agent.post(TOOLS), {
      ...twoStepFields,
      instructions: "Start from {{previous}}",
      steps: JSON.stringify([{ instructions: "Use {{userInstructions}}" }, { instructions: "Use {{mood}}" }]),
    }).expect(400);
    expect(res.body.error.fields).toEqual({
      instructions: "The first step has no previous output: use {{previous}} in a later step.",
      "steps.0.instructions": "Turn on “Ask for the author's instructions” to use {{userInstructions}}.",
      "steps.1.instructions": "Unknown placeholder {{mood}}. Use {{selection}}, {{before}}, {{after}}, {{userInstructions}} or {{previous}}.",
    });
    expect(res.body.error.message).toBe("instructions: The first step has no previous output: use {{previous}} in a later step.");
  });

  it("an icon that is not a PNG, JPEG or WebP with 400, and one over 2 MB with 413", async () => {
    const author = await signedInAuthor();
    const text = await sendForm(author.agent.post(TOOLS), twoStepFields, {
      bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      filename: "icon.svg",
      contentType: "image/svg+xml",
    }).expect(400);
    expect(text.body.error).toEqual({ code: "validation_error", message: `icon: ${ICON_WRONG_FORMAT}`, fields: { icon: ICON_WRONG_FORMAT } });
    const notAFile = await sendForm(author.agent.post(TOOLS), { ...twoStepFields, icon: "spark.png" }).expect(400);
    expect(notAFile.body.error.fields).toEqual({ icon: "Choose a PNG, JPEG or WebP image for the icon." });
    const big = Buffer.concat([await sampleImage("png"), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await sendForm(author.agent.post(TOOLS), twoStepFields, { bytes: big, filename: "icon.png", contentType: "image/png" }).expect(413);
    expect(tooBig.body.error).toEqual({ code: "payload_too_large", message: ICON_TOO_BIG });
    expect(await StoryTool.query(ctx.db.knex).where({ authorId: author.authorId }).resultSize()).toBe(0);
  });

  it("empty or contradictory edits, bad settings, queries and compile input with 400", async () => {
    const author = await signedInAuthor();
    const tool = await createStoryTool(ctx.db.knex, { authorId: author.authorId });
    const nothing = await sendForm(author.agent.patch(`${TOOLS}/${tool.id}`), {}).expect(400);
    expect(nothing.body.error.message).toMatch(/^Send at least one of name, description, type, /);
    const both = await sendForm(
      author.agent.patch(`${TOOLS}/${tool.id}`),
      { removeIcon: "true" },
      { bytes: await sampleImage("png"), filename: "i.png", contentType: "image/png" },
    ).expect(400);
    expect(both.body.error.fields).toEqual({ removeIcon: "Send either a new icon or removeIcon=true, not both." });
    const settings = await author.agent.patch(`${TOOLS}/${tool.id}/settings`).send({ model: "gpt-2", orderIndex: -1 }).expect(400);
    expect(settings.body.error.fields).toEqual({
      model: expect.stringMatching(/^Must be one of: /),
      orderIndex: "Must be a whole number from 0 to 1000, or null.",
    });
    const query = await author.agent.get(`${TOOLS}?type=POLISH&page=2`).expect(400);
    expect(query.body.error.fields).toEqual({ type: "Must be one of: DRAFT, EDIT.", page: "Unknown field." });

    const book = await createBook(ctx.db.knex, { authorId: author.authorId });
    const index = await author.agent
      .post(compilePath(book.id, tool.id, 1))
      .send({ previous: "x" })
      .expect(400);
    expect(index.body.error.fields).toEqual({ index: "This tool has 1 step: use an index from 0 to 0." });
    const selection = await author.agent
      .post(compilePath(book.id, tool.id, 0))
      .send({ before: "x" })
      .expect(400);
    expect(selection.body.error.fields).toEqual({ selection: "Select the text this tool should edit." });
    const script = await createStoryTool(ctx.db.knex, { authorId: author.authorId, storyType: "SCRIPT" });
    const mismatch = await author.agent
      .post(compilePath(book.id, script.id, 0))
      .send({ selection: "x" })
      .expect(400);
    expect(mismatch.body.error.fields).toEqual({ id: "This tool is for screenplays, and this book is a story." });
  });

  it("a tool past the author's hundredth with 400", async () => {
    const author = await signedInAuthor();
    const rows = Array.from({ length: 100 }, (_, index) => ({
      name: `Tool ${index}`,
      type: "EDIT" as const,
      defaultModel: "gpt-4.1-mini",
      instructions: "x",
      authorId: author.authorId,
    }));
    await StoryTool.query(ctx.db.knex).insert(rows);
    const res = await sendForm(author.agent.post(TOOLS), twoStepFields).expect(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: "You can have at most 100 custom story tools. Delete one to add another." });
  });

  it("another author's tool and book with 404, and changes to a global tool with 403", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const tool = await createStoryTool(ctx.db.knex, { authorId: owner.authorId, name: "Owner's secret tool" });
    const book = await createBook(ctx.db.knex, { authorId: owner.authorId });
    expect((await other.agent.get(TOOLS).expect(200)).text).not.toContain("Owner's secret tool");
    const edit = await sendForm(other.agent.patch(`${TOOLS}/${tool.id}`), { name: "Mine now" }).expect(404);
    expect(edit.body.error).toEqual({ code: "not_found", message: "Story tool not found." });
    await other.agent.delete(`${TOOLS}/${tool.id}`).expect(404);
    await other.agent.patch(`${TOOLS}/${tool.id}/settings`).send({ isHidden: true }).expect(404);
    await other.agent.get(bookTools(book.id)).expect(404);
    const compiled = await other.agent
      .post(compilePath(book.id, tool.id, 0))
      .send({ selection: "x" })
      .expect(404);
    expect(compiled.body.error.message).toBe("Book not found.");
    const othersBook = await createBook(ctx.db.knex, { authorId: other.authorId });
    await other.agent
      .post(compilePath(othersBook.id, tool.id, 0))
      .send({ selection: "x" })
      .expect(404);

    const shipped = await globalTool("Tighten then polish");
    for (const res of [
      await sendForm(owner.agent.patch(`${TOOLS}/${shipped.id}`), { name: "Mine" }).expect(403),
      await owner.agent.delete(`${TOOLS}/${shipped.id}`).expect(403),
    ]) {
      expect(res.body.error).toEqual({
        code: "forbidden",
        message: "The story tools shipped with Storyloom can't be changed. Create a tool of your own instead.",
      });
    }
    expect((await globalTool("Tighten then polish")).name).toBe("Tighten then polish");
  });

  it("a user without an author profile with 403", async () => {
    const { user, password, authorProfile } = await createUser(ctx.db.knex);
    await AuthorProfile.query(ctx.db.knex).deleteById(authorProfile.id);
    const agent: Agent = request.agent(ctx.app);
    await signIn(agent, user.email, password).expect(200);
    const res = await agent.get(TOOLS).expect(403);
    expect(res.body.error.message).toBe("Only authors can have story tools.");
    await sendForm(agent.post(TOOLS), twoStepFields).expect(403);
  });
});

describe("an author's story tools", () => {
  it("lists the shipped tools first, read-only, with their steps", async () => {
    const author = await signedInAuthor();
    const res = await author.agent.get(TOOLS).expect(200);
    const tools = res.body.storyTools as Array<{ name: string; isGlobal: boolean; steps: unknown[] }>;
    expect(tools.map((tool) => tool.name)).toEqual(SHIPPED);
    expect(tools.every((tool) => tool.isGlobal)).toBe(true);
    expect(tools[0]).toMatchObject({
      type: "EDIT",
      storyType: "ALL",
      defaultModel: "gpt-4.1-mini",
      steps: [{ model: "gpt-4.1", instructions: expect.stringContaining("{{previous}}") }],
    });
    const drafts = await author.agent.get(`${TOOLS}?type=DRAFT&storyType=SCRIPT`).expect(200);
    expect(drafts.body.storyTools.map((tool: { name: string }) => tool.name)).toEqual(["Continue the screenplay scene"]);
  });

  it("creates a two-step tool with an icon, stored re-encoded and served back", async () => {
    const author = await signedInAuthor();
    const res = await sendForm(
      author.agent.post(TOOLS),
      { ...twoStepFields, withUserInstructions: "false", availability: "SCENE_FILLED", startSequence: "", stopSequence: "\n\n" },
      {
        bytes: await sampleImage("jpeg", 600, 400),
        filename: "spark.jpg",
        contentType: "image/jpeg",
      },
    ).expect(201);
    expect(res.body.storyTool).toMatchObject({
      name: "Tighten and polish",
      description: "Two passes.",
      type: "EDIT",
      storyType: "STORY",
      defaultModel: "gpt-4.1-mini",
      instructions: "Tighten this passage:\n{{selection}}",
      isGlobal: false,
      withUserInstructions: false,
      availability: "SCENE_FILLED",
      sceneAvailability: "DEFAULT",
      temperature: 0.4,
      maxOutput: 1200,
      startSequence: null,
      stopSequence: "\n\n",
      steps: [
        {
          model: "claude-haiku-4-5",
          instructions: "Polish it:\n{{previous}}",
          temperature: 0.7,
          maxOutput: null,
          startSequence: null,
          stopSequence: null,
          effort: "low",
        },
      ],
      settings: { isHidden: false, orderIndex: null, model: null },
      icon: expect.stringMatching(/^http:\/\/localhost:8080\/api\/v1\/files\/images\/[0-9a-f]{32}\.webp$/),
    });
    const served = await request(ctx.app)
      .get(new URL(res.body.storyTool.icon as string).pathname)
      .buffer(true)
      .expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const list = await author.agent.get(TOOLS).expect(200);
    expect(list.body.storyTools.map((tool: { name: string }) => tool.name)).toEqual([...SHIPPED, "Tighten and polish"]);
  });

  it("edits a tool: the fields sent, the steps replaced, the icon replaced then removed", async () => {
    const author = await signedInAuthor();
    const tool = await createStoryTool(ctx.db.knex, {
      authorId: author.authorId,
      steps: [{ instructions: "One {{previous}}" }, { instructions: "Two {{previous}}" }],
    });
    const path = `${TOOLS}/${tool.id}`;
    const renamed = await sendForm(
      author.agent.patch(path),
      { name: "Renamed", description: "", steps: '[{"instructions": "Only {{previous}}", "maxOutput": 300}]' },
      {
        bytes: await sampleImage("webp", 40, 40),
        filename: "i.webp",
        contentType: "image/webp",
      },
    ).expect(200);
    expect(renamed.body.storyTool).toMatchObject({
      name: "Renamed",
      description: null,
      instructions: tool.instructions,
      steps: [{ instructions: "Only {{previous}}", maxOutput: 300 }],
    });
    expect(renamed.body.storyTool.icon).toMatch(/\.webp$/);
    expect(await StoryToolStep.query(ctx.db.knex).where({ storyToolId: tool.id }).resultSize()).toBe(1);

    const kept = await sendForm(author.agent.patch(path), { temperature: "1.5" }).expect(200);
    expect(kept.body.storyTool).toMatchObject({ temperature: 1.5, icon: renamed.body.storyTool.icon, steps: [{ instructions: "Only {{previous}}" }] });
    const removed = await sendForm(author.agent.patch(path), { removeIcon: "true", temperature: "" }).expect(200);
    expect(removed.body.storyTool).toMatchObject({ icon: null, temperature: null });

    // Judged as the tool will be: turning off the author's instructions while a step uses them is refused.
    await sendForm(author.agent.patch(path), { withUserInstructions: "true", instructions: "Do {{userInstructions}} to {{selection}}" }).expect(200);
    const off = await sendForm(author.agent.patch(path), { withUserInstructions: "false" }).expect(400);
    expect(off.body.error.fields).toEqual({ instructions: "Turn on “Ask for the author's instructions” to use {{userInstructions}}." });
  });

  it("deletes an own tool with its steps", async () => {
    const author = await signedInAuthor();
    const tool = await createStoryTool(ctx.db.knex, { authorId: author.authorId, steps: [{ instructions: "x {{previous}}" }] });
    expect((await author.agent.delete(`${TOOLS}/${tool.id}`).expect(200)).body).toEqual({ ok: true });
    expect(await StoryTool.query(ctx.db.knex).findById(tool.id)).toBeUndefined();
    expect(await StoryToolStep.query(ctx.db.knex).where({ storyToolId: tool.id }).resultSize()).toBe(0);
    await author.agent.delete(`${TOOLS}/${tool.id}`).expect(404);
  });

  it("offers a book the tools made for its kind, without the hidden ones, in the author's order and on the author's model", async () => {
    const author = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId: author.authorId });
    const own = await createStoryTool(ctx.db.knex, { authorId: author.authorId, name: "Own edit", steps: [{ instructions: "More {{previous}}" }] });
    const showDontTell = await globalTool("Show, don't tell");
    const tighten = await globalTool("Tighten then polish");
    await author.agent.patch(`${TOOLS}/${showDontTell.id}/settings`).send({ isHidden: true }).expect(200);
    const placed = await author.agent.patch(`${TOOLS}/${own.id}/settings`).send({ orderIndex: 0, model: "claude-sonnet-4-5" }).expect(200);
    expect(placed.body.storyTool.settings).toEqual({ isHidden: false, orderIndex: 0, model: "claude-sonnet-4-5" });

    const story = await author.agent.get(bookTools(book.id)).expect(200);
    expect(story.body.storyTools.map((tool: { name: string }) => tool.name)).toEqual(["Own edit", "Tighten then polish", "Continue the scene"]);
    expect(story.body.storyTools[0]).toEqual({
      id: own.id,
      name: "Own edit",
      description: null,
      type: "EDIT",
      icon: null,
      isGlobal: false,
      model: "claude-sonnet-4-5",
      withUserInstructions: false,
      userInstructions: null,
      stepCount: 2,
      availability: null,
      sceneAvailability: "DEFAULT",
      rules: { needsSelection: true, needsFilledScene: false, needsFilledBeat: false, inSceneGeneration: false },
    });
    expect(story.body.storyTools[1]).toMatchObject({ id: tighten.id, stepCount: 2, model: "gpt-4.1-mini" });
    const edits = await author.agent.get(`${bookTools(book.id)}?type=DRAFT`).expect(200);
    expect(edits.body.storyTools.map((tool: { name: string }) => tool.name)).toEqual(["Continue the scene"]);

    await Book.query(ctx.db.knex).findById(book.id).patch({ type: "SCRIPT" });
    const script = await author.agent.get(bookTools(book.id)).expect(200);
    expect(script.body.storyTools.map((tool: { name: string }) => tool.name)).toEqual(["Own edit", "Tighten then polish", "Continue the screenplay scene"]);
    // Nothing of a global tool changes for anyone else.
    const other = await signedInAuthor();
    expect((await other.agent.get(TOOLS).expect(200)).body.storyTools.find((tool: { id: number }) => tool.id === showDontTell.id).settings.isHidden).toBe(
      false,
    );
  });

  it("compiles each step of a two-step tool into the AI proxy's request, with an estimate that counts the story context", async () => {
    const author = await signedInAuthor();
    const book = await createBook(ctx.db.knex, { authorId: author.authorId, title: "The Lantern" });
    await createCharacter(ctx.db.knex, { bookId: book.id, name: "Mara" });
    const created = await sendForm(author.agent.post(TOOLS), twoStepFields).expect(201);
    const toolId = created.body.storyTool.id as number;

    const first = await author.agent
      .post(compilePath(book.id, toolId, 0))
      .send({ selection: "She walked very slowly to the door." })
      .expect(200);
    expect(first.body.compiled).toMatchObject({
      stepIndex: 0,
      stepCount: 2,
      isLastStep: false,
      service: "OPEN_AI",
      model: "gpt-4.1-mini",
      input: "Tighten this passage:\nShe walked very slowly to the door.",
      maxOutputTokens: 1200,
      temperature: 0.4,
      request: {
        service: "OPEN_AI",
        path: "/ai/open-ai/responses",
        query: { tool: "CUSTOM_STORY_TOOL", bookId: book.id },
        body: { model: "gpt-4.1-mini", input: "Tighten this passage:\nShe walked very slowly to the door.", max_output_tokens: 1200, temperature: 0.4 },
      },
    });
    const estimate = first.body.compiled.estimate as {
      inputTokens: number;
      storyContextTokens: number;
      maxOutputTokens: number;
      inputCost: number;
      maxCost: number;
    };
    expect(estimate.storyContextTokens).toBeGreaterThan(0);
    expect(estimate.inputTokens).toBeGreaterThan(estimate.storyContextTokens);
    expect(estimate.maxOutputTokens).toBe(1200);
    expect(estimate.maxCost).toBeGreaterThan(estimate.inputCost);
    expect(estimate.inputCost).toBeGreaterThan(0);

    const second = await author.agent
      .post(compilePath(book.id, toolId, 1))
      .send({ previous: "She walked to the door." })
      .expect(200);
    expect(second.body.compiled).toMatchObject({
      stepIndex: 1,
      isLastStep: true,
      service: "ANTHROPIC",
      model: "claude-haiku-4-5",
      input: "Polish it:\nShe walked to the door.",
      request: {
        service: "ANTHROPIC",
        path: "/ai/anthropic/messages",
        body: { messages: [{ role: "user", content: "Polish it:\nShe walked to the door." }], max_tokens: 1200, temperature: 0.7 },
      },
    });
    const global = await globalTool("Tighten then polish");
    await author.agent
      .post(compilePath(book.id, global.id, 1))
      .send({ previous: "Text." })
      .expect(200);
  });
});
