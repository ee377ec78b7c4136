import type { AddressInfo } from "node:net";
import http from "node:http";
import type { Server } from "node:http";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import { AiModeration, AuthorAiUsage, AuthorProfile, BalanceTransaction, StoryBookCharacter, UserBalance } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { costOf, findAiModel } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import { createBook, createUser } from "@storyloom/testkit/factories";
import { countInputTokens, responsesInputText } from "@storyloom/testkit/fakes/openai";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});
beforeEach(() => {
  ctx.openai.reset();
  ctx.anthropic.reset();
});

const mini = findAiModel("OPEN_AI", "gpt-4.1-mini")!;
const haiku = findAiModel("ANTHROPIC", "claude-haiku-4-5")!;

interface Author {
  userId: number;
  authorId: number;
  cookie: string;
}

/** An author signed in (a session cookie), with the AI terms accepted and `dollars` of balance unless told otherwise. */
async function author(options: { dollars?: number; terms?: boolean; suspended?: boolean } = {}): Promise<Author> {
  const { user, authorProfile } = await createUser(ctx.db.knex);
  await AuthorProfile.query(ctx.db.knex)
    .patch({ aiTermsAccepted: options.terms ?? true, aiSuspendedByModeration: options.suspended ?? false })
    .where({ id: authorProfile.id });
  await UserBalance.query(ctx.db.knex).insert({ userId: user.id, amount: centsToMicroCents(Math.round((options.dollars ?? 1) * 100)) });
  const { token } = await createSession(ctx.db.knex, { userId: user.id, adminId: null });
  return { userId: user.id, authorId: authorProfile.id, cookie: `${sessionCookieName(ctx.config)}=${token}` };
}

function openAiFor(caller: Author, query?: Record<string, string>) {
  return new OpenAI({
    apiKey: "unused",
    baseURL: `${baseUrl}/api/v1/ai/open-ai`,
    defaultHeaders: { cookie: caller.cookie },
    defaultQuery: query,
    maxRetries: 0,
  });
}

/** The caller's balance and AI records, read usages first: a settle commits them together, so whatever usage is seen, its transaction and charge are too. */
async function ledger(caller: Author) {
  const usages = await AuthorAiUsage.query(ctx.db.knex).where({ authorId: caller.authorId });
  const transactions = await BalanceTransaction.query(ctx.db.knex).where({ userId: caller.userId, type: "AI_USAGE" });
  const balance = await UserBalance.query(ctx.db.knex).where({ userId: caller.userId }).first();
  return { amount: balance!.amount, transactions, usages };
}

/** The model calls the fake received (moderation calls come before each). */
function modelCalls() {
  return ctx.openai.requests.filter((recorded) => recorded.path === "/v1/responses");
}

/** The first model call, once it has arrived (after its moderation call). */
async function firstModelCall() {
  await ctx.openai.waitForRequest(1);
  return modelCalls()[0]!;
}

/** Waits for the call's settle, which runs as the stream closes (after the answer for an abort). */
async function settledLedger(caller: Author, calls = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const state = await ledger(caller);
    if (state.usages.length >= calls) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ledger(caller);
}

