import Anthropic, { APIError, APIUserAbortError, AuthenticationError, OverloadedError, RateLimitError } from "@anthropic-ai/sdk";
import type { MessageCreateParamsNonStreaming, RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countInputTokens, countOutputTokens, messagesInputText, SIMULATED_HEADER, splitIntoTokens, startFakeAnthropic } from "./anthropic.ts";
import type { FakeAnthropicServer } from "./anthropic.ts";

const KEY = "sk-ant-test-0123456789";
const MODEL = "claude-haiku-4-5";
const STORY =
  "The ferry left at dawn. Nobody waved from the pier, and the gulls kept their opinions to themselves. By noon the island was a rumour on the horizon.";
const SAVE_TOOL = {
  name: "save_scene",
  description: "Saves a scene",
  input_schema: { type: "object" as const, properties: { title: { type: "string" }, words: { type: "integer" } }, required: ["title", "words"] },
};

let fake: FakeAnthropicServer;
let client: Anthropic;

beforeAll(async () => {
  fake = await startFakeAnthropic({ apiKey: KEY });
  client = new Anthropic({ apiKey: KEY, baseURL: fake.baseURL, maxRetries: 0 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function ask(content: string, extra: Partial<MessageCreateParamsNonStreaming> = {}): MessageCreateParamsNonStreaming {
  return { model: MODEL, max_tokens: 400, messages: [{ role: "user", content }], ...extra };
}

function raw(path: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  return fetch(`${fake.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

describe("POST /v1/messages", () => {
  it("answers a programmed text with the SDK's message shape and predictable usage", async () => {
    fake.queue({ text: "A quiet harbour at dawn." });
    const params = ask("Describe the harbour.", { system: "You are a novelist." });
    const { data: message, response } = await client.messages.create(params).withResponse();

    expect(response.headers.get(SIMULATED_HEADER)).toBe("1");
    expect(message).toMatchObject({
      type: "message",
      role: "assistant",
      model: MODEL,
      stop_reason: "end_turn",
      stop_sequence: null,
      content: [{ type: "text", text: "A quiet harbour at dawn." }],
    });
    expect(message.id).toMatch(/^msg_/);
    const input = countInputTokens(messagesInputText(params));
    expect(input).toBe(Math.ceil("You are a novelist.\nDescribe the harbour.".length / 4));
    expect(message.usage).toMatchObject({ input_tokens: input, output_tokens: 6 });
    expect(fake.requests[0]).toMatchObject({ method: "POST", path: "/v1/messages", body: params, status: 200, aborted: false });
    // SDK v1 sends its key as a bearer token; the fake takes that or x-api-key.
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.requests[0]?.headers["anthropic-version"]).toEqual(expect.any(String));
  });

  it("answers the same prompt with the same simulated text, and shortens when asked", async () => {
    const first = await client.messages.create(ask("Write the opening of a mystery."));
    const again = await client.messages.create(ask("Write the opening of a mystery."));
    const text = (m: Anthropic.Message): string => m.content.map((block) => (block.type === "text" ? block.text : "")).join("");
    expect(text(first).length).toBeGreaterThan(40);
    expect(text(again)).toBe(text(first));

    const shorter = text(await client.messages.create(ask(`Shorten this passage:\n${STORY}`)));
    expect(shorter.length).toBeGreaterThan(0);
    expect(STORY.startsWith(shorter)).toBe(true);
    expect(shorter.length).toBeLessThan(STORY.length);
  });

  it("streams the real event sequence, one text delta per chunk", async () => {
    const text = "The lighthouse keeper counted ships, never stars.";
    fake.queue({ text, delayMsPerChunk: 1 });
    const events: RawMessageStreamEvent[] = [];
    for await (const event of await client.messages.create({ ...ask("Go"), stream: true })) events.push(event);

    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(["message_start", "content_block_start"]);
    expect(types.slice(-3)).toEqual(["content_block_stop", "message_delta", "message_stop"]);
    const deltas = events.flatMap((e) => (e.type === "content_block_delta" && e.delta.type === "text_delta" ? [e.delta.text] : []));
    expect(deltas.length).toBe(countOutputTokens(text));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(text);
    const start = events[0];
    expect(start?.type === "message_start" && start.message.usage.input_tokens).toBe(countInputTokens("Go"));
    const delta = events.at(-2);
    expect(delta?.type === "message_delta" && delta.usage.output_tokens).toBe(deltas.length);
    expect(delta?.type === "message_delta" && delta.delta.stop_reason).toBe("end_turn");
  });

  it("sends a ping after the first content block, as the real stream does", async () => {
    fake.queue({ text: "Hi there." });
    const response = await raw("/v1/messages", { "x-api-key": KEY, "anthropic-version": "2023-06-01" }, { ...ask("Go"), stream: true });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const body = await response.text();
    expect(body).toMatch(/^event: message_start\ndata: \{.*\}\n\nevent: content_block_start\ndata: .*\n\nevent: ping\ndata: \{"type":"ping"\}\n\n/);
  });

  it("streams through messages.stream() to a final message", async () => {
    const stream = client.messages.stream(ask("Write a line about rain."));
    const deltas: string[] = [];
    stream.on("text", (delta) => deltas.push(delta));
    const final = await stream.finalMessage();
    expect(deltas.length).toBeGreaterThan(1);
    expect(final.content).toEqual([{ type: "text", text: deltas.join(""), citations: null }]);
    expect(final.usage.output_tokens).toBe(deltas.length);
    expect(final.stop_reason).toBe("end_turn");
  });

  it("answers a programmed tool call with a tool_use block, plain and streamed", async () => {
    fake.queue(
      { toolCall: { name: "save_scene", arguments: { title: "Dawn", words: 120 } } },
      { toolCall: { name: "save_scene", arguments: '{"title":"Dusk","words":80}' } },
    );
    const plain = await client.messages.create(ask("Save it", { tools: [SAVE_TOOL] }));
    expect(plain.stop_reason).toBe("tool_use");
    expect(plain.content).toEqual([
      expect.objectContaining({ type: "tool_use", name: "save_scene", input: { title: "Dawn", words: 120 }, id: expect.stringMatching(/^toolu_/) }),
    ]);

    const stream = client.messages.stream(ask("Save it", { tools: [SAVE_TOOL] }));
    const pieces: string[] = [];
    stream.on("inputJson", (partial) => pieces.push(partial));
    const final = await stream.finalMessage();
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe('{"title":"Dusk","words":80}');
    expect(final.content[0]).toMatchObject({ type: "tool_use", name: "save_scene", input: { title: "Dusk", words: 80 } });
    expect(final.stop_reason).toBe("tool_use");
  });

  it("uses the forced tool with input that fits its schema when nothing is programmed", async () => {
    const message = await client.messages.create(ask("Save it", { tools: [SAVE_TOOL], tool_choice: { type: "tool", name: "save_scene" } }));
    expect(message.content[0]).toMatchObject({ type: "tool_use", name: "save_scene", input: { title: expect.any(String), words: 1 } });
  });

  it("stops at max_tokens and at a stop sequence", async () => {
    const chunks = splitIntoTokens(STORY);
    fake.queue({ text: STORY }, { text: STORY }, { text: STORY });
    const cut = await client.messages.create(ask("Go", { max_tokens: 5 }));
    expect(cut.stop_reason).toBe("max_tokens");
    expect(cut.content).toEqual([{ type: "text", text: chunks.slice(0, 5).join(""), citations: null }]);
    expect(cut.usage.output_tokens).toBe(5);

    const streamed = await client.messages.stream(ask("Go", { max_tokens: 5 })).finalMessage();
    expect(streamed.stop_reason).toBe("max_tokens");
    expect(streamed.usage.output_tokens).toBe(5);

    const stopped = await client.messages.create(ask("Go", { stop_sequences: ["Nobody"] }));
    expect(stopped).toMatchObject({ stop_reason: "stop_sequence", stop_sequence: "Nobody", content: [{ type: "text", text: "The ferry left at dawn. " }] });
  });

  it("surfaces programmed 429 and 529 as the SDK's errors, with retry-after", async () => {
    fake.queue({ error: { status: 429, retryAfterSeconds: 3 } }, { error: { status: 529 } });
    const limited = await client.messages.create(ask("Go")).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ status: 429, error: { type: "error", error: { type: "rate_limit_error" } } });
    expect(limited instanceof RateLimitError && limited.headers.get("retry-after")).toBe("3");
    expect(limited instanceof RateLimitError && limited.requestID).toMatch(/^req_/);

    const overloaded = await client.messages.create(ask("Go")).catch((e: unknown) => e);
    expect(overloaded).toBeInstanceOf(OverloadedError);
    expect(overloaded).toMatchObject({ status: 529, error: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } } });
  });

  it("fails a stream mid-way with an error event when told to", async () => {
    fake.queue({ error: { status: 529, afterChunks: 2 } });
    const stream = client.messages.stream(ask("Go"));
    const deltas: string[] = [];
    stream.on("text", (delta) => deltas.push(delta));
    const failure = await stream.finalMessage().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIError);
    expect(String(failure)).toContain("overloaded_error");
    expect(deltas).toHaveLength(2);
  });

  it("refuses bad requests with 400 in Anthropic's shape", async () => {
    const headers = { "x-api-key": KEY, "anthropic-version": "2023-06-01" };
    const noMaxTokens = await raw("/v1/messages", headers, { model: MODEL, messages: [{ role: "user", content: "hi" }] });
    expect(noMaxTokens.status).toBe(400);
    expect(await noMaxTokens.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error", message: "max_tokens: Field required" } });

    const noVersion = await raw("/v1/messages", { "x-api-key": KEY }, ask("hi"));
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error", message: "anthropic-version: header is required" } });

    const badRole = await raw("/v1/messages", headers, { ...ask("hi"), messages: [{ role: "robot", content: "hi" }] });
    expect(badRole.status).toBe(400);
  });

  it("answers 401 to a wrong or missing key", async () => {
    const wrong = new Anthropic({ apiKey: "sk-ant-wrong", baseURL: fake.baseURL, maxRetries: 0 });
    const error = await wrong.messages.create(ask("Go")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, error: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } });

    const missing = await raw("/v1/messages", { "anthropic-version": "2023-06-01" }, ask("Go"));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { type: "authentication_error", message: "x-api-key header is required" } });
  });

  it("records an abort from the client in the middle of a stream", async () => {
    fake.queue({ text: STORY, hangAfterChunks: 3 });
    const controller = new AbortController();
    const stream = client.messages.stream(ask("Go"), { signal: controller.signal });
    const deltas: string[] = [];
    stream.on("text", (delta) => {
      deltas.push(delta);
      if (deltas.length === 3) controller.abort();
    });
    expect(await stream.finalMessage().catch((e: unknown) => e)).toBeInstanceOf(APIUserAbortError);
    const request = await fake.waitForRequest(0);
    await fake.settled(request);
    expect(deltas).toHaveLength(3);
    expect(request).toMatchObject({ aborted: true, status: 200, finishedAt: null });
  });

  it("records an abort of a request still waiting for its answer", async () => {
    fake.queue({ hangAfterChunks: 0 });
    const controller = new AbortController();
    const pending = client.messages.create(ask("Go"), { signal: controller.signal }).catch((e: unknown) => e);
    const request = await fake.waitForRequest(0);
    controller.abort();
    expect(await pending).toBeInstanceOf(APIUserAbortError);
    await fake.settled(request);
    expect(request).toMatchObject({ aborted: true, status: null });
  });
});

describe("POST /v1/messages/count_tokens", () => {
  it("counts input tokens by the same rule as the messages", async () => {
    const params = { model: MODEL, system: "Be brief.", messages: [{ role: "user" as const, content: "How long is this?" }] };
    const counted = await client.messages.countTokens(params);
    expect(counted.input_tokens).toBe(countInputTokens("Be brief.\nHow long is this?"));
  });
});