describe("POST /api/v1/ai/open-ai/responses", () => {
  it("asks who is calling", async () => {
    await request(ctx.app).post("/api/v1/ai/open-ai/responses").send({ model: "gpt-4.1-mini", input: "Hi" }).expect(401);
  });

  it("refuses what the proxy does not support, by name, and models outside the price table", async () => {
    const caller = await author();
    const unknownField = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "Hi", background: true })
      .expect(400);
    expect(JSON.stringify(unknownField.body)).toContain("background");
    const model = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-3.5-turbo", input: "Hi" })
      .expect(400);
    expect(model.body.error).toMatchObject({
      message: "The model gpt-3.5-turbo is not available.",
      fields: { model: expect.stringContaining("gpt-4.1-mini") },
    });
    const missing = await request(ctx.app).post("/api/v1/ai/open-ai/responses").set("cookie", caller.cookie).send({ input: "Hi" }).expect(400);
    expect(missing.body.error.fields).toMatchObject({ model: "This field is required." });
    expect(modelCalls()).toHaveLength(0);
  });

  it("refuses an author who has not accepted the AI terms, one suspended by moderation, and a spent balance, each saying why", async () => {
    const body = { model: "gpt-4.1-mini", input: "Hi" };
    const noTerms = await author({ terms: false });
    const suspended = await author({ suspended: true });
    const broke = await author({ dollars: 0 });
    const answers = await Promise.all(
      [noTerms, suspended, broke].map((caller) => request(ctx.app).post("/api/v1/ai/open-ai/responses").set("cookie", caller.cookie).send(body)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.error.code])).toEqual([
      [403, "ai_terms_not_accepted"],
      [403, "ai_suspended"],
      [402, "ai_balance_spent"],
    ]);
    expect(answers[2]!.body.error.message).toBe("Your AI balance is too low for this request. Top up your balance to use the AI tools.");
    expect(modelCalls()).toHaveLength(0);
  });

  it("answers a whole response and charges its tokens once, at the model's price", async () => {
    const caller = await author();
    ctx.openai.queue({ text: "A lantern swung in the dark." });
    const answer = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses?tool=SHORTEN")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "Shorten: the lantern swung.", max_output_tokens: 200 })
      .expect(200);
    expect(answer.body).toMatchObject({ object: "response", status: "completed", model: "gpt-4.1-mini" });
    const usage = { inputTokens: answer.body.usage.input_tokens as number, outputTokens: answer.body.usage.output_tokens as number };

    const { amount, transactions, usages } = await ledger(caller);
    const cost = costOf(mini, usage);
    // Settled before the answer was sent: its headers say what it cost.
    expect(answer.headers["x-storyloom-cost"]).toBe(String(cost));
    expect(answer.headers["x-storyloom-balance"]).toBe(String(centsToMicroCents(100) - cost));
    expect(amount).toBe(centsToMicroCents(100) - cost);
    expect(transactions).toEqual([expect.objectContaining({ amount: cost, isWithdrawal: true })]);
    expect(usages).toEqual([expect.objectContaining({ cost, tool: "SHORTEN", model: "gpt-4.1-mini", service: "OPEN_AI", ...usage })]);
    // The provider was asked for no more output than was asked, and nothing was stored on its side.
    expect(modelCalls()[0]!.body).toMatchObject({ max_output_tokens: 200, store: false });
  });

  it("streams to the official SDK chunk by chunk, as the provider would", async () => {
    const caller = await author();
    const text = "The ferry left at midnight and nobody on the pier waved goodbye to it.";
    ctx.openai.queue({ text, delayMsPerChunk: 25 });
    const stream = await openAiFor(caller).responses.create({ model: "gpt-4.1-mini", input: "Write one sentence.", stream: true });
    const arrivals: number[] = [];
    let streamed = "";
    let completedUsage: { input_tokens: number; output_tokens: number } | null = null;
    for await (const event of stream) {
      if (event.type === "response.output_text.delta") {
        arrivals.push(Date.now());
        streamed += event.delta;
      }
      if (event.type === "response.completed") completedUsage = event.response.usage ?? null;
    }
    expect(streamed).toBe(text);
    expect(arrivals.length).toBeGreaterThan(5);
    // Charged before the stream ended: nothing to wait for.
    expect((await ledger(caller)).usages).toHaveLength(1);
    // Tokens arrive as the provider sends them, not all at the end.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(100);
    const { usages } = await settledLedger(caller);
    expect(usages).toEqual([expect.objectContaining({ inputTokens: completedUsage!.input_tokens, outputTokens: completedUsage!.output_tokens })]);
  });

  it("aborts the provider's stream when the caller aborts, and charges what was streamed, once", async () => {
    const caller = await author();
    ctx.openai.queue({ text: "one two three four five six seven eight nine ten", hangAfterChunks: 3 });
    const controller = new AbortController();
    const stream = await openAiFor(caller).responses.create({ model: "gpt-4.1-mini", input: "Count.", stream: true }, { signal: controller.signal });
    let deltas = 0;
    try {
      for await (const event of stream) {
        if (event.type === "response.output_text.delta") deltas += 1;
        if (deltas === 3) controller.abort();
      }
    } catch (error) {
      // The SDK either ends the iteration or throws its abort error: both are an abort.
      expect(error).toBeInstanceOf(OpenAI.APIUserAbortError);
    }
    expect(deltas).toBe(3);
    const upstream = await firstModelCall();
    await ctx.openai.settled(upstream);
    expect(upstream.aborted).toBe(true);

    const { transactions, usages } = await settledLedger(caller);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ledger(caller)).usages).toHaveLength(1);
    expect(transactions).toHaveLength(1);
    expect(usages[0]).toMatchObject({ outputTokens: 3 });
    expect(usages[0]!.inputTokens).toBeGreaterThan(0);
  });

  it("charges once when the browser goes away mid-stream", async () => {
    const caller = await author();
    ctx.openai.queue({ text: "alpha beta gamma delta epsilon zeta", hangAfterChunks: 2 });
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        `${baseUrl}/api/v1/ai/open-ai/responses`,
        { method: "POST", headers: { cookie: caller.cookie, "content-type": "application/json" } },
        (res) => {
          let seen = "";
          res.on("data", (chunk: Buffer) => {
            seen += chunk.toString();
            if ((seen.match(/response\.output_text\.delta/g) ?? []).length >= 4) {
              req.destroy();
              resolve();
            }
          });
          res.on("error", () => undefined);
        },
      );
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.end(JSON.stringify({ model: "gpt-4.1-mini", input: "Greek letters.", stream: true }));
    });
    const upstream = await firstModelCall();
    await ctx.openai.settled(upstream);
    expect(upstream.aborted).toBe(true);
    const { usages, transactions } = await settledLedger(caller);
    expect(usages).toHaveLength(1);
    expect(transactions).toHaveLength(1);
    expect(usages[0]).toMatchObject({ outputTokens: 2 });
  });

  it("gives the model the story bible of the author's own book, and no one else's", async () => {
    const caller = await author();
    const book = await createBook(ctx.db.knex, { authorId: caller.authorId, title: "The Salt Road" });
    await StoryBookCharacter.query(ctx.db.knex).insert({ bookId: book.id, name: "Ines Varga", type: "PROTAGONIST", overview: "A ferry pilot.", orderIndex: 0 });
    await request(ctx.app)
      .post(`/api/v1/ai/open-ai/responses?bookId=${book.id}`)
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "Continue.", instructions: "Be brief." })
      .expect(200);
    const sent = modelCalls()[0]!.body as { instructions: string };
    expect(sent.instructions).toContain('"The Salt Road"');
    expect(sent.instructions).toContain("Ines Varga (protagonist): A ferry pilot.");
    expect(sent.instructions.endsWith("Be brief.")).toBe(true);

    const stranger = await author();
    await request(ctx.app)
      .post(`/api/v1/ai/open-ai/responses?bookId=${book.id}`)
      .set("cookie", stranger.cookie)
      .send({ model: "gpt-4.1-mini", input: "Continue." })
      .expect(404);
    expect((await ledger(stranger)).usages).toHaveLength(0);
  });

  it("passes on a busy provider as 429 with its Retry-After, and charges nothing", async () => {
    const caller = await author();
    ctx.openai.queue({ error: { status: 429, retryAfterSeconds: 7 } });
    const answer = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "Hi" })
      .expect(429);
    expect(answer.headers["retry-after"]).toBe("7");
    expect(answer.body.error.code).toBe("rate_limited");
    const { usages, amount } = await ledger(caller);
    expect(usages).toHaveLength(0);
    expect(amount).toBe(centsToMicroCents(100));
  });

  it("caps the output at what the balance pays for", async () => {
    const caller = await author({ dollars: 0.01 });
    await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "Write a long story." })
      .expect(200);
    const sent = modelCalls()[0]!.body as { max_output_tokens: number };
    const inputBound = Buffer.byteLength("Write a long story.") + 8 + 16;
    // A cent of gpt-4.1-mini: what is left after the input's bound, at $1.60 per million output tokens.
    expect(sent.max_output_tokens).toBe(Math.floor(((1_000_000 - costOf(mini, { inputTokens: inputBound, outputTokens: 0 })) * 1_000_000) / 160_000_000));
    expect(countInputTokens(responsesInputText(modelCalls()[0]!.body))).toBeGreaterThan(0);
  });
});

describe("POST /api/v1/ai/open-ai/responses-tool-function", () => {
  it("answers with a call of the function, its arguments as the model gave them", async () => {
    const caller = await author();
    ctx.openai.queue({ toolCall: { name: "save_character", arguments: { name: "Ines" } } });
    const answer = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses-tool-function?tool=GENERATE_CHARACTER")
      .set("cookie", caller.cookie)
      .send({
        model: "gpt-4.1-mini",
        input: "A pilot.",
        tools: [{ type: "function", name: "save_character", parameters: { type: "object", properties: { name: { type: "string" } } } }],
      })
      .expect(200);
    expect(answer.body.output).toEqual([
      expect.objectContaining({ type: "function_call", name: "save_character", arguments: JSON.stringify({ name: "Ines" }) }),
    ]);
    expect(modelCalls()[0]!.body).toMatchObject({ tool_choice: "required" });
    const missing = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses-tool-function")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "A pilot." })
      .expect(400);
    expect(missing.body.error.fields).toMatchObject({ tools: "This field is required." });
  });
});

describe("POST /api/v1/ai/anthropic/messages", () => {
  it("streams to the official SDK and charges the tokens the provider reported", async () => {
    const caller = await author();
    ctx.anthropic.queue({ text: "Salt dried on the railings.", delayMsPerChunk: 5 });
    // The SDK adds /v1/messages to its base URL; the product's call is /api/v1/ai/anthropic/messages.
    const toProxy: typeof fetch = (input, init) =>
      fetch(String(input instanceof Request ? input.url : input).replace("/api/v1/ai/anthropic/v1/messages", "/api/v1/ai/anthropic/messages"), init);
    const client = new Anthropic({
      apiKey: "unused",
      baseURL: `${baseUrl}/api/v1/ai/anthropic`,
      defaultHeaders: { cookie: caller.cookie },
      maxRetries: 0,
      fetch: toProxy,
    });
    const message = await client.messages
      .stream({ model: "claude-haiku-4-5", max_tokens: 300, messages: [{ role: "user", content: "One line about a harbour." }] })
      .finalMessage();
    expect(message.content).toEqual([expect.objectContaining({ type: "text", text: "Salt dried on the railings." })]);
    const { usages, transactions } = await settledLedger(caller);
    const usage = { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens };
    expect(usages).toEqual([expect.objectContaining({ service: "ANTHROPIC", model: "claude-haiku-4-5", ...usage, cost: costOf(haiku, usage) })]);
    expect(transactions).toHaveLength(1);
  });
});

describe("balance, usage, preferences and status", () => {
  it("shows the balance with its transactions and the usage by day, tool and model", async () => {
    const caller = await author();
    ctx.openai.queue({ text: "Short." }, { text: "Also short." });
    for (const tool of ["SHORTEN", "LENGTHEN"])
      await request(ctx.app)
        .post(`/api/v1/ai/open-ai/responses?tool=${tool}`)
        .set("cookie", caller.cookie)
        .send({ model: "gpt-4.1-mini", input: "Text." })
        .expect(200);
    const { usages, amount } = await settledLedger(caller, 2);
    const spent = usages.reduce((sum, usage) => sum + usage.cost, 0);

    const balance = await request(ctx.app).get("/api/v1/balance").set("cookie", caller.cookie).expect(200);
    expect(balance.body.balance).toEqual({ amount, held: 0, aiMonthlyLimit: null, aiMonthlyUsage: spent });
    expect(balance.body.transactions).toMatchObject({ total: 2, page: 1 });

    const usage = await request(ctx.app).get("/api/v1/ai/usage?days=7").set("cookie", caller.cookie).expect(200);
    expect(usage.body.usage.byDay).toHaveLength(7);
    expect(usage.body.usage.totals).toMatchObject({ calls: 2, cost: spent });
    expect(usage.body.usage.byTool.map((row: { tool: string }) => row.tool).sort()).toEqual(["LENGTHEN", "SHORTEN"]);
    expect(usage.body.usage.byModel).toEqual([expect.objectContaining({ service: "OPEN_AI", model: "gpt-4.1-mini", calls: 2 })]);
    await request(ctx.app).get("/api/v1/ai/usage?days=0").set("cookie", caller.cookie).expect(400);
  });

  it("saves preferences and refuses models outside the price table", async () => {
    const caller = await author();
    const initial = await request(ctx.app).get("/api/v1/ai/preferences").set("cookie", caller.cookie).expect(200);
    expect(initial.body.aiPreferences).toEqual({
      sceneType: null,
      advancedSettings: { temperature: null, maxOutputTokens: null },
      preferredService: "OPEN_AI",
      preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" },
    });
    const saved = await request(ctx.app)
      .post("/api/v1/ai/preferences")
      .set("cookie", caller.cookie)
      .send({ sceneType: "ACTION", advancedSettings: { temperature: 0.7 }, preferredService: "ANTHROPIC", preferredModels: { ANTHROPIC: "claude-sonnet-4-5" } })
      .expect(200);
    expect(saved.body.aiPreferences).toEqual({
      sceneType: "ACTION",
      advancedSettings: { temperature: 0.7, maxOutputTokens: null },
      preferredService: "ANTHROPIC",
      preferredModels: { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-sonnet-4-5" },
    });
    const again = await request(ctx.app).get("/api/v1/ai/preferences").set("cookie", caller.cookie).expect(200);
    expect(again.body).toEqual(saved.body);
    const bad = await request(ctx.app)
      .post("/api/v1/ai/preferences")
      .set("cookie", caller.cookie)
      .send({ preferredModels: { OPEN_AI: "gpt-2" } })
      .expect(400);
    expect(bad.body.error.fields["preferredModels.OPEN_AI"]).toContain("gpt-4.1-mini");
  });

  it("says which providers are configured and lists the priced models", async () => {
    const caller = await author();
    const status = await request(ctx.app).get("/api/v1/ai/status").set("cookie", caller.cookie).expect(200);
    expect(status.body.status.services).toEqual({ OPEN_AI: { configured: true, reason: null }, ANTHROPIC: { configured: true, reason: null } });
    expect(status.body.status.models).toContainEqual(
      expect.objectContaining({ service: "OPEN_AI", model: "gpt-4.1-mini", inputPerMillion: 0.4, outputPerMillion: 1.6 }),
    );
  });
});

describe("moderation", () => {
  it("refuses flagged input before any model sees it and records it; a suspending category suspends until an admin lifts it", async () => {
    const caller = await author();
    const violent = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "A duel. FLAG_ME_violence" })
      .expect(422);
    expect(violent.body.error).toMatchObject({
      code: "ai_input_flagged",
      message: "This request was flagged by moderation (violence) and was not sent. Change the text and try again.",
    });
    expect(violent.body.output).toBeUndefined();
    expect((await AuthorProfile.query(ctx.db.knex).findById(caller.authorId))!.aiSuspendedByModeration).toBe(false);

    await request(ctx.app)
      .post("/api/v1/ai/anthropic/messages")
      .set("cookie", caller.cookie)
      .send({ model: "claude-haiku-4-5", max_tokens: 64, messages: [{ role: "user", content: "FLAG_ME_sexual/minors" }] })
      .expect(422);
    expect((await ledger(caller)).usages).toHaveLength(0);
    const records = await AiModeration.query(ctx.db.knex).where({ userId: caller.userId }).orderBy("id");
    expect(records).toEqual([
      expect.objectContaining({ isSuspendsAi: false, categories: expect.objectContaining({ violence: true }), content: "A duel. FLAG_ME_violence" }),
      expect.objectContaining({ isSuspendsAi: true, categories: expect.objectContaining({ "sexual/minors": true }) }),
    ]);
    const refused = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "A quiet harbour." })
      .expect(403);
    expect(refused.body.error.code).toBe("ai_suspended");
    expect((await ledger(caller)).usages).toHaveLength(0);

    // An admin lifts it; the flags stay on record, handled.
    const { user: admin } = await createUser(ctx.db.knex, { admin: true });
    const { token } = await createSession(ctx.db.knex, { userId: admin.id, adminId: null });
    const adminCookie = `${sessionCookieName(ctx.config)}=${token}`;
    const users = await request(ctx.app)
      .get(`/api/v1/admin/users?query=${encodeURIComponent((await AuthorProfile.query(ctx.db.knex).findById(caller.authorId))!.name ?? "")}`)
      .set("cookie", adminCookie)
      .expect(200);
    expect(users.body.items[0]).toMatchObject({ id: caller.userId, aiSuspendedByModeration: true });
    const lifted = await request(ctx.app).delete(`/api/v1/admin/users/${caller.userId}/ai-suspension`).set("cookie", adminCookie).expect(200);
    expect(lifted.body.user).toMatchObject({ aiSuspendedByModeration: false });
    expect((await AiModeration.query(ctx.db.knex).where({ userId: caller.userId, isIdle: true })).length).toBe(1);
    await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "A quiet harbour." })
      .expect(200);
    await request(ctx.app).delete(`/api/v1/admin/users/${caller.userId}/ai-suspension`).set("cookie", caller.cookie).expect(403);
  });
});

describe("concurrent calls", () => {
  it("100 calls at once of an author whose balance covers 5: never below zero, nothing charged twice", async () => {
    // Each call holds the bound of its input and 500 output tokens; the balance covers five such holds.
    const input = "Write one line.";
    const inputBound = Buffer.byteLength(input) + 8 + 16;
    const perCall = costOf(mini, { inputTokens: inputBound, outputTokens: 500 });
    const caller = await author({ dollars: 0 });
    await UserBalance.query(ctx.db.knex)
      .patch({ amount: 5 * perCall })
      .where({ userId: caller.userId });

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        request(ctx.app).post("/api/v1/ai/open-ai/responses").set("cookie", caller.cookie).send({ model: "gpt-4.1-mini", input, max_output_tokens: 500 }),
      ),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(served.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((answer) => answer.status === 402 && answer.body.error.code === "ai_balance_spent")).toBe(true);

    const { amount, transactions, usages } = await settledLedger(caller, served.length);
    expect(amount).toBeGreaterThanOrEqual(0);
    expect(transactions).toHaveLength(served.length);
    expect(usages).toHaveLength(served.length);
    // What left the balance is exactly what the served calls' tokens cost.
    const charged = served.reduce(
      (sum, answer) => sum + costOf(mini, { inputTokens: answer.body.usage.input_tokens, outputTokens: answer.body.usage.output_tokens }),
      0,
    );
    expect(5 * perCall - amount).toBe(charged);
    expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(charged);
    expect(modelCalls()).toHaveLength(served.length);
  });
});

describe("the cost of a streamed call", () => {
  it("is recorded before the stream ends and sent as its last line, a comment SDKs skip", async () => {
    const caller = await author();
    ctx.openai.queue({ text: "Waves." });
    const answer = await request(ctx.app)
      .post("/api/v1/ai/open-ai/responses")
      .set("cookie", caller.cookie)
      .send({ model: "gpt-4.1-mini", input: "One word.", stream: true })
      .expect(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/event-stream/);
    const lines = answer.text.trimEnd().split("\n");
    const last = lines.at(-1)!;
    expect(last.startsWith(": storyloom-cost ")).toBe(true);
    const { usages, amount } = await ledger(caller);
    expect(JSON.parse(last.slice(": storyloom-cost ".length))).toEqual({ cost: usages[0]!.cost, balanceAmount: amount });
  });
});
